import { PagePlaceholder } from '../../components/page-placeholder';

/** Orders of the day (client area, `orders/order-of-the-day`). */
export default function OrderOfTheDayPage() {
  return <PagePlaceholder page="order-of-the-day" section="orders" />;
}
