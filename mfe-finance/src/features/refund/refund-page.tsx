import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Refunds (client area, `finance/refund`). */
export default function RefundPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="refund" section="finance" />;
}
