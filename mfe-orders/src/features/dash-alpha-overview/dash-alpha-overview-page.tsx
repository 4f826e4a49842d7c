import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Overview (client area, `dash-alpha/overview`). */
export default function DashAlphaOverviewPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="dash-alpha-overview" section="dash-alpha" />;
}
