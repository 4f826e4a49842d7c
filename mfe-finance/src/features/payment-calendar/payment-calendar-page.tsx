import { PagePlaceholder } from '../../components/page-placeholder';

/** Payment calendar (staff area, `finance/payment-calendar`). */
export default function PaymentCalendarPage() {
  return <PagePlaceholder page="payment-calendar" section="finance" />;
}
