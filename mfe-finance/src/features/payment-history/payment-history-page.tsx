import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Payment history (client area, `finance/payment-history`). */
export default function PaymentHistoryPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="payment-history" section="finance" />;
}
