import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { StatisticsQuery } from '@wolvo/shared/contracts';
import { DateRangePicker } from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, usePagedList } from '@wolvo/shared/ui/paged-list';
import { KpiCardSkeleton } from '../charts';
import { NAMESPACE } from '../../i18n/namespace';
import { KPI_GRID } from './kpi-grid';
import { useStatisticsPeriod } from './use-statistics-period';

/**
 * The frame of a statistics page: its heading, the period picker, then the figures of the period once
 * loaded — a skeleton of the same layout before, the load error with a retry on failure.
 */
export function StatisticsScreen<T>({
  page,
  load,
  busyLabel,
  skeletonCharts,
  children,
}: {
  page: 'statistics-orders' | 'statistics-turnover';
  load: (query: StatisticsQuery, signal: AbortSignal) => Promise<T>;
  /** Names the skeleton while the first figures load. */
  busyLabel: string;
  /** The chart panels' skeletons, below the KPI cards'. */
  skeletonCharts: ReactNode;
  children: (data: T, busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { period, setPeriod, query, accountCreatedAt } = useStatisticsPeriod();
  const { data, loading, error, reload } = usePagedList(load, query);
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
          onRetry={reload}
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
