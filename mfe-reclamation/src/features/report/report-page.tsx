import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Reclamation report (staff area, `reclamation/report`). */
export default function ReportPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="report" section="reclamation" />;
}
