import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Delivery cost (staff area, `reclamation/delivery-cost`). */
export default function DeliveryCostPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="delivery-cost" section="reclamation" />;
}
