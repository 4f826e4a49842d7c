import { PagePlaceholder } from '../../components/page-placeholder';

/** Delivery cost (staff area, `reclamation/delivery-cost`). */
export default function DeliveryCostPage() {
  return <PagePlaceholder page="delivery-cost" section="reclamation" />;
}
