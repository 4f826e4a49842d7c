import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Clients (staff area, `users/clients`). */
export default function UsersClientsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="users-clients" section="users" />;
}
