import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Payment calendar (staff area, `finance/payment-calendar`). */
export default function PaymentCalendarPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="payment-calendar" section="finance" />;
}
