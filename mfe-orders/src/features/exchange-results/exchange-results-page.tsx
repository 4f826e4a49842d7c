import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, hasPagePermission } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { translateErrorText } from '@wolvo/shared/http';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink } from '@wolvo/shared/router';
import { session } from '@wolvo/shared/session';
import {
  DateRangePicker,
  defaultSelection,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/translations';
import { ExchangeResultsTable } from './components/exchange-results-table';
import { useExchangeResults } from './hooks/use-exchange-results';

const PAGE = 'ORDERS_ORDER_OF_THE_DAY';
const PAGE_SIZES = [10, 20, 30, 100];

/** Exchange results (client area, `orders/exchange-results`): exchanges with the orders they replace. */
export default function ExchangeResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [user] = useState(() => session.getUser());
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('exchange-results.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('exchange-results.failed')}</AlertTitle>
          {translateErrorText(error)}
        </Alert>
      ) : (
        <Box>
          <ExchangeResultsTable
            items={data?.items ?? []}
            loading={loading}
            skeletonRows={Math.min(paging.limit, 10)}
            onOpen={open}
          />
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={data && data.total > 0 ? Math.floor(paging.offset / paging.limit) : 0}
            rowsPerPage={paging.limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, page) => setPaging((p) => ({ ...p, offset: page * p.limit }))}
            onRowsPerPageChange={(event) =>
              setPaging({ offset: 0, limit: Number(event.target.value) })
            }
            labelRowsPerPage={t('order-list.pagination.rows-per-page')}
            labelDisplayedRows={({ from, to, count }) =>
              t('order-list.pagination.range', { from, to, count })
            }
          />
        </Box>
      )}
    </Stack>
  );
}
