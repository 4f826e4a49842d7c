import { isClientRole, type SessionUser, type TeamKind } from '@wolvo/shared/contracts';

/** Root of the team calls: a client's team or the provider's. */
export const teamRoot = (kind: TeamKind) =>
  kind === 'client' ? '/v1/client-team' : '/v1/admin-team';

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
