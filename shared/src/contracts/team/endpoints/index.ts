// The team area's operations for the browser's typed client: method, literal path and, as types only,
// the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/team/endpoints`): a
// federation-shared entry is loaded whole, so this one must not hold the schemas; importing it downloads
// no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** A client's team, `/api/v1/client-team` (the API's `routes/client-team` registers the same paths). */
export const clientTeamApi = {
  member: endpoint<{ params: typeof S.MemberIdParam; response: typeof S.TeamMember }>(
    'GET',
    '/v1/client-team/member/:memberId',
  ),
  members: endpoint<{
    params: typeof S.ClientIdParam;
    query: typeof S.TeamMembersQuery;
    response: typeof S.TeamMembersPage;
  }>('GET', '/v1/client-team/:clientId/get-members'),
  headcount: endpoint<{ params: typeof S.ClientIdParam; response: typeof S.TeamHeadcount }>(
    'GET',
    '/v1/client-team/:clientId/team-headcount',
  ),
  add: endpoint<{
    params: typeof S.ClientIdParam;
    body: typeof S.AddTeamMemberBody;
    response: typeof S.TeamMember;
  }>('POST', '/v1/client-team/:clientId/add-member'),
  update: endpoint<{
    params: typeof S.ClientMemberParams;
    body: typeof S.UpdateTeamMemberBody;
    response: typeof S.TeamMember;
  }>('PUT', '/v1/client-team/:clientId/update-member/:memberId'),
  removeMember: endpoint<{ params: typeof S.UserIdParam; response: typeof S.TeamDeleteResult }>(
    'DELETE',
    '/v1/client-team/delete-member/:userId',
  ),
  removeTeam: endpoint<{
    params: typeof S.ClientTeamParams;
    response: typeof S.TeamDeleteResult;
  }>('DELETE', '/v1/client-team/:clientId/delete-team/:teamId'),
} as const;

/** The provider's team, `/api/v1/admin-team` (the API's `routes/admin-team`). */
export const adminTeamApi = {
  member: endpoint<{ params: typeof S.MemberIdParam; response: typeof S.TeamMember }>(
    'GET',
    '/v1/admin-team/member/:memberId',
  ),
  members: endpoint<{
    params: typeof S.AdminIdParam;
    query: typeof S.TeamMembersQuery;
    response: typeof S.TeamMembersPage;
  }>('GET', '/v1/admin-team/:adminId/get-members'),
  headcount: endpoint<{ params: typeof S.AdminIdParam; response: typeof S.TeamHeadcount }>(
    'GET',
    '/v1/admin-team/:adminId/team-headcount',
  ),
  add: endpoint<{
    params: typeof S.AdminIdParam;
    body: typeof S.AddTeamMemberBody;
    response: typeof S.TeamMember;
  }>('POST', '/v1/admin-team/:adminId/add-member'),
  update: endpoint<{
    params: typeof S.AdminMemberParams;
    body: typeof S.UpdateTeamMemberBody;
    response: typeof S.TeamMember;
  }>('PUT', '/v1/admin-team/:adminId/update-member/:memberId'),
  removeMember: endpoint<{ params: typeof S.UserIdParam; response: typeof S.TeamDeleteResult }>(
    'DELETE',
    '/v1/admin-team/delete-member/:userId',
  ),
  removeTeam: endpoint<{
    params: typeof S.AdminTeamParams;
    response: typeof S.TeamDeleteResult;
  }>('DELETE', '/v1/admin-team/:adminId/delete-team/:teamId'),
} as const;

/** Sign-in, profiles and passwords: `/api/v1/users` (`routes/users`) and `/api/v1/admin/get` (`routes/admin`). */
export const usersApi = {
  login: endpoint<{ body: typeof S.LoginBody; response: typeof S.LoginResponse }>(
    'POST',
    '/v1/users/login',
  ),
  profile: endpoint<{ params: typeof S.UserIdParam; response: typeof S.UserProfileSchema }>(
    'GET',
    '/v1/admin/get/:userId',
  ),
  updateProfile: endpoint<{
    params: typeof S.ProfileIdParam;
    body: typeof S.UpdateProfileBody;
    response: typeof S.UserProfileSchema;
  }>('PUT', '/v1/users/profile/:id'),
  updatePassword: endpoint<{
    body: typeof S.UpdatePasswordBody;
    response: typeof S.PasswordChanged;
  }>('PUT', '/v1/users/password'),
} as const;
