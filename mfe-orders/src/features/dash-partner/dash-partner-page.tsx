import { PagePlaceholder } from '../../components/page-placeholder';

/** Partner dashboard (staff area, `dash-partner`). */
export default function DashPartnerPage() {
  return <PagePlaceholder page="dash-partner" section="dashboards" />;
}
