import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Orders of the day (client area, `orders/order-of-the-day`). */
export default function OrderOfTheDayPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="order-of-the-day" section="orders" />;
}
