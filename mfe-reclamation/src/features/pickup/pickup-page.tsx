import { PagePlaceholder } from '../../components/page-placeholder';

/** Pickup (staff area, `reclamation/pickup`). */
export default function PickupPage() {
  return <PagePlaceholder page="pickup" section="reclamation" />;
}
