import { isClientRole, TEAM_MESSAGES, type Role, type SessionUser } from '@wolvo/shared/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http-error';
import { isAllowed, type AuthContext } from '../auth/access';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import {
  findConflictingUser,
  findPasswordHash,
  findUserById,
  findUserByLogin,
  isClientActive,
  loadPermissions,
  updateUser,
  type UserRow,
} from './users.repository';
import type {
  UpdatePasswordRequest as UpdatePasswordBody,
  UpdateProfileRequest as UpdateProfileBody,
} from '@wolvo/shared/contracts';
import {
  passwordChangeBeyondSchema,
  PasswordRules,
  type UserProfile,
} from '@wolvo/shared/contracts/team';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { checkMemberFields } from '../team/team-rules';
import { checkAvatar } from './avatar';

function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role as Role,
    avatar: user.avatar,
    fullname: user.fullname,
    createdAt: user.createdAt,
  };
}

/** The `{adminId}` of the provider team calls: an admin's own id, an admin team member's admin. */
function adminIdOf(user: Pick<UserRow, 'id' | 'role' | 'adminId'>): number | null {
  if (user.role === 'companyPersonnel') return user.id;
  return user.role === 'companyPersonnelTeam' ? user.adminId : null;
}

/** Checks credentials (username or email) and returns the session user; one message for every failure. */
export async function authenticateUser(
  db: Db,
  login: string,
  password: string,
): Promise<SessionUser> {
  const user = await findUserByLogin(db, login);
  if (!user) {
    await verifyAgainstDummy(password);
    throw unauthorized('auth.invalid-credentials');
  }
  const valid = await verifyPassword(password, user.passwordHash);
  if (!valid || user.active !== 1) throw unauthorized('auth.invalid-credentials');
  const role = user.role as Role;
  // A deactivated client's users (its admin and its team) may not sign in either.
  if (isClientRole(role) && !(await isClientActive(db, user.clientId)))
    throw unauthorized('auth.invalid-credentials');
  return {
    ...toProfile(user),
    role,
    permissions: role.endsWith('Team') ? await loadPermissions(db, user.id) : {},
    clientId: user.clientId,
    adminId: adminIdOf(user),
  };
}

/**
 * Whether `auth` may see `target`: oneself; provider admins everyone; admin team members with the
 * users page for that kind of user; client admins their own team; nobody another tenant's users.
 */
function canSee(auth: AuthContext, target: UserRow): boolean {
  if (auth.id === target.id) return true;
  const targetIsClient = target.role.startsWith('client');
  switch (auth.role) {
    case 'companyPersonnel':
      return true;
    case 'companyPersonnelTeam':
      return isAllowed(auth, { page: targetIsClient ? 'USERS_CLIENTS' : 'USERS_TEAM' });
    case 'clientPersonnel':
      return targetIsClient && target.clientId === auth.clientId;
    case 'clientPersonnelTeam':
      return (
        targetIsClient && target.clientId === auth.clientId && isAllowed(auth, { page: 'TEAM' })
      );
  }
}

/** Whether `auth` may change `target`'s profile: oneself, provider admins, client admins for their team. */
function canEdit(auth: AuthContext, target: UserRow): boolean {
  if (auth.id === target.id) return true;
  if (auth.role === 'companyPersonnel') return true;
  if (auth.role === 'companyPersonnelTeam')
    return isAllowed(auth, {
      page: target.role.startsWith('client') ? 'USERS_CLIENTS' : 'USERS_TEAM',
      action: 'EDIT',
    });
  if (auth.role === 'clientPersonnel')
    return target.role === 'clientPersonnelTeam' && target.clientId === auth.clientId;
  return false;
}

/** A user's profile, if the caller may see it (404 otherwise, never another tenant's data). */
export async function getUserProfile(db: Db, auth: AuthContext, userId: number) {
  const user = await findUserById(db, userId);
  if (!user || !canSee(auth, user)) throw notFound('user.not-found');
  return toProfile(user);
}

/**
 * A photo set on one's own profile, checked as a team member's is: a data URL must prove PNG or JPEG by
 * its bytes and stay under the size limit (the schema only matched its shape); a URL is kept as sent.
 */
function ownAvatar(avatar: string | null): string | null {
  if (avatar === null || !avatar.startsWith('data:')) return avatar;
  const checked = checkAvatar(avatar);
  if ('problem' in checked)
    throw badRequest(
      `avatar: ${checked.problem === 'too-large' ? TEAM_MESSAGES.avatarTooLarge : TEAM_MESSAGES.avatarWrongType}`,
    );
  return checked.avatar;
}

/** Updates a profile after checking rights and uniqueness of username and email. */
export async function updateUserProfile(
  db: Db,
  auth: AuthContext,
  userId: number,
  body: UpdateProfileBody,
) {
  const user = await findUserById(db, userId);
  if (!user || !canSee(auth, user)) throw notFound('user.not-found');
  if (!canEdit(auth, user)) throw forbidden();
  // One's name, email and username follow a team member's rules (the settings form's ProfileRules).
  const { avatar, ...texts } = body;
  const kind = isClientRole(user.role) ? 'client' : 'admin';
  const { input, errors } = checkMemberFields(kind, texts, 'update');
  if (errors.length) throw badRequest(errors);
  const changes: UpdateProfileBody = { ...input };
  if (avatar !== undefined) changes.avatar = ownAvatar(avatar);
  return db.transaction().execute(async (tx) => {
    if (changes.username && (await findConflictingUser(tx, 'username', changes.username, userId)))
      throw conflict('user.username-exists');
    if (changes.email && (await findConflictingUser(tx, 'email', changes.email, userId)))
      throw conflict('user.email-exists');
    await updateUser(tx, userId, changes, nowIso());
    const updated = await findUserById(tx, userId);
    return toProfile(updated!);
  });
}

/** Changes the caller's own password: the current one must match, the new one follow the policy. */
export async function changeOwnPassword(
  db: Db,
  auth: AuthContext,
  body: UpdatePasswordBody,
): Promise<void> {
  // The settings form's rules (PasswordRules), the first broken one answered.
  const broken = ruleErrorsOf(PasswordRules, body);
  const mismatch = passwordChangeBeyondSchema(body, (field) =>
    broken.some((line) => line.startsWith(`${field}:`)),
  ).confirmPassword;
  if (broken[0]) throw badRequest(broken[0]);
  if (mismatch) throw badRequest(`confirmPassword: ${mismatch}`);
  const stored = await findPasswordHash(db, auth.id);
  if (!stored) throw notFound('user.not-found');
  if (!(await verifyPassword(body.currentPassword, stored)))
    throw badRequest('currentPassword: password.current-invalid');
  await updateUser(db, auth.id, { passwordHash: await hashPassword(body.newPassword) }, nowIso());
}
