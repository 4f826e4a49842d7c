import { PagePlaceholder } from '../../components/page-placeholder';

/** Overview (client area, `dash-alpha/overview`). */
export default function DashAlphaOverviewPage() {
  return <PagePlaceholder page="dash-alpha-overview" section="dash-alpha" />;
}
