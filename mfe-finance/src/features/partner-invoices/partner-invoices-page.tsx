import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Partner invoices (staff area, `finance/partner-invoices`). */
export default function PartnerInvoicesPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="partner-invoices" section="finance" />;
}
