import { PagePlaceholder } from '../../components/page-placeholder';

/** Add order (client area, `orders/add-order`). */
export default function AddOrderPage() {
  return <PagePlaceholder page="add-order" section="orders" />;
}
