import { isClientRole, type SessionUser, type TeamKind } from '@wolvo/shared/contracts';
import { adminTeamApi, clientTeamApi } from '@wolvo/shared/contracts/team/endpoints';

/** Which team a call is about: its kind and its owner (the client id, or the provider admin's user id). */
export interface TeamOwnerRef {
  kind: TeamKind;
  ownerId: number;
}

/**
 * Whose team the signed-in user manages: a client user's client; for the provider team, the `adminId` the
 * sign-in gave (an admin's own id, a provider team member's admin). A session stored before `adminId`
 * existed still works for an admin (its own id); a team member's then has none until it signs in again.
 */
export function teamOwnerOf(user: SessionUser | null, kind: TeamKind): TeamOwnerRef | null {
  if (!user) return null;
  if (kind === 'client')
    return isClientRole(user.role) && user.clientId ? { kind, ownerId: user.clientId } : null;
  if (user.adminId) return { kind, ownerId: user.adminId };
  return user.role === 'companyPersonnel' ? { kind, ownerId: user.id } : null;
}

/**
 * A team's calls: a client's (`/v1/client-team`, owned by `{clientId}`) or the provider's
 * (`/v1/admin-team`, owned by `{adminId}`). The two contracts have the same shapes; `owner` is the path
 * parameter naming the owner, `ownerId` 0 when there is none (nothing is asked then).
 */
export function teamCallsOf(kind: TeamKind, ownerId = 0) {
  return kind === 'client'
    ? { api: clientTeamApi, owner: { clientId: ownerId } }
    : { api: adminTeamApi, owner: { adminId: ownerId } };
}
