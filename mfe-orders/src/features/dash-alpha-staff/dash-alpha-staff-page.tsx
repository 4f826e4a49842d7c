import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Dashboard alpha (staff area, `dash-alpha`). */
export default function DashAlphaStaffPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="dash-alpha-staff" section="dashboards" />;
}
