import { PagePlaceholder } from '../../components/page-placeholder';

/** Team (staff area, `users/team`). */
export default function UsersTeamPage() {
  return <PagePlaceholder page="users-team" section="users" />;
}
