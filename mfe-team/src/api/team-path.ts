import type { TeamKind } from '@wolvo/shared/contracts';

/** Root of the team calls: a client's team or the provider's. */
export const teamRoot = (kind: TeamKind) =>
  kind === 'client' ? '/v1/client-team' : '/v1/admin-team';

/** Which team a call is about: its kind and its owner (the client id, or the provider admin's user id). */
export interface TeamOwnerRef {
  kind: TeamKind;
  ownerId: number;
}
