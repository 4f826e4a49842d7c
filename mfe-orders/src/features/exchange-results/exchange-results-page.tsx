import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, hasPagePermission } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import {
  DateRangePicker,
  defaultSelection,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { ExchangeResultsTable } from './components/exchange-results-table';
import { useExchangeResults } from './hooks/use-exchange-results';

const PAGE = 'ORDERS_ORDER_OF_THE_DAY';

/** Exchange results (client area, `orders/exchange-results`): exchanges with the orders they replace. */
export default function ExchangeResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const canAdd = user ? hasPagePermission(user.role, user.permissions, PAGE, 'ADD') : false;
  const [period, setPeriod] = usePageState<DateRangeSelection>('exchange-results.period', () =>
    defaultSelection(user?.createdAt),
  );
  const [paging, setPaging] = usePageState('exchange-results.paging', { offset: 0, limit: 10 });

  const query = useMemo(
    () => ({ ...toRequestRange(period.current), offset: paging.offset, limit: paging.limit }),
    [period, paging],
  );
  const { data, loading, error, reload } = useExchangeResults(query);
  const open = (id: number) => void publishEvent('order-modal.requested', { orderId: String(id) });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="exchange-results" section="orders" />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('exchange-results.intro')}
          </Typography>
          <Box>
            <DateRangePicker
              value={period}
              onChange={(next) => {
                setPeriod(next);
                setPaging((p) => ({ ...p, offset: 0 }));
              }}
              accountCreatedAt={user?.createdAt ?? null}
              withComparison={false}
            />
          </Box>
        </Stack>
        {canAdd && (
          <Button
            component={RouterLink}
            to={`/${language}/${CLIENT_AREA}/orders/add-exchange`}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('exchange-results.add')}
          </Button>
        )}
      </Stack>

      {error ? (
        <ListLoadError
          title={t('exchange-results.failed')}
          error={error}
          retryLabel={t('exchange-results.retry')}
          onRetry={reload}
        />
      ) : (
        <Box>
          <ExchangeResultsTable
            items={data?.items ?? []}
            loading={loading}
            skeletonRows={Math.min(paging.limit, 10)}
            onOpen={open}
          />
          <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
        </Box>
      )}
    </Stack>
  );
}
