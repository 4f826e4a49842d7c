import { PagePlaceholder } from '../../components/page-placeholder';

/** Partner invoices (staff area, `finance/partner-invoices`). */
export default function PartnerInvoicesPage() {
  return <PagePlaceholder page="partner-invoices" section="finance" />;
}
