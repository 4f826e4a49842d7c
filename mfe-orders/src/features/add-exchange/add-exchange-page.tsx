import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Add exchange (client area, `orders/add-exchange`). */
export default function AddExchangePage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-exchange" section="orders" />;
}
