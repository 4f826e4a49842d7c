import { httpClient } from '@wolvo/shared/http';
import type { TeamDeleteResult } from '@wolvo/shared/contracts';
import { teamRoot, type TeamOwnerRef } from './team-path';

/** DELETE .../{ownerId}/delete-team/{teamId}: every member's account is deactivated at once. */
export async function deleteTeam(
  { kind, ownerId }: TeamOwnerRef,
  teamId: number,
): Promise<TeamDeleteResult> {
  const { data } = await httpClient.delete<TeamDeleteResult>(
    `${teamRoot(kind)}/${ownerId}/delete-team/${teamId}`,
  );
  return data;
}
