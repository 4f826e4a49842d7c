import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Order statistics (client area, `statistics/orders`). */
export default function StatisticsOrdersPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="statistics-orders" section="statistics" />;
}
