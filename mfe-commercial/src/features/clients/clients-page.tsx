import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Clients (staff area, `commercial/clients`). */
export default function ClientsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="clients" section="commercial" />;
}
