import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Add partner (staff area, `commercial/partners/add`). */
export default function AddPartnerPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-partner" section="commercial" />;
}
