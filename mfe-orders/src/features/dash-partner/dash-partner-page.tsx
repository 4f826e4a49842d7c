import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Partner dashboard (staff area, `dash-partner`). */
export default function DashPartnerPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="dash-partner" section="dashboards" />;
}
