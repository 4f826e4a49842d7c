import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Add client (staff area, `commercial/clients/add`). */
export default function AddClientPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-client" section="commercial" />;
}
