import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Refunds (client area, `finance/refund`). */
export default function RefundPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="refund" section="finance" />;
}
