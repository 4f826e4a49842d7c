import { PagePlaceholder } from '../../components/page-placeholder';

/** Payment history (staff area, `finance/payment-history`). */
export default function PaymentHistoryStaffPage() {
  return <PagePlaceholder page="payment-history-staff" section="finance" />;
}
