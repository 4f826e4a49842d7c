import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Payment history (staff area, `finance/payment-history`). */
export default function PaymentHistoryStaffPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="payment-history-staff" section="finance" />;
}
