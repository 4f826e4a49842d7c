import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import { useTranslation } from 'react-i18next';
import { REFUND_STATES, type RefundItem } from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  ListLoadError,
  SkeletonRows,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

const STATE_COLOUR = { TO_REFUND: 'orange', REFUNDED: 'blue', CREDITED: 'green' } as const;

/** Props of `RefundsScreen`. */
export interface RefundsScreenProps {
  /** Staff see every client's refunds and may mark one refunded. */
  staff: boolean;
}

/**
 * Refunds of damaged or lost parcels: the totals per state and the parcels, each refund at the client's
 * rate as the server computed it; staff mark a parcel refunded (the next bill credits it).
 */
export function RefundsScreen({ staff }: RefundsScreenProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (m: number) => formatDinars(m, i18n.language);
  const [paging, setPaging] = useState({ offset: 0, limit: 10 });
  const [asking, setAsking] = useState<RefundItem | null>(null);
  const list = useApiQuery(billApi.refunds, { query: paging }, KEEP_PAGE);
  const { data } = list;
  const loading = list.isFetching;
  // A refunded parcel changes its state here and what the client's next bill would pay.
  const refunded = useApiMutation(billApi.refund, {
    invalidates: [billApi.refunds, billApi.paidUnpaid, billApi.billableOrders],
  });
  const busy = refunded.isPending;
  const columns = [
    'code',
    ...(staff ? ['client'] : []),
    'date',
    'price',
    'refund',
    'state',
    ...(staff ? ['actions'] : []),
  ];

  const refund = async () => {
    if (!asking) return;
    try {
      await refunded.mutateAsync({ params: { id: asking.id } });
      showToast(t('refunds.done', { code: asking.code }), 'success');
      setAsking(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };

  if (list.error)
    return (
      <ListLoadError
        title={t('refunds.failed')}
        error={errorTextOf(list.error)}
        retryLabel={t('refunds.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <Stack spacing={2}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {REFUND_STATES.map((state) => (
          <Paper key={state} variant="outlined" sx={{ p: 2 }} data-testid={`refund-total-${state}`}>
            <Typography variant="body2" color="text.secondary">
              {t(`refunds.state.${state}`)}
            </Typography>
            <Typography variant="h6" component="p">
              <bdi>{data ? money(data.totals[state]) : '…'}</bdi>
            </Typography>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('refunds.table')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell
                    key={c}
                    align={c === 'price' || c === 'refund' || c === 'actions' ? 'right' : undefined}
                  >
                    {t(`refunds.column.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && !data?.items.length ? (
                <SkeletonRows rows={3} columns={columns} />
              ) : (
                data?.items.map((item) => (
                  <TableRow key={item.id} hover data-testid="refund-row">
                    <TableCell>
                      <UserText>{item.code}</UserText>
                    </TableCell>
                    {staff && (
                      <TableCell>
                        <UserText>{item.clientName}</UserText>
                      </TableCell>
                    )}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDisplayDate(item.updatedAt, i18n.language)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{money(item.price)}</bdi>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{money(item.refund)}</bdi>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {t('refunds.rate', { rate: item.refundBp / 100 })}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <ColourChip
                        colour={STATE_COLOUR[item.state]}
                        label={
                          item.paymentNumber
                            ? `${t(`refunds.state.${item.state}`)} · ${item.paymentNumber}`
                            : t(`refunds.state.${item.state}`)
                        }
                      />
                    </TableCell>
                    {staff && (
                      <TableCell align="right">
                        {item.state === 'TO_REFUND' && (
                          <Button
                            size="small"
                            startIcon={<ReplayOutlinedIcon />}
                            onClick={() => setAsking(item)}
                          >
                            {t('refunds.mark', { code: item.code })}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))
              )}
              {!loading && data?.items.length === 0 && (
                <EmptyTableRow
                  colSpan={columns.length}
                  icon={<ReplayOutlinedIcon sx={EMPTY_ICON_SX} />}
                  title={t('refunds.empty.title')}
                  text={t('refunds.empty.text')}
                />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box>
          <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
        </Box>
      </Paper>
      <ConfirmDialog
        open={asking !== null}
        title={t('refunds.dialog.title', { code: asking?.code ?? '' })}
        text={t('refunds.dialog.text', {
          amount: money(asking?.refund ?? 0),
          name: asking?.clientName ?? '',
        })}
        confirmLabel={t('refunds.dialog.confirm')}
        cancelLabel={t('refunds.dialog.cancel')}
        destructive={false}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void refund()}
      />
    </Stack>
  );
}
