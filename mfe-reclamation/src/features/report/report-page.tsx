import { PagePlaceholder } from '../../components/page-placeholder';

/** Reclamation report (staff area, `reclamation/report`). */
export default function ReportPage() {
  return <PagePlaceholder page="report" section="reclamation" />;
}
