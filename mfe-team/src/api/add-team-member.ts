import { httpClient } from '@wolvo/shared/http';
import type { AddTeamMemberRequest, TeamMemberDto } from '@wolvo/shared/contracts';
import { teamRoot, type TeamOwnerRef } from './team-path';

/** POST .../{ownerId}/add-member: a new account on a team (created by name when new). */
export async function addTeamMember(
  { kind, ownerId }: TeamOwnerRef,
  body: AddTeamMemberRequest,
): Promise<TeamMemberDto> {
  const { data } = await httpClient.post<TeamMemberDto>(
    `${teamRoot(kind)}/${ownerId}/add-member`,
    body,
  );
  return data;
}
