import { httpClient } from '@wolvo/shared/http';
import type { TeamHeadcount } from '@wolvo/shared/contracts';
import { teamRoot, type TeamOwnerRef } from './team-path';

/** GET .../{ownerId}/team-headcount: members per team, in all, and the cap (null: none). */
export async function getTeamHeadcount(
  { kind, ownerId }: TeamOwnerRef,
  signal?: AbortSignal,
): Promise<TeamHeadcount> {
  const { data } = await httpClient.get<TeamHeadcount>(
    `${teamRoot(kind)}/${ownerId}/team-headcount`,
    { signal },
  );
  return data;
}
