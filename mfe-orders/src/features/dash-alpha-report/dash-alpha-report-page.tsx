import { PagePlaceholder } from '../../components/page-placeholder';

/** Report (client area, `dash-alpha/report`). */
export default function DashAlphaReportPage() {
  return <PagePlaceholder page="dash-alpha-report" section="dash-alpha" />;
}
