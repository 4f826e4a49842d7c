import type { Resolver } from 'react-hook-form';
import {
  TEAM_MESSAGES,
  type AddTeamMemberRequest,
  type PermissionMap,
  type TeamMemberDto,
  type UpdateTeamMemberRequest,
} from '@wolvo/shared/contracts';
import {
  memberRulesBeyondSchema,
  TeamMemberEditRules,
  TeamMemberRules,
} from '@wolvo/shared/contracts/team';
import { rulesResolver } from '@wolvo/shared/form';
import { fieldErrorsOf } from '@wolvo/shared/http';
import { grantedPageCount } from './permission-grants';

/** What the add / edit member form holds. */
export interface MemberFormValues {
  fullname: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  team: string;
  /** A data URL, or null for initials. */
  avatar: string | null;
  permissions: PermissionMap;
}

/** A field of the form, or `permissions` for the matrix. */
export type MemberField = keyof MemberFormValues;

/** Field to message key (keys of the common namespace: `field.required`, `password.min-length`...). */
export type MemberFieldErrors = Partial<Record<MemberField, string>>;

/** The empty add form. */
export const EMPTY_MEMBER: MemberFormValues = {
  fullname: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  team: '',
  avatar: null,
  permissions: {},
};

/** The edit form of a member: its fields, no password (left empty: unchanged). */
export const valuesFromMember = (member: TeamMemberDto): MemberFormValues => ({
  fullname: member.fullname,
  username: member.username,
  email: member.email,
  password: '',
  confirmPassword: '',
  team: member.team.name,
  avatar: member.avatar,
  permissions: { ...member.permissions },
});

/** The permissions' rule (the API's too, with the team's area): at least one page with an action. */
export const permissionsError = (permissions: PermissionMap): string | undefined =>
  grantedPageCount(permissions) === 0 ? TEAM_MESSAGES.permissionRequired : undefined;

/** What the form sends: a whole member on add, the fields that change on edit. */
export type MemberBody = AddTeamMemberRequest | UpdateTeamMemberRequest;

/** The rules a schema cannot say, on the body: the member's (name, confirmation), then the permissions'. */
const beyondSchema = (body: MemberBody, broken: (field: string) => boolean) => ({
  ...memberRulesBeyondSchema(body, broken),
  permissions: permissionsError(body.permissions ?? {}),
});

/**
 * The form's resolver: the API's rules of the text fields (`TeamMemberRules` and
 * `memberRulesBeyondSchema` of the contract, on the body the form would send; on edit, a password only
 * when typed), then the permissions' rule, in the API's words. Hands the body to `handleSubmit`.
 */
export function memberResolver(
  member: TeamMemberDto | null,
): Resolver<MemberFormValues, unknown, MemberBody> {
  if (!member) return rulesResolver(TeamMemberRules, toAddRequest, beyondSchema);
  const toEditBody = (values: MemberFormValues) => ({
    ...toUpdateRequest(values, member),
    // A confirmation typed alone is checked too (the password is then missing, so refused).
    ...((values.password || values.confirmPassword) && {
      password: values.password,
      confirmPassword: values.confirmPassword,
    }),
  });
  return rulesResolver(TeamMemberEditRules, toEditBody, beyondSchema);
}

/** The add body. */
export function toAddRequest(values: MemberFormValues): AddTeamMemberRequest {
  return {
    fullname: values.fullname.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    team: values.team.trim(),
    avatar: values.avatar,
    permissions: values.permissions,
  };
}

/** The update body: every field, the avatar only when it changed, the password only when typed. */
export function toUpdateRequest(
  values: MemberFormValues,
  member: TeamMemberDto,
): UpdateTeamMemberRequest {
  const body: UpdateTeamMemberRequest = {
    fullname: values.fullname.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    team: values.team.trim(),
    permissions: values.permissions,
  };
  if (values.avatar !== member.avatar) body.avatar = values.avatar;
  if (values.password) {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  return body;
}

const FIELDS = new Set<string>(Object.keys(EMPTY_MEMBER));
const CONFLICT_FIELDS: Record<string, MemberField> = {
  'user.username-exists': 'username',
  'user.email-exists': 'email',
};

/**
 * The server's field problems under their fields: `field: key` items of a 400 (a `permissions.PAGE`
 * problem goes to the matrix) and the 409 username / email conflicts. Empty when the failure is not a field's.
 */
export function serverFieldErrors(failure: unknown): MemberFieldErrors {
  const { fields, other } = fieldErrorsOf(failure);
  const errors: MemberFieldErrors = {};
  for (const message of other) {
    const conflict = CONFLICT_FIELDS[message];
    if (conflict) errors[conflict] ??= message;
  }
  for (const [path, key] of Object.entries(fields)) {
    const field = path.split('.')[0];
    if (FIELDS.has(field)) errors[field as MemberField] ??= key;
  }
  return errors;
}

/** Initials of a full name for the avatar fallback (two letters at most). */
export function initialsOf(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]?.toUpperCase() ?? '').join('');
}
