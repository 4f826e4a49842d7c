import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { EndpointInput, EndpointResponse } from '@wolvo/shared/contracts';
import type { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { KEEP_PAGE, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { DateRangePicker } from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { KpiCardSkeleton } from '../charts';
import { NAMESPACE } from '../../i18n/namespace';
import { KPI_GRID } from './kpi-grid';
import { useStatisticsPeriod } from './use-statistics-period';

/** The statistics pages' calls: a period and its comparison in, the period's figures out. */
type StatisticsEndpoint = typeof statisticsApi.orders | typeof statisticsApi.turnover;

/**
 * The frame of a statistics page: its heading, the period picker, then the figures of the period once
 * loaded (`endpoint`'s answer) — a skeleton of the same layout before, the load error with a retry on
 * failure. The figures shown stay while another period's load.
 */
export function StatisticsScreen<E extends StatisticsEndpoint>({
  page,
  endpoint,
  busyLabel,
  skeletonCharts,
  children,
}: {
  page: 'statistics-orders' | 'statistics-turnover';
  endpoint: E;
  /** Names the skeleton while the first figures load. */
  busyLabel: string;
  /** The chart panels' skeletons, below the KPI cards'. */
  skeletonCharts: ReactNode;
  children: (data: EndpointResponse<E>, busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { period, setPeriod, query, accountCreatedAt } = useStatisticsPeriod();
  const answer = useApiQuery(endpoint, { query } as EndpointInput<E>, KEEP_PAGE);
  const { data, isFetching: loading } = answer;
  const error = queryErrorText(answer);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page={page} section="statistics" />
      <Box>
        <DateRangePicker
          value={period}
          onChange={setPeriod}
          accountCreatedAt={accountCreatedAt}
          disabled={loading && !data}
        />
      </Box>
      {error ? (
        <ListLoadError
          title={t('statistics.failed')}
          error={error}
          retryLabel={t('statistics.retry')}
          onRetry={() => void answer.refetch()}
        />
      ) : data ? (
        children(data, loading)
      ) : (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={busyLabel}>
          <Box sx={KPI_GRID}>
            {[0, 1, 2, 3].map((i) => (
              <KpiCardSkeleton key={i} />
            ))}
          </Box>
          {skeletonCharts}
        </Stack>
      )}
    </Stack>
  );
}
