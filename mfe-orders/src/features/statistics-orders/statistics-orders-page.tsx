import { PagePlaceholder } from '../../components/page-placeholder';

/** Order statistics (client area, `statistics/orders`). */
export default function StatisticsOrdersPage() {
  return <PagePlaceholder page="statistics-orders" section="statistics" />;
}
