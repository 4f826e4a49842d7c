import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Import from Excel (client area, `orders/import`). */
export default function ImportPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="import" section="orders" />;
}
