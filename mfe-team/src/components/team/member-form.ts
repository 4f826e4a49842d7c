import {
  PERSON_NAME_PATTERN,
  TEAM_MESSAGES,
  TEAM_NAME_MAX_LENGTH,
  passwordPolicyError,
  type AddTeamMemberRequest,
  type PermissionMap,
  type TeamMemberDto,
  type UpdateTeamMemberRequest,
} from '@wolvo/shared/contracts';
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

// The server's rules (api/src/modules/team/team-rules.ts), checked here first so the user sees them at once.
const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');

/**
 * Every problem of the form at once, as message keys. On add the password is required; on edit an empty
 * password keeps the current one. At least one page must carry an action (spec: a new member needs a permission).
 */
export function validateMember(values: MemberFormValues, mode: 'add' | 'edit'): MemberFieldErrors {
  const errors: MemberFieldErrors = {};
  const fullname = values.fullname.trim();
  if (!fullname) errors.fullname = 'field.required';
  else if (!PERSON_NAME.test(fullname)) errors.fullname = 'person-name.invalid';
  const username = values.username.trim();
  if (!username) errors.username = 'field.required';
  else if (!USERNAME.test(username)) errors.username = TEAM_MESSAGES.usernameInvalid;
  const email = values.email.trim();
  if (!email) errors.email = 'field.required';
  else if (!EMAIL.test(email)) errors.email = 'email.invalid';
  if (mode === 'add' || values.password || values.confirmPassword) {
    const policy = values.password ? passwordPolicyError(values.password) : null;
    if (!values.password) errors.password = 'field.required';
    else if (policy) errors.password = `password.${policy}`;
    if (!values.confirmPassword) errors.confirmPassword = 'field.required';
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = 'password.mismatch';
  }
  const team = values.team.trim();
  if (!team) errors.team = 'field.required';
  else if (team.length > TEAM_NAME_MAX_LENGTH) errors.team = 'text.too-long';
  if (grantedPageCount(values.permissions) === 0)
    errors.permissions = TEAM_MESSAGES.permissionRequired;
  return errors;
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
