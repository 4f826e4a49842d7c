import {
  CLIENT_PAGE_KEYS,
  joinActions,
  PAGE_ACTIONS,
  STAFF_PAGE_KEYS,
  TEAM_MESSAGES,
  type PermissionMap,
  type TeamKind,
} from '@wolvo/shared/contracts';
import {
  memberRulesBeyondSchema,
  TeamMemberEditRules,
  TeamMemberRules,
} from '@wolvo/shared/contracts/team';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { checkAvatar } from '../users/avatar';
import type {
  AddTeamMemberRequest as AddTeamMemberBody,
  UpdateTeamMemberRequest as UpdateTeamMemberBody,
} from '@wolvo/shared/contracts';

const TEXT_FIELDS = [
  'username',
  'email',
  'fullname',
  'password',
  'confirmPassword',
  'team',
] as const;
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

  // The text fields' rules are the contract's (TeamMemberRules), checked on the normalised values.
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  if (required('username')) texts.username = (body.username ?? '').trim();
  if (required('email')) texts.email = (body.email ?? '').trim().toLowerCase();
  if (required('fullname')) texts.fullname = (body.fullname ?? '').trim().replace(/\s+/g, ' ');
  if (required('password') || body.confirmPassword !== undefined) {
    texts.password = body.password ?? '';
    texts.confirmPassword = body.confirmPassword ?? '';
  }
  if (required('team')) texts.team = (body.team ?? '').trim().replace(/\s+/g, ' ');
  const broken = new Map(
    ruleErrorsOf(mode === 'add' ? TeamMemberRules : TeamMemberEditRules, texts).map((line) => [
      line.slice(0, line.indexOf(':')),
      line,
    ]),
  );
  const beyond = memberRulesBeyondSchema(texts, (field) => broken.has(field));
  for (const [field, key] of Object.entries(beyond)) broken.set(field, `${field}: ${key}`);
  for (const field of TEXT_FIELDS) {
    const line = broken.get(field);
    if (line) errors.push(line);
    else if (texts[field] !== undefined && field !== 'confirmPassword') input[field] = texts[field];
  }
  // The password is stored only with its confirmation.
  if (broken.has('password') || broken.has('confirmPassword')) delete input.password;
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
