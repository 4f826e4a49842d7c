import { PagePlaceholder } from '../../components/page-placeholder';

/** Pickup of the day (staff area, `commercial/pickup-of-the-day`). */
export default function PickupOfTheDayPage() {
  return <PagePlaceholder page="pickup-of-the-day" section="commercial" />;
}
