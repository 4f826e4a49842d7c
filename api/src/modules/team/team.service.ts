import {
  CLIENT_PAGES,
  isClientRole,
  MAX_TEAM_MEMBERS,
  parseActions,
  STAFF_PAGES,
  TEAM_MESSAGES,
  type PageAction,
  type PermissionMap,
  type TeamDeleteResult,
  type TeamHeadcount,
  type TeamKind,
  type TeamMemberDto,
  type TeamMembersPage,
} from '@wolvo/shared/contracts';
import {
  nowIso,
  type Db,
  type DbOrTx,
  type DialectName,
  isUniqueViolation,
} from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { hashPassword } from '../auth/password';
import { findConflictingUser, updateUser } from '../users/users.repository';
import { checkMemberFields, type MemberInput } from './team-rules';
import {
  countClientMembers,
  deactivateMembers,
  deleteTeam as deleteTeamRow,
  findAdminIdOf,
  findClient,
  findMember,
  findOrCreateTeam,
  findTeam,
  insertMember,
  listMembers,
  listTeamsWithCounts,
  loadPermissionsOf,
  lockOwner,
  MEMBER_ROLE,
  memberIdsOfTeam,
  moveMember,
  replacePermissions,
  type MemberRow,
  type TeamOwner,
} from './team.repository';
import type {
  AddTeamMemberRequest as AddTeamMemberBody,
  TeamMembersQuery,
  UpdateTeamMemberRequest as UpdateTeamMemberBody,
} from '@wolvo/shared/contracts';

/** What every team call needs besides its input. */
export interface TeamCall {
  db: Db;
  dialect: DialectName;
  auth: AuthContext;
  kind: TeamKind;
}

type OwnedBy = TeamOwner & { id: number };

function toDto(row: MemberRow, permissions: PermissionMap): TeamMemberDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullname: row.fullname,
    avatar: row.avatar,
    role: row.role as TeamMemberDto['role'],
    clientId: row.clientId,
    team: { id: row.teamId, name: row.teamName },
    permissions,
    createdAt: row.createdAt,
  };
}

/**
 * The owner named by `{clientId}` or `{adminId}`: a client user's own client; for staff, any existing
 * client (the provider administers every client); for the provider team, the caller's own admin (itself,
 * or the admin an admin team member belongs to). Anything else is 404, as another tenant's object.
 */
async function ownerInPath(call: TeamCall, pathId: number): Promise<OwnedBy> {
  const { db, auth, kind } = call;
  if (kind === 'client') {
    const own = isClientRole(auth.role)
      ? auth.clientId === pathId
      : !!(await findClient(db, pathId));
    if (!own) throw notFound('client.id.not-found');
    return { kind, id: pathId };
  }
  if ((await findAdminIdOf(db, auth.id)) !== pathId) throw notFound('user.not-found');
  return { kind, id: pathId };
}

/** Whose members the caller may reach by member id alone (the calls without an owner in the path). */
async function callerScope(call: TeamCall): Promise<TeamOwner> {
  const { db, auth, kind } = call;
  // A user missing its client or admin reaches nobody's members (null would mean every owner's).
  if (kind === 'client')
    return { kind, id: isClientRole(auth.role) ? (auth.clientId ?? -1) : null };
  return { kind, id: (await findAdminIdOf(db, auth.id)) ?? -1 };
}

/** A team member managing its own team: bound by the permissions it holds itself. */
const isPeer = ({ auth, kind }: TeamCall) => auth.role === MEMBER_ROLE[kind];

/**
 * Whether a peer holds `action` on `page`: granted on the page itself or on its parent page. Unlike the
 * guard, one subpage does not count for its parent here, or granting the parent would hand out the others.
 */
function holds(call: TeamCall, page: string, action: PageAction): boolean {
  const own = call.auth.permissions;
  // No explicit permissions means the whole area (the guard reads it the same way).
  if (Object.keys(own).length === 0) return true;
  if (parseActions(own[page]).includes(action)) return true;
  const pages = call.kind === 'client' ? CLIENT_PAGES : STAFF_PAGES;
  const parent = pages.find((p) => p.children?.includes(page))?.key;
  return !!parent && parseActions(own[parent]).includes(action);
}

