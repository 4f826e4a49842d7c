import { PagePlaceholder } from '../../components/page-placeholder';

/** Add exchange (client area, `orders/add-exchange`). */
export default function AddExchangePage() {
  return <PagePlaceholder page="add-exchange" section="orders" />;
}
