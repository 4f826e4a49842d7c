import { TeamScreen } from '../../components/team/team-screen';

/** Team (staff area, `users/team`): the provider's team members, headcount and page permissions. */
export default function UsersTeamPage() {
  return <TeamScreen kind="admin" page="users-team" section="users" pageKey="USERS_TEAM" />;
}