// A peer may only grant, and only manage members holding, what it holds itself: no way up.
function assertHeldByPeer(call: TeamCall, permissions: PermissionMap) {
  if (!isPeer(call)) return;
  for (const [page, actions] of Object.entries(permissions))
    for (const action of parseActions(actions))
      if (!holds(call, page, action))
        throw forbidden(`permissions.${page}: ${TEAM_MESSAGES.permissionNotHeld}`);
}

async function memberDto(db: DbOrTx, owner: TeamOwner, userId: number): Promise<TeamMemberDto> {
  const row = await findMember(db, owner, userId);
  if (!row) throw notFound('user.not-found');
  const permissions = await loadPermissionsOf(db, [row.id]);
  return toDto(row, permissions.get(row.id)!);
}

/** GET .../member/{memberId}: one member of the caller's team (of any client for staff). */
export async function getTeamMember(call: TeamCall, memberId: number): Promise<TeamMemberDto> {
  return memberDto(call.db, await callerScope(call), memberId);
}

/** GET .../{ownerId}/get-members: a page of members, oldest first. */
export async function getTeamMembers(
  call: TeamCall,
  ownerId: number,
  query: TeamMembersQuery,
): Promise<TeamMembersPage> {
  const owner = await ownerInPath(call, ownerId);
  const { rows, total } = await listMembers(call.db, owner, query);
  const permissions = await loadPermissionsOf(
    call.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toDto(row, permissions.get(row.id)!)),
    page: Math.floor(query.offset / query.limit) + 1,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** GET .../{ownerId}/team-headcount: members per team and in all, with the cap for a client. */
export async function getTeamHeadcount(call: TeamCall, ownerId: number): Promise<TeamHeadcount> {
  const owner = await ownerInPath(call, ownerId);
  const teams = await listTeamsWithCounts(call.db, owner);
  const items = teams.map((t) => ({ id: t.id, name: t.name, members: Number(t.members) }));
  return {
    total: items.reduce((sum, t) => sum + t.members, 0),
    max: call.kind === 'client' ? MAX_TEAM_MEMBERS : null,
    teams: items,
  };
}

function checkedInput(
  call: TeamCall,
  body: AddTeamMemberBody | UpdateTeamMemberBody,
  mode: 'add' | 'update',
): MemberInput {
  const { input, errors } = checkMemberFields(call.kind, body, mode);
  if (errors.length) throw badRequest(errors);
  return input;
}

// Username and email are unique across every user (case aside), deactivated ones included.
async function assertUnique(db: DbOrTx, input: MemberInput, exceptId: number) {
  if (input.username && (await findConflictingUser(db, 'username', input.username, exceptId)))
    throw conflict('user.username-exists');
  if (input.email && (await findConflictingUser(db, 'email', input.email, exceptId)))
    throw conflict('user.email-exists');
}

// Two requests taking one name at once pass the checks together; the unique index refuses the second, which
// then gets the same 409 as if it had come later.
async function withUniqueConflicts<T>(
  db: Db,
  input: MemberInput,
  exceptId: number,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError) && isUniqueViolation(error)) {
      await assertUnique(db, input, exceptId);
    }
    throw error;
  }
}

