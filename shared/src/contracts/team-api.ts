/** A client's teams together hold at most this many members (active accounts); the provider team has no cap. */
export const MAX_TEAM_MEMBERS = 10;

/** Largest avatar a team member may be given, in bytes of the decoded image. */
export const AVATAR_MAX_BYTES = 256 * 1024;

/** Image types an avatar may have; the server checks the content (magic bytes), not the declared type. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** Longest team name. */
export const TEAM_NAME_MAX_LENGTH = 60;

/**
 * Message keys of the team calls besides the ones in `API_MESSAGES` (`user.username-exists`,
 * `user.email-exists`, `team.max-members`, `user.not-found`, `client.id.not-found`) and the common field keys
 * (`field.required`, `email.invalid`, `person-name.invalid`, `password.*`, `text.too-long`).
 * Field errors come as `field: key`, e.g. `permissions.USERS_TEAM: team.permission.page-invalid`.
 */
export const TEAM_MESSAGES = {
  teamNotFound: 'team.not-found',
  /** No page granted with at least one action. */
  permissionRequired: 'team.permission.required',
  /** A page key of the other area (staff keys for a client team, client keys for the provider team). */
  permissionPageInvalid: 'team.permission.page-invalid',
  /** A team member tried to grant, or to touch a member holding, a page or action it does not hold itself. */
  permissionNotHeld: 'team.permission.not-held',
  /** Team members manage the others; their own account is changed from account settings. */
  selfManagement: 'team.self-management',
  avatarWrongType: 'avatar.wrong-type',
  avatarTooLarge: 'avatar.too-large',
  usernameInvalid: 'username.invalid',
} as const;

/** Which team calls: a client's team (`/v1/client-team`) or the provider's (`/v1/admin-team`). */
export type TeamKind = 'client' | 'admin';
