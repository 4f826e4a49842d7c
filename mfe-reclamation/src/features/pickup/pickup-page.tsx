import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Pickup (staff area, `reclamation/pickup`). */
export default function PickupPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="pickup" section="reclamation" />;
}
