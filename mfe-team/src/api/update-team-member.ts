import { httpClient } from '@wolvo/shared/http';
import type { TeamMemberDto, UpdateTeamMemberRequest } from '@wolvo/shared/contracts';
import { teamRoot, type TeamOwnerRef } from './team-path';

/** PUT .../{ownerId}/update-member/{memberId}: the fields sent change; `permissions` replaces every grant. */
export async function updateTeamMember(
  { kind, ownerId }: TeamOwnerRef,
  memberId: number,
  body: UpdateTeamMemberRequest,
): Promise<TeamMemberDto> {
  const { data } = await httpClient.put<TeamMemberDto>(
    `${teamRoot(kind)}/${ownerId}/update-member/${memberId}`,
    body,
  );
  return data;
}
