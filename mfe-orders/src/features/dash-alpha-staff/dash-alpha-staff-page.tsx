import { PagePlaceholder } from '../../components/page-placeholder';

/** Dashboard alpha (staff area, `dash-alpha`). */
export default function DashAlphaStaffPage() {
  return <PagePlaceholder page="dash-alpha-staff" section="dashboards" />;
}
