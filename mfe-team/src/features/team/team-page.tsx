import { TeamScreen } from '../../components/team/team-screen';

/** Team (client area, `team`): the client's team members, headcount and page permissions. */
export default function TeamPage() {
  return <TeamScreen kind="client" page="team" pageKey="TEAM" />;
}
