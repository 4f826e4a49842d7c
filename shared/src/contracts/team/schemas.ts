// The team area's wire shapes: a client's team (`/v1/client-team`), the provider's (`/v1/admin-team`)
// and the users' sign-in, profile and password calls (`/v1/users`, `/v1/admin/get`). The single source of
// the API's validation and answers (its routes use these objects) and, through `Static<>`, of every
// TypeScript type of them in the API and the browser.
import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { PERSON_NAME_PATTERN } from '../order-api';
import { ALL_ROLES } from '../roles';
import { TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH } from '../team-api';

// The schemas check shapes and lengths; the team rules (api/src/modules/team/team-rules.ts) check
// contents and answer with i18n keys per field, all at once.
const Id = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
const Int = Type.Integer();
const Str = Type.String();

/** `{clientId}` of the client team calls. */
export const ClientIdParam = Type.Object({ clientId: Id });
/** `{adminId}` of the provider team calls. */
export const AdminIdParam = Type.Object({ adminId: Id });
export const MemberIdParam = Type.Object({ memberId: Id });
export const ClientMemberParams = Type.Object({ clientId: Id, memberId: Id });
export const AdminMemberParams = Type.Object({ adminId: Id, memberId: Id });
export const ClientTeamParams = Type.Object({ clientId: Id, teamId: Id });
export const AdminTeamParams = Type.Object({ adminId: Id, teamId: Id });
/** A user id in the path (`/delete-member/:userId`, `/v1/admin/get/:userId`). */
export const UserIdParam = Type.Object({ userId: Id });
/** `/v1/users/profile/:id`. */
export const ProfileIdParam = Type.Object({ id: Id });

/** GET .../{ownerId}/get-members query: a page of members, optionally one team's, optionally searched. */
export const TeamMembersQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    /** Part of the username, email or full name. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    teamId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

const memberFields = {
  username: Type.String({ maxLength: 40 }),
  email: Type.String({ maxLength: 254 }),
  /** Person name: letters, apostrophe, space, hyphen. */
  fullname: Type.String({ maxLength: 120 }),
  /** At least 8 characters, one uppercase and one lowercase letter. */
  password: Type.String({ maxLength: 256 }),
  confirmPassword: Type.String({ maxLength: 256 }),
  /** Name of the assigned team; a team of that name is created when the owner has none. */
  team: Type.String({ maxLength: 60 }),
  // Decoded size and type are checked by content; the body limit caps the text.
  avatar: Type.Union([Type.String(), Type.Null()], {
    description:
      'PNG or JPEG as a base64 data URL (checked by its bytes), at most 256 KiB; null: none',
  }),
  /** At least one page with at least one action; only the keys of the team's area. */
  permissions: Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 40 }), {
    maxProperties: 60,
    description: 'Page key to actions joined by |, e.g. { "ORDERS_ORDER_OF_THE_DAY": "VIEW|ADD" }',
  }),
};

/** POST .../{ownerId}/add-member body. */
export const AddTeamMemberBody = Type.Object(
  { ...memberFields, avatar: Type.Optional(memberFields.avatar) },
  { additionalProperties: false },
);

/**
 * PUT .../{ownerId}/update-member/{memberId} body: any of the add fields. A password needs its
 * confirmation; `permissions` replaces every grant; `avatar: null` removes the picture.
 */
