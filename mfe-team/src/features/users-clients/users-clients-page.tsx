import { PagePlaceholder } from '../../components/page-placeholder';

/** Clients (staff area, `users/clients`). */
export default function UsersClientsPage() {
  return <PagePlaceholder page="users-clients" section="users" />;
}
