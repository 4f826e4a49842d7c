import { PagePlaceholder } from '../../components/page-placeholder';

/** Payment history (client area, `finance/payment-history`). */
export default function PaymentHistoryPage() {
  return <PagePlaceholder page="payment-history" section="finance" />;
}
