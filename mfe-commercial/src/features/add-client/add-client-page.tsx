import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Add client (staff area, `commercial/clients/add`). */
export default function AddClientPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-client" section="commercial" />;
}