/** POST .../{ownerId}/add-member: a new account on a team (created by name when new), with its pages. */
export async function addTeamMember(
  call: TeamCall,
  ownerId: number,
  body: AddTeamMemberBody,
): Promise<TeamMemberDto> {
  const owner = await ownerInPath(call, ownerId);
  const input = checkedInput(call, body, 'add');
  assertHeldByPeer(call, input.permissions!);
  const passwordHash = await hashPassword(input.password!);
  const { db } = call;
  return withUniqueConflicts(db, input, 0, () =>
    db.transaction().execute(async (tx) => {
      await lockOwner(tx, owner, call.dialect === 'postgres');
      if (call.kind === 'client' && (await countClientMembers(tx, owner.id)) >= MAX_TEAM_MEMBERS)
        throw conflict('team.max-members');
      await assertUnique(tx, input, 0);
      const now = nowIso();
      const team = await findOrCreateTeam(tx, owner, input.team!, now);
      const id = await insertMember(tx, {
        username: input.username!,
        email: input.email!,
        fullname: input.fullname!,
        passwordHash,
        avatar: input.avatar ?? null,
        role: MEMBER_ROLE[call.kind],
        clientId: call.kind === 'client' ? owner.id : null,
        adminId: call.kind === 'admin' ? owner.id : null,
        teamId: team.id,
        createdAt: now,
      });
      await replacePermissions(tx, id, input.permissions!);
      return memberDto(tx, owner, id);
    }),
  );
}

/**
 * PUT .../{ownerId}/update-member/{memberId}: changes any field. New permissions apply from the member's
 * next request: the guard reads them from the database every time, never from the token.
 */
export async function updateTeamMember(
  call: TeamCall,
  ownerId: number,
  memberId: number,
  body: UpdateTeamMemberBody,
): Promise<TeamMemberDto> {
  const owner = await ownerInPath(call, ownerId);
  const { db } = call;
  const target = await findMember(db, owner, memberId);
  if (!target) throw notFound('user.not-found');
  const input = checkedInput(call, body, 'update');
  await assertPeerMayManage(call, target.id);
  if (input.permissions) assertHeldByPeer(call, input.permissions);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return withUniqueConflicts(db, input, memberId, () =>
    db.transaction().execute(async (tx) => {
      await lockOwner(tx, owner, call.dialect === 'postgres');
      await assertUnique(tx, input, memberId);
      const now = nowIso();
      const changes = {
        ...(input.username !== undefined && { username: input.username }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.fullname !== undefined && { fullname: input.fullname }),
        ...(input.avatar !== undefined && { avatar: input.avatar }),
        ...(passwordHash && { passwordHash }),
      };
      await updateUser(tx, memberId, changes, now);
      if (input.team !== undefined) {
        const team = await findOrCreateTeam(tx, owner, input.team, now);
        if (team.id !== target.teamId) await moveMember(tx, memberId, team.id);
      }
      if (input.permissions) await replacePermissions(tx, memberId, input.permissions);
      return memberDto(tx, owner, memberId);
    }),
  );
}

// A peer never changes or removes itself here (account settings are for that), nor a member holding more.
async function assertPeerMayManage(call: TeamCall, targetId: number) {
  if (!isPeer(call)) return;
  if (targetId === call.auth.id) throw forbidden(TEAM_MESSAGES.selfManagement);
  const held = await loadPermissionsOf(call.db, [targetId]);
  assertHeldByPeer(call, held.get(targetId)!);
}

/** DELETE .../delete-member/{userId}: the account is deactivated at once and leaves its team. */
export async function deleteTeamMember(call: TeamCall, userId: number): Promise<TeamDeleteResult> {
  const { db } = call;
  const target = await findMember(db, await callerScope(call), userId);
  if (!target) throw notFound('user.not-found');
  await assertPeerMayManage(call, target.id);
  await db.transaction().execute((tx) => deactivateMembers(tx, [target.id], nowIso()));
  return { count: 1 };
}

/** DELETE .../{ownerId}/delete-team/{teamId}: the team goes and every member's account is deactivated. */
export async function deleteTeam(
  call: TeamCall,
  ownerId: number,
  teamId: number,
): Promise<TeamDeleteResult> {
  const owner = await ownerInPath(call, ownerId);
  const { db } = call;
  const team = await findTeam(db, owner, teamId);
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  return db.transaction().execute(async (tx) => {
    const members = await memberIdsOfTeam(tx, team.id);
    await deactivateMembers(tx, members, nowIso());
    await deleteTeamRow(tx, team.id);
    return { count: members.length };
  });
}
