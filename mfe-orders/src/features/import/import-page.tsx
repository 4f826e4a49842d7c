import { PagePlaceholder } from '../../components/page-placeholder';

/** Import from Excel (client area, `orders/import`). */
export default function ImportPage() {
  return <PagePlaceholder page="import" section="orders" />;
}
