import { Type, type Static } from '@sinclair/typebox';
import { ALL_ROLES, PERSON_NAME_PATTERN } from '@wolvo/shared/contracts';
import { ErrorBody, IdParam } from '../../routes/common.schema';

// Letters of any script, apostrophe, space and hyphen (spec section 5, person name); shared with orders.
export { PERSON_NAME_PATTERN };
const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';
// An avatar is a PNG or JPEG, as a data URL or an http(s) URL.
const AVATAR_PATTERN =
  '^(data:image/(png|jpeg|jpg);base64,[A-Za-z0-9+/=]+|https?://\\S+\\.(png|jpg|jpeg))$';

export const PermissionMapSchema = Type.Record(Type.String(), Type.String());

export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Union(ALL_ROLES.map((r) => Type.Literal(r))),
  avatar: Type.Union([Type.String(), Type.Null()]),
  fullname: Type.String(),
  createdAt: Type.String(),
  permissions: PermissionMapSchema,
  clientId: Type.Union([Type.Integer(), Type.Null()]),
  adminId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      "Staff: the {adminId} of /v1/admin-team (an admin's own id, a team member's admin); null for clients",
  }),
});

export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires' }),
  user: SessionUserSchema,
});

export const UserProfileSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  fullname: Type.String(),
  createdAt: Type.String(),
});

export const UpdateProfileBody = Type.Object(
  {
    fullname: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, pattern: PERSON_NAME_PATTERN }),
    ),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    username: Type.Optional(
      Type.String({ minLength: 3, maxLength: 40, pattern: USERNAME_PATTERN }),
    ),
    avatar: Type.Optional(
      Type.Union([Type.String({ maxLength: 700_000, pattern: AVATAR_PATTERN }), Type.Null()]),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UpdatePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export { ErrorBody, IdParam };
