import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Clients (staff area, `users/clients`). */
export default function UsersClientsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="users-clients" section="users" />;
}
