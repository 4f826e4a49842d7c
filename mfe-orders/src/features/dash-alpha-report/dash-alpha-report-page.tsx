import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Report (client area, `dash-alpha/report`). */
export default function DashAlphaReportPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="dash-alpha-report" section="dash-alpha" />;
}
