import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Turnover (client area, `statistics/turnover`). */
export default function StatisticsTurnoverPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="statistics-turnover" section="statistics" />;
}
