import { PagePlaceholder } from '../../components/page-placeholder';

/** Exchange results (client area, `orders/exchange-results`). */
export default function ExchangeResultsPage() {
  return <PagePlaceholder page="exchange-results" section="orders" />;
}
