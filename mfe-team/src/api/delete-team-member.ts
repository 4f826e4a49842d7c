import { httpClient } from '@wolvo/shared/http';
import type { TeamDeleteResult, TeamKind } from '@wolvo/shared/contracts';
import { teamRoot } from './team-path';

/** DELETE .../delete-member/{userId}: the member's account is deactivated at once. */
export async function deleteTeamMember(kind: TeamKind, userId: number): Promise<TeamDeleteResult> {
  const { data } = await httpClient.delete<TeamDeleteResult>(
    `${teamRoot(kind)}/delete-member/${userId}`,
  );
  return data;
}
