import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Reclamation report (staff area, `reclamation/report`). */
export default function ReportPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="report" section="reclamation" />;
}
