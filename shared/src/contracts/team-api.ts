import type { Paged } from './api';
import type { PermissionMap } from './permissions';
import type { Role } from './roles';

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

/** One team and how many members it has. */
export interface TeamHeadcountItem {
  id: number;
  name: string;
  members: number;
}

/** GET .../{clientId}/team-headcount and .../{adminId}/team-headcount response. */
export interface TeamHeadcount {
  /** Members of every team of the owner. */
  total: number;
  /** The cap for a client (`MAX_TEAM_MEMBERS`), null for the provider team. */
  max: number | null;
  /** Every team of the owner, by name, empty ones included. */
  teams: TeamHeadcountItem[];
}

/** A team member as the team pages show it. `id` is the member's user id (the spec's memberId and userId). */
export interface TeamMemberDto {
  id: number;
  username: string;
  email: string;
  fullname: string;
  /** A `data:image/png|jpeg;base64,...` URL, or null (initials are shown). */
  avatar: string | null;
  role: Extract<Role, 'clientPersonnelTeam' | 'companyPersonnelTeam'>;
  /** The client of a client team member, null on the provider team. */
  clientId: number | null;
  team: { id: number; name: string };
  /** Page key to actions joined by `|`, as the token and the session carry them. */
  permissions: PermissionMap;
  createdAt: string;
}

/** GET .../{clientId}/get-members query: a page of members, optionally one team's, optionally searched. */
export interface TeamMembersQuery {
  offset?: number;
  limit?: number;
  /** Part of the username, email or full name. */
  search?: string;
  teamId?: number;
}

/** GET .../{clientId}/get-members response. */
export type TeamMembersPage = Paged<TeamMemberDto>;

/** POST .../{clientId}/add-member body. */
export interface AddTeamMemberRequest {
  username: string;
  email: string;
  /** Person name: letters, apostrophe, space, hyphen. */
  fullname: string;
  /** At least 8 characters, one uppercase and one lowercase letter. */
  password: string;
  confirmPassword: string;
  /** Name of the assigned team; a team of that name is created when the owner has none. */
  team: string;
  /** PNG or JPEG as a data URL, at most `AVATAR_MAX_BYTES` once decoded. */
  avatar?: string | null;
  /** At least one page with at least one action; only the keys of the team's area. */
  permissions: PermissionMap;
}

/**
 * PUT .../{clientId}/update-member/{memberId} body: any of the add fields. A password needs its
 * confirmation; `permissions` replaces every grant; `avatar: null` removes the picture.
 */
export type UpdateTeamMemberRequest = Partial<AddTeamMemberRequest>;

/** DELETE .../delete-member/{userId} and .../delete-team/{teamId} response: accounts deactivated. */
export interface TeamDeleteResult {
  count: number;
}
