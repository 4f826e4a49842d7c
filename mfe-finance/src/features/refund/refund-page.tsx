import { PagePlaceholder } from '../../components/page-placeholder';

/** Refunds (client area, `finance/refund`). */
export default function RefundPage() {
  return <PagePlaceholder page="refund" section="finance" />;
}
