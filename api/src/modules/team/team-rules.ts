import {
  CLIENT_PAGE_KEYS,
  joinActions,
  PAGE_ACTIONS,
  PERSON_NAME_PATTERN,
  passwordPolicyError,
  STAFF_PAGE_KEYS,
  TEAM_MESSAGES,
  type PermissionMap,
  type TeamKind,
} from '@wolvo/shared/contracts';
import { checkAvatar } from '../users/avatar';
import type {
  AddTeamMemberRequest as AddTeamMemberBody,
  UpdateTeamMemberRequest as UpdateTeamMemberBody,
} from '@wolvo/shared/contracts';

const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
// The shape browsers accept in <input type="email">: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
const ACTIONS = new Set<string>(PAGE_ACTIONS);

/** A member's fields after the rules: trimmed, normalised, ready to store. */
export interface MemberInput {
  username?: string;
  email?: string;
  fullname?: string;
  password?: string;
  team?: string;
  avatar?: string | null;
  permissions?: PermissionMap;
}

/** Page keys a member of this kind of team may be granted. */
export const pageKeysOf = (kind: TeamKind): readonly string[] =>
  kind === 'client' ? CLIENT_PAGE_KEYS : STAFF_PAGE_KEYS;

/**
 * Checks a whole add body, or the fields an update carries, and returns them normalised, or every
 * problem as `field: message-key` (the dashboard shows each under its field).
 */
export function checkMemberFields(
  kind: TeamKind,
  body: AddTeamMemberBody | UpdateTeamMemberBody,
  mode: 'add' | 'update',
): { input: MemberInput; errors: string[] } {
  const errors: string[] = [];
  const fail = (field: string, key: string) => errors.push(`${field}: ${key}`);
  const input: MemberInput = {};
  const required = (field: keyof MemberInput) => mode === 'add' || body[field] !== undefined;

  if (required('username')) {
    const username = (body.username ?? '').trim();
    if (!username) fail('username', 'field.required');
    else if (!USERNAME.test(username)) fail('username', TEAM_MESSAGES.usernameInvalid);
    else input.username = username;
  }
  if (required('email')) {
    const email = (body.email ?? '').trim().toLowerCase();
    if (!email) fail('email', 'field.required');
    else if (!EMAIL.test(email)) fail('email', 'email.invalid');
    else input.email = email;
  }
  if (required('fullname')) {
    const fullname = (body.fullname ?? '').trim().replace(/\s+/g, ' ');
    if (!fullname) fail('fullname', 'field.required');
    else if (!PERSON_NAME.test(fullname)) fail('fullname', 'person-name.invalid');
    else input.fullname = fullname;
  }
  if (required('password') || body.confirmPassword !== undefined) {
    const password = body.password ?? '';
    const policy = password ? passwordPolicyError(password) : null;
    if (!password) fail('password', 'field.required');
    else if (policy) fail('password', `password.${policy}`);
    if (!body.confirmPassword) fail('confirmPassword', 'field.required');
    else if (password && body.confirmPassword !== password)
      fail('confirmPassword', 'password.mismatch');
    if (password && !policy && body.confirmPassword === password) input.password = password;
  }
  if (required('team')) {
    const team = (body.team ?? '').trim().replace(/\s+/g, ' ');
    if (!team) fail('team', 'field.required');
    else input.team = team;
  }
  if (body.avatar !== undefined) {
    if (body.avatar === null || body.avatar === '') input.avatar = null;
    else {
      const checked = checkAvatar(body.avatar);
      if ('problem' in checked)
        fail(
          'avatar',
          checked.problem === 'too-large'
            ? TEAM_MESSAGES.avatarTooLarge
            : TEAM_MESSAGES.avatarWrongType,
        );
      else input.avatar = checked.avatar;
    }
  }
  if (required('permissions')) {
    const checked = checkPermissions(kind, body.permissions ?? {});
    errors.push(...checked.errors);
    if (!checked.errors.length) input.permissions = checked.permissions;
  }
  return { input, errors };
}

/**
 * Page permissions of a member: only the keys of the team's area (client keys for a client team, staff
 * keys for the provider's), known actions only, at least one page with one action. A page sent with no
 * action is simply not granted, as the permission matrix's empty row.
 */
export function checkPermissions(
  kind: TeamKind,
  permissions: Record<string, string>,
): { permissions: PermissionMap; errors: string[] } {
  const keys = pageKeysOf(kind);
  const errors: string[] = [];
  const map: PermissionMap = {};
  for (const [page, joined] of Object.entries(permissions)) {
    const words = joined.split('|').map((a) => a.trim().toUpperCase());
    if (!keys.includes(page))
      errors.push(`permissions.${page}: ${TEAM_MESSAGES.permissionPageInvalid}`);
    else if (words.some((w) => w !== '' && !ACTIONS.has(w)))
      errors.push(`permissions.${page}: value.invalid`);
    else {
      const actions = joinActions(words);
      if (actions) map[page] = actions;
    }
  }
  if (!errors.length && Object.keys(map).length === 0)
    errors.push(`permissions: ${TEAM_MESSAGES.permissionRequired}`);
  return { permissions: map, errors };
}
