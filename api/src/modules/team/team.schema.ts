import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wolvo/shared/contracts';

// The schemas check shapes and lengths; the team rules (team-rules.ts) check contents and answer with
// i18n keys per field, all at once.
const Id = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
const Int = Type.Integer();
const Str = Type.String();

/** `{clientId}` of the client team calls. */
export const ClientIdParam = Type.Object({ clientId: Id });
export type ClientIdParam = Static<typeof ClientIdParam>;
/** `{adminId}` of the provider team calls. */
export const AdminIdParam = Type.Object({ adminId: Id });
export type AdminIdParam = Static<typeof AdminIdParam>;
export const MemberIdParam = Type.Object({ memberId: Id });
export type MemberIdParam = Static<typeof MemberIdParam>;
export const ClientMemberParams = Type.Object({ clientId: Id, memberId: Id });
export type ClientMemberParams = Static<typeof ClientMemberParams>;
export const AdminMemberParams = Type.Object({ adminId: Id, memberId: Id });
export type AdminMemberParams = Static<typeof AdminMemberParams>;
export const ClientTeamParams = Type.Object({ clientId: Id, teamId: Id });
export type ClientTeamParams = Static<typeof ClientTeamParams>;
export const AdminTeamParams = Type.Object({ adminId: Id, teamId: Id });
export type AdminTeamParams = Static<typeof AdminTeamParams>;

export const TeamMembersQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    teamId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type TeamMembersQuery = Static<typeof TeamMembersQuery>;

const memberFields = {
  username: Type.String({ maxLength: 40 }),
  email: Type.String({ maxLength: 254 }),
  fullname: Type.String({ maxLength: 120 }),
  password: Type.String({ maxLength: 256 }),
  confirmPassword: Type.String({ maxLength: 256 }),
  team: Type.String({ maxLength: 60 }),
  // Decoded size and type are checked by content; the body limit caps the text.
  avatar: Type.Union([Type.String(), Type.Null()], {
    description:
      'PNG or JPEG as a base64 data URL (checked by its bytes), at most 256 KiB; null: none',
  }),
  permissions: Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 40 }), {
    maxProperties: 60,
    description: 'Page key to actions joined by |, e.g. { "ORDERS_ORDER_OF_THE_DAY": "VIEW|ADD" }',
  }),
};

export const AddTeamMemberBody = Type.Object(
  { ...memberFields, avatar: Type.Optional(memberFields.avatar) },
  { additionalProperties: false },
);
export type AddTeamMemberBody = Static<typeof AddTeamMemberBody>;

export const UpdateTeamMemberBody = Type.Partial(Type.Object(memberFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateTeamMemberBody = Static<typeof UpdateTeamMemberBody>;

export const TeamMember = Type.Object({
  id: Int,
  username: Str,
  email: Str,
  fullname: Str,
  avatar: Type.Union([Str, Type.Null()]),
  role: Type.Union([Type.Literal('clientPersonnelTeam'), Type.Literal('companyPersonnelTeam')]),
  clientId: Type.Union([Int, Type.Null()]),
  team: Type.Object({ id: Int, name: Str }),
  permissions: Type.Record(Str, Str),
  createdAt: Str,
});

export const TeamMembersPage = Type.Object({
  items: Type.Array(TeamMember),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const TeamHeadcount = Type.Object({
  total: Int,
  max: Type.Union([Int, Type.Null()]),
  teams: Type.Array(Type.Object({ id: Int, name: Str, members: Int })),
});

export const TeamDeleteResult = Type.Object({ count: Int });
