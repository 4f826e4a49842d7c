import { sql, type ExpressionBuilder } from 'kysely';
import type { PermissionMap, TeamKind } from '@wolvo/shared/contracts';
import { exactCount } from '../paged';
import { searchPattern } from '../text-search';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Whose teams: one client's, one provider admin's, or (`id: null`, staff on the client team calls)
 * any client's.
 */
export interface TeamOwner {
  kind: TeamKind;
  id: number | null;
}

/** `teams.owner_type` of each kind, as the demo data writes it. */
const OWNER_TYPE: Record<TeamKind, string> = { client: 'CLIENT', admin: 'ADMIN' };
/** The role members of each kind of team have. */
export const MEMBER_ROLE = {
  client: 'clientPersonnelTeam',
  admin: 'companyPersonnelTeam',
} as const satisfies Record<TeamKind, string>;

type TeamsEb = ExpressionBuilder<Database & { t: Database['teams'] }, 't'>;

// Teams of the owner (or of every owner of the kind when the id is null).
function ownedBy(owner: TeamOwner) {
  return (eb: TeamsEb) => {
    const conditions = [eb('t.ownerType', '=', OWNER_TYPE[owner.kind])];
    if (owner.id !== null)
      conditions.push(eb(owner.kind === 'client' ? 't.clientId' : 't.adminId', '=', owner.id));
    return eb.and(conditions);
  };
}

/** A client, to check a `{clientId}` in the path. */
export function findClient(db: DbOrTx, clientId: number) {
  return db.selectFrom('clients').select(['id']).where('id', '=', clientId).executeTakeFirst();
}

/** The provider admin a staff user belongs to: itself for an admin, its owner for an admin team member. */
export async function findAdminIdOf(db: DbOrTx, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'adminId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.role === 'companyPersonnel') return row.id;
  return row.role === 'companyPersonnelTeam' ? row.adminId : null;
}

/** The owner's teams with their number of active members, by name. */
export function listTeamsWithCounts(db: DbOrTx, owner: TeamOwner) {
  return db
    .selectFrom('teams as t')
    .leftJoin('teamMembers as m', 'm.teamId', 't.id')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'm.userId').on('u.active', '=', 1))
    .select((eb) => ['t.id', 't.name', eb.fn.count<number>('u.id').as('members')])
    .where(ownedBy(owner))
    .groupBy(['t.id', 't.name'])
    .orderBy(sql`lower(t.name)`)
    .orderBy('t.id')
    .execute();
}

/** One team of the owner. */
export function findTeam(db: DbOrTx, owner: TeamOwner, teamId: number) {
  return db
    .selectFrom('teams as t')
    .select(['t.id', 't.name', 't.clientId', 't.adminId'])
    .where('t.id', '=', teamId)
    .where(ownedBy(owner))
    .executeTakeFirst();
}

