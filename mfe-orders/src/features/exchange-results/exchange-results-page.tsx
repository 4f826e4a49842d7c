import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Exchange results (client area, `orders/exchange-results`). */
export default function ExchangeResultsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="exchange-results" section="orders" />;
}
