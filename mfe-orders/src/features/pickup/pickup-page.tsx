import { PagePlaceholder } from '../../components/page-placeholder';

/** Pickups (client area, `orders/pickup`). */
export default function PickupPage() {
  return <PagePlaceholder page="pickup" section="orders" />;
}
