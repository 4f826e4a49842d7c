import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Add order (client area, `orders/add-order`). */
export default function AddOrderPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-order" section="orders" />;
}