/** The owner's team of this name (case aside), created when it has none. */
export async function findOrCreateTeam(
  db: DbOrTx,
  owner: TeamOwner & { id: number },
  name: string,
  createdAt: string,
) {
  const existing = await db
    .selectFrom('teams as t')
    .select(['t.id', 't.name'])
    .where(ownedBy(owner))
    .where(sql`lower(t.name)`, '=', name.toLowerCase())
    .orderBy('t.id')
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('teams')
    .values({
      ownerType: OWNER_TYPE[owner.kind],
      clientId: owner.kind === 'client' ? owner.id : null,
      adminId: owner.kind === 'admin' ? owner.id : null,
      name,
      createdAt,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

const memberColumns = [
  'u.id',
  'u.username',
  'u.email',
  'u.fullname',
  'u.avatar',
  'u.role',
  'u.clientId',
  'u.createdAt',
  't.id as teamId',
  't.name as teamName',
] as const;

// Active members of the owner's teams.
function membersOf(db: DbOrTx, owner: TeamOwner) {
  return db
    .selectFrom('users as u')
    .innerJoin('teamMembers as m', 'm.userId', 'u.id')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .where('u.active', '=', 1)
    .where('u.role', '=', MEMBER_ROLE[owner.kind])
    .where(ownedBy(owner));
}

/** One active member of the owner's teams. */
export function findMember(db: DbOrTx, owner: TeamOwner, userId: number) {
  return membersOf(db, owner).select(memberColumns).where('u.id', '=', userId).executeTakeFirst();
}

/** A member row as the repository reads it. */
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** A page of the owner's members, oldest first, and how many match. */
export async function listMembers(
  db: DbOrTx,
  owner: TeamOwner,
  query: { offset: number; limit: number; search?: string; teamId?: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  let base = membersOf(db, owner);
  if (query.teamId !== undefined) base = base.where('t.id', '=', query.teamId);
  const pattern = searchPattern(query.search);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.username']), 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
        eb(eb.fn('lower', ['u.fullname']), 'like', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base.select(memberColumns).orderBy('u.id').offset(query.offset).limit(query.limit).execute(),
    exactCount(base),
  ]);
  return { rows, total };
}

/** Active members of a client's teams, for the cap. */
export async function countClientMembers(db: DbOrTx, clientId: number): Promise<number> {
  return exactCount(membersOf(db, { kind: 'client', id: clientId }));
}

/**
 * Serialises the member writes of one owner on PostgreSQL (the cap is read, then a row added); SQLite runs
 * one write transaction at a time anyway.
 */
export async function lockOwner(db: DbOrTx, owner: TeamOwner & { id: number }, postgres: boolean) {
  if (!postgres) return;
  const query =
    owner.kind === 'client'
      ? db.selectFrom('clients').select('id').where('id', '=', owner.id)
      : db.selectFrom('users').select('id').where('id', '=', owner.id);
  await query.forUpdate().execute();
}

/** Page permissions of many users at once. */
export async function loadPermissionsOf(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, PermissionMap>> {
  const result = new Map<number, PermissionMap>(userIds.map((id) => [id, {}]));
  if (!userIds.length) return result;
  const rows = await db
    .selectFrom('userPermissions')
    .select(['userId', 'page', 'actions'])
    .where('userId', 'in', userIds)
    .orderBy('id')
    .execute();
  for (const row of rows) result.get(row.userId)![row.page] = row.actions;
  return result;
}

/** Replaces every page permission of a user. */
export async function replacePermissions(db: DbOrTx, userId: number, permissions: PermissionMap) {
  await db.deleteFrom('userPermissions').where('userId', '=', userId).execute();
  const rows = Object.entries(permissions).map(([page, actions]) => ({ userId, page, actions }));
  if (rows.length) await db.insertInto('userPermissions').values(rows).execute();
}

/** Adds a user and makes it a member of a team. */
export async function insertMember(
  db: DbOrTx,
  values: {
    username: string;
    email: string;
    fullname: string;
    passwordHash: string;
    avatar: string | null;
    role: string;
    clientId: number | null;
    adminId: number | null;
    teamId: number;
    createdAt: string;
  },
): Promise<number> {
  const { teamId, ...user } = values;
  const { id } = await db
    .insertInto('users')
    .values({ ...user, active: 1, updatedAt: user.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('teamMembers')
    .values({ teamId, userId: id, createdAt: user.createdAt })
    .execute();
  return id;
}

/** Moves a member to another team. */
export async function moveMember(db: DbOrTx, userId: number, teamId: number) {
  await db.updateTable('teamMembers').set({ teamId }).where('userId', '=', userId).execute();
}

/**
 * Deactivates accounts and takes them off their team: their next request is refused (the guard reads
 * `active` on every request). The users stay, so orders, reports and notifications keep their author.
 */
export async function deactivateMembers(db: DbOrTx, userIds: number[], updatedAt: string) {
  if (!userIds.length) return;
  await db.updateTable('users').set({ active: 0, updatedAt }).where('id', 'in', userIds).execute();
  await db.deleteFrom('teamMembers').where('userId', 'in', userIds).execute();
}

/** Active members of one team. */
export async function memberIdsOfTeam(db: DbOrTx, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('u.id')
    .where('m.teamId', '=', teamId)
    .where('u.active', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes a team (its memberships go with it). */
export async function deleteTeam(db: DbOrTx, teamId: number) {
  await db.deleteFrom('teamMembers').where('teamId', '=', teamId).execute();
  await db.deleteFrom('teams').where('id', '=', teamId).execute();
}
