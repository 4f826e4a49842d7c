import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardAlpha } from '@wolvo/shared/contracts';
import { dashboardsApi } from '@wolvo/shared/contracts/dashboards/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { KEEP_PAGE, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import {
  DateRangePicker,
  defaultSelection,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../../i18n/namespace';
import { StatusCards } from './status-cards';

/** Props of `DashAlphaBoard`. */
export interface DashAlphaBoardProps {
  intro: string;
  /** Staff's client filter (null: every client); absent for a client. */
  clientId?: number | null;
  /** Controls shown next to the period (staff's client filter), given the last answer. */
  filters?: (data: DashboardAlpha | null) => ReactNode;
  /** Where a status's card leads for the period; absent: counts only. */
  linkOf?: (status: string, period: { from: string; to: string }) => string;
}

/** Dashboard alpha: the period, optional filters, and the orders per status as coloured cards. */
export function DashAlphaBoard({ intro, clientId, filters, linkOf }: DashAlphaBoardProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const [period, setPeriod] = usePageState<DateRangeSelection>('dash-alpha.period', () =>
    defaultSelection(user?.createdAt),
  );
  const range = useMemo(() => toRequestRange(period.current), [period]);
  const query = useMemo(() => ({ ...range, ...(clientId && { clientId }) }), [range, clientId]);
  const answer = useApiQuery(dashboardsApi.alpha, { query }, KEEP_PAGE);
  const data = answer.data ?? null;
  const loading = answer.isFetching;
  const error = queryErrorText(answer);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <DateRangePicker
            value={period}
            onChange={setPeriod}
            accountCreatedAt={user?.createdAt ?? null}
            withComparison={false}
          />
        </Box>
        {filters?.(data)}
      </Stack>
      <Typography variant="h6" component="h2">
        {t('dashboards.statuses')}
      </Typography>
      {error ? (
        <ListLoadError
          title={t('dashboards.failed')}
          error={error}
          retryLabel={t('dashboards.retry')}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <>
          <StatusCards
            statuses={data?.statuses ?? null}
            total={data?.total ?? 0}
            loading={loading}
            linkOf={linkOf ? (status) => linkOf(status, range) : null}
          />
          {!loading && data && data.total === 0 && (
            <Typography color="text.secondary" role="status">
              {t('dashboards.empty')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