export const UpdateTeamMemberBody = Type.Partial(Type.Object(memberFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** A team member as the team pages show it. `id` is the member's user id (the spec's memberId and userId). */
export const TeamMember = Type.Object({
  id: Int,
  username: Str,
  email: Str,
  fullname: Str,
  /** A `data:image/png|jpeg;base64,...` URL, or null (initials are shown). */
  avatar: Type.Union([Str, Type.Null()]),
  role: Type.Union([Type.Literal('clientPersonnelTeam'), Type.Literal('companyPersonnelTeam')]),
  /** The client of a client team member, null on the provider team. */
  clientId: Type.Union([Int, Type.Null()]),
  team: Type.Object({ id: Int, name: Str }),
  /** Page key to actions joined by `|`, as the token and the session carry them. */
  permissions: Type.Record(Str, Str),
  createdAt: Str,
});

/** GET .../{ownerId}/get-members response. */
export const TeamMembersPage = Type.Object({
  items: Type.Array(TeamMember),
  page: Int,
  total: Int,
  totalPages: Int,
});

/** One team and how many members it has. */
export const TeamHeadcountItem = Type.Object({ id: Int, name: Str, members: Int });

/** GET .../{ownerId}/team-headcount response. */
export const TeamHeadcount = Type.Object({
  /** Members of every team of the owner. */
  total: Int,
  /** The cap for a client (`MAX_TEAM_MEMBERS`), null for the provider team. */
  max: Type.Union([Int, Type.Null()]),
  /** Every team of the owner, by name, empty ones included. */
  teams: Type.Array(TeamHeadcountItem),
});

/** DELETE .../delete-member/{userId} and .../delete-team/{teamId} response: accounts deactivated. */
export const TeamDeleteResult = Type.Object({ count: Int });

/** A text rule whose failure is `errorMessage`, the i18n key the API answers. */
const Rule = (errorMessage: string, rule: object) => Type.String({ ...rule, errorMessage });
/** A text that must be filled, then pass each rule in turn: a field shows its first broken rule. */
const Text = (...rules: ReturnType<typeof Rule>[]) =>
  Type.Intersect([Rule('field.required', { minLength: 1 }), ...rules]);

/**
 * The rules of a member's text fields, each failure named by its field with the message key the API
 * answers (`username: username.invalid`), checked on the trimmed values: the API checks an add body with
 * them (`ruleErrorsOf`), the member form uses them as its resolver, both with `memberRulesBeyondSchema`.
 * The photo's bytes and the pages of the team's area stay in the API (api/src/modules/team/team-rules.ts).
 */
export const TeamMemberRules = Type.Object({
  username: Text(Rule(TEAM_MESSAGES.usernameInvalid, { pattern: '^[A-Za-z0-9._-]{3,40}$' })),
  // The shape browsers accept in <input type="email">: something@domain.tld, no spaces.
  email: Text(Rule('email.invalid', { pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$' })),
  fullname: Text(),
  password: Text(
    Rule('password.min-length', { minLength: PASSWORD_MIN_LENGTH }),
    Rule('password.uppercase', { pattern: '[A-Z]' }),
    Rule('password.lowercase', { pattern: '[a-z]' }),
  ),
  confirmPassword: Text(),
  team: Text(Rule('text.too-long', { maxLength: TEAM_NAME_MAX_LENGTH })),
});
/** An update: only the fields sent are checked (a password with its confirmation). */
export const TeamMemberEditRules = Type.Partial(TeamMemberRules);

const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
/**
 * The member rules a schema cannot say, for the fields `TeamMemberRules` passed (`broken` names those it
 * did not): a person name of letters of any script (`\p{L}` needs the `u` flag TypeBox's patterns lack),
 * the confirmation equal to the password. Field to message key.
 */
export function memberRulesBeyondSchema(
  texts: { fullname?: string; password?: string; confirmPassword?: string },
  broken: (field: string) => boolean,
): { fullname?: string; confirmPassword?: string } {
  const found: { fullname?: string; confirmPassword?: string } = {};
  if (texts.fullname && !broken('fullname') && !PERSON_NAME.test(texts.fullname))
    found.fullname = 'person-name.invalid';
  const { password, confirmPassword } = texts;
  if (password && confirmPassword && !broken('confirmPassword') && confirmPassword !== password)
    found.confirmPassword = 'password.mismatch';
  return found;
}

/** One's own profile (settings): a member's name, email and username rules, on the trimmed values. */
export const ProfileRules = Type.Pick(TeamMemberRules, ['fullname', 'email', 'username']);

/**
 * One's own password change (settings), checked by the API and the settings form: the current password,
 * a new one under the policy, its confirmation (`passwordChangeBeyondSchema` compares the two).
 */
export const PasswordRules = Type.Object({
  currentPassword: Text(),
  newPassword: TeamMemberRules.properties.password,
  confirmPassword: Text(),
});

/** The password change's rule a schema cannot say: the confirmation equals the new password. */
export function passwordChangeBeyondSchema(
  body: { newPassword: string; confirmPassword: string },
  broken: (field: string) => boolean,
): { confirmPassword?: string } {
  const { confirmPassword } = memberRulesBeyondSchema(
    { password: body.newPassword, confirmPassword: body.confirmPassword },
    (field) => broken(field === 'password' ? 'newPassword' : field),
  );
  return confirmPassword ? { confirmPassword } : {};
}

export type TeamMemberDto = Static<typeof TeamMember>;
export type TeamMembersQuery = Static<typeof TeamMembersQuery>;
export type TeamMembersPage = Static<typeof TeamMembersPage>;
export type TeamHeadcountItem = Static<typeof TeamHeadcountItem>;
export type TeamHeadcount = Static<typeof TeamHeadcount>;
export type TeamDeleteResult = Static<typeof TeamDeleteResult>;
export type AddTeamMemberRequest = Static<typeof AddTeamMemberBody>;
export type UpdateTeamMemberRequest = Static<typeof UpdateTeamMemberBody>;

// ---- Users: sign-in, profile, password --------------------------------------------------------------

// An avatar is a PNG or JPEG, as a data URL or an http(s) URL.
const AVATAR_PATTERN =
  '^(data:image/(png|jpeg|jpg);base64,[A-Za-z0-9+/=]+|https?://\\S+\\.(png|jpg|jpeg))$';

export const PermissionMapSchema = Type.Record(Type.String(), Type.String());
const RoleSchema = Type.Union(ALL_ROLES.map((r) => Type.Literal(r)));

/** What the API tells of a user, in its profile and at sign-in. */
const userFields = {
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  avatar: Type.Union([Type.String(), Type.Null()]),
  fullname: Type.String(),
  createdAt: Type.String(),
};

/** The signed-in user of the login answer (the browser stores it as its `SessionUser`). */
export const SessionUserSchema = Type.Object({
  ...userFields,
  permissions: PermissionMapSchema,
  clientId: Type.Union([Type.Integer(), Type.Null()]),
  adminId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      "Staff: the {adminId} of /v1/admin-team (an admin's own id, a team member's admin); null for clients",
  }),
});

/** POST /v1/users/login body. */
export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

/** POST /v1/users/login response. */
export const LoginResponse = Type.Object({
  token: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires' }),
  user: SessionUserSchema,
});

/** GET /v1/admin/get/{userId} response and PUT /v1/users/profile/{id} response. */
export const UserProfileSchema = Type.Object(userFields);

/** PUT /v1/users/profile/{id} body. */
export const UpdateProfileBody = Type.Object(
  {
    // Types only: the texts' rules are a team member's (ProfileRules), answered as `field: key`.
    fullname: Type.Optional(Type.String({ maxLength: 120 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    username: Type.Optional(Type.String({ maxLength: 40 })),
    avatar: Type.Optional(
      Type.Union([Type.String({ maxLength: 700_000, pattern: AVATAR_PATTERN }), Type.Null()]),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** PUT /v1/users/password body. */
export const UpdatePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

/** PUT /v1/users/password response: the caller's session goes on with this token. */
export const PasswordChanged = Type.Object({ success: Type.Boolean(), token: Type.String() });

export type LoginRequest = Static<typeof LoginBody>;
export type LoginResponse = Static<typeof LoginResponse>;
export type UserProfile = Static<typeof UserProfileSchema>;
export type UpdateProfileRequest = Static<typeof UpdateProfileBody>;
export type UpdatePasswordRequest = Static<typeof UpdatePasswordBody>;
