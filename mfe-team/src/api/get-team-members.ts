import { httpClient } from '@wolvo/shared/http';
import type { TeamMembersPage } from '@wolvo/shared/contracts';
import { teamRoot, type TeamOwnerRef } from './team-path';

/** Query of the members list: one page, optionally one team's, optionally searched. */
export interface TeamMembersListQuery extends TeamOwnerRef {
  offset: number;
  limit: number;
  search?: string;
  teamId?: number;
}

/** GET .../{ownerId}/get-members: a page of the owner's team members, oldest first. */
export async function getTeamMembers(
  { kind, ownerId, ...query }: TeamMembersListQuery,
  signal?: AbortSignal,
): Promise<TeamMembersPage> {
  const params: Record<string, string | number> = { offset: query.offset, limit: query.limit };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.teamId) params.teamId = query.teamId;
  const { data } = await httpClient.get<TeamMembersPage>(
    `${teamRoot(kind)}/${ownerId}/get-members`,
    { params, signal },
  );
  return data;
}
