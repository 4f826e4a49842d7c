import { PagePlaceholder } from '../../components/page-placeholder';

/** Turnover (client area, `statistics/turnover`). */
export default function StatisticsTurnoverPage() {
  return <PagePlaceholder page="statistics-turnover" section="statistics" />;
}
