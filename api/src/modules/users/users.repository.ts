import { sql } from 'kysely';
import { joinActions, parseActions, type PermissionMap } from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';

const profileColumns = [
  'id',
  'username',
  'email',
  'role',
  'avatar',
  'fullname',
  'createdAt',
  'clientId',
  'adminId',
  'active',
] as const;

/** A user row without its password hash. */
export type UserRow = Awaited<ReturnType<typeof findUserById>> & object;

/** Finds a user by username or email, case-insensitively, with the password hash for sign-in. */
export function findUserByLogin(db: DbOrTx, login: string) {
  const needle = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select([...profileColumns, 'passwordHash'])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', needle), eb(sql`lower(email)`, '=', needle)]),
    )
    .executeTakeFirst();
}

/** A user's profile by id. */
export function findUserById(db: DbOrTx, id: number) {
  return db.selectFrom('users').select(profileColumns).where('id', '=', id).executeTakeFirst();
}

/** The stored password hash of a user. */
export async function findPasswordHash(db: DbOrTx, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.passwordHash;
}

/** Whether a client's account is active (a deactivated client's users are refused everywhere). */
export async function isClientActive(db: DbOrTx, clientId: number | null): Promise<boolean> {
  if (clientId === null) return false;
  const row = await db
    .selectFrom('clients')
    .select('active')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.active === 1;
}

/** Page permissions of a user as page key to `VIEW|ADD|...`. */
export async function loadPermissions(db: DbOrTx, userId: number): Promise<PermissionMap> {
  const rows = await db
    .selectFrom('userPermissions')
    .select(['page', 'actions'])
    .where('userId', '=', userId)
    .execute();
  const map: PermissionMap = {};
  for (const row of rows) {
    const actions = joinActions(parseActions(row.actions));
    if (actions) map[row.page] = actions;
  }
  return map;
}

/** Whether another user already has this username or email (case-insensitive). */
export async function findConflictingUser(
  db: DbOrTx,
  field: 'username' | 'email',
  value: string,
  exceptId: number,
) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref(field)})`, '=', value.toLowerCase())
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/** Updates profile fields. */
export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<{
    fullname: string;
    email: string;
    username: string;
    avatar: string | null;
    passwordHash: string;
  }>,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt })
    .where('id', '=', id)
    .execute();
}

/** The active users of the given roles (the provider's staff), with their roles. */
export function listActiveUsersOfRoles(db: DbOrTx, roles: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('role', 'in', [...roles])
    .where('active', '=', 1)
    .execute();
}

/** A client's active users, with their roles. */
export function listActiveClientUsers(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('clientId', '=', clientId)
    .where('active', '=', 1)
    .execute();
}

/**
 * The user a sign-in token names, with what its checks need: its client's active flag and the password
 * hash its stamp is made of.
 */
export function findSessionUser(db: DbOrTx, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('clients as c', 'c.id', 'u.clientId')
    .select(['u.id', 'u.email', 'u.username', 'u.role', 'u.clientId', 'u.active'])
    .select(['c.active as clientActive', 'u.passwordHash'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}
