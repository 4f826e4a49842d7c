import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Pickup of the day (staff area, `commercial/pickup-of-the-day`). */
export default function PickupOfTheDayPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="pickup-of-the-day" section="commercial" />;
}
