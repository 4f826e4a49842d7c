import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Delivery cost (staff area, `reclamation/delivery-cost`). */
export default function DeliveryCostPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="delivery-cost" section="reclamation" />;
}
