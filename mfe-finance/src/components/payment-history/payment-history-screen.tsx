import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import {
  BILL_STATUSES,
  hasPagePermission,
  type BillStatus,
  type BillSummary,
} from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { errorTextOf } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { DayPicker } from '@wolvo/shared/ui/date-range';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  FilterSheet,
  ListCards,
  ListLoadError,
  SkeletonRows,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { BillDetailPanel } from './bill-detail-panel';
import { BillStatusChip } from './bill-status-chip';
import { PaidUnpaidCards } from './paid-unpaid-cards';

/** Props of `PaymentHistoryScreen`. */
export interface PaymentHistoryScreenProps {
  /** Staff see every client's bills and may pay or cancel; a client sees its own. */
  staff: boolean;
}

/**
 * The payment history (client and staff areas): bills paged and filtered by the server, newest first;
 * a bill opens in a side panel with its totals and lines; staff with EDIT confirm or cancel it there.
 */
export function PaymentHistoryScreen({ staff }: PaymentHistoryScreenProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canSettle =
    staff &&
    !!user &&
    hasPagePermission(user.role, user.permissions, 'FINANCE_PAYMENT_HISTORY', 'EDIT');
  const [status, setStatus] = usePageState<BillStatus | ''>('payments.status', '');
  const [from, setFrom] = usePageState('payments.from', '');
  const [to, setTo] = usePageState('payments.to', '');
  const [paging, setPaging] = usePageState('payments.paging', { offset: 0, limit: 10 });
  const [open, setOpen] = useState<BillSummary | null>(null);
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

  const query = useMemo(
    () => ({
      offset: paging.offset,
      limit: paging.limit,
      status: status || undefined,
      from: from || undefined,
      to: to || undefined,
    }),
    [paging, status, from, to],
  );
  // A bill paid, cancelled or changed in the panel shows here because its mutation invalidates the list.
  const list = useApiQuery(billApi.list, { query }, KEEP_PAGE);
  const { data } = list;
  const loading = list.isFetching;
  const columns = ['number', ...(staff ? ['client'] : []), 'orders', 'net', 'status', 'created'];
  const phone = useIsPhone();
  const listLabel = t(`pages.${staff ? 'payment-history-staff' : 'payment-history'}.title`);
  const empty = {
    icon: <ReceiptLongOutlinedIcon sx={EMPTY_ICON_SX} />,
    title: t('payments.empty.title'),
    text: t('payments.empty.text'),
  };

  // Bills are never created in the future; "from" stays before "to" and the other way round.
  const dateFilter = (name: 'from' | 'to', value: string, onChange: (v: string) => void) => (
    <DayPicker
      size="small"
      label={t(`payments.${name}`)}
      value={value}
      min={name === 'to' ? from || null : null}
      max={name === 'from' ? to || new Date() : new Date()}
      onChange={(next) => {
        onChange(next);
        firstPage();
      }}
    />
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading
        namespace={NAMESPACE}
        page={staff ? 'payment-history-staff' : 'payment-history'}
        section="finance"
      />
      {!staff && user?.clientId ? <PaidUnpaidCards clientId={user.clientId} /> : null}
      <FilterSheet activeCount={(status ? 1 : 0) + (from ? 1 : 0) + (to ? 1 : 0)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('payments.status-filter')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BillStatus | '');
              firstPage();
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('payments.any')}</MenuItem>
            {BILL_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`payments.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {dateFilter('from', from, setFrom)}
          {dateFilter('to', to, setTo)}
        </Stack>
      </FilterSheet>
      {list.error ? (
        <ListLoadError
          title={t('payments.failed')}
          error={errorTextOf(list.error)}
          retryLabel={t('payments.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper variant={phone ? 'elevation' : 'outlined'} elevation={0}>
          {phone ? (
            <ListCards
              items={data?.items ?? []}
              loading={loading && !data?.items.length}
              skeletonCards={Math.min(paging.limit, 5)}
              label={listLabel}
              testId="bill-card"
              onOpen={setOpen}
              fields={{
                key: (bill) => bill.id,
                title: (bill) => <UserText>{bill.paymentNumber}</UserText>,
                subtitle: (bill) => (
                  <>
                    {staff && (
                      <>
                        <UserText>{bill.clientName}</UserText>
                        {' · '}
                      </>
                    )}
                    {t('payments.card-orders', { count: bill.orderCount })}
                  </>
                ),
                detail: (bill) => formatDisplayDate(bill.createdAt, i18n.language),
                amount: (bill) => <bdi>{formatDinars(bill.netToPay, i18n.language)}</bdi>,
                status: (bill) => <BillStatusChip status={bill.status} />,
              }}
              empty={empty}
            />
          ) : (
            <TableContainer>
              <Table size="small" aria-label={listLabel} aria-busy={loading}>
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell
                        key={c}
                        align={c === 'net' || c === 'orders' ? 'right' : undefined}
                      >
                        {t(`payments.column.${c}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loading && !data?.items.length ? (
                    <SkeletonRows rows={Math.min(paging.limit, 5)} columns={columns} />
                  ) : (
                    data?.items.map((bill) => (
                      <TableRow key={bill.id} hover data-testid="bill-row">
                        <TableCell>
                          <Link
                            component="button"
                            type="button"
                            onClick={() => setOpen(bill)}
                            aria-label={t('payments.open', { number: bill.paymentNumber })}
                          >
                            <UserText>{bill.paymentNumber}</UserText>
                          </Link>
                        </TableCell>
                        {staff && (
                          <TableCell>
                            <UserText>{bill.clientName}</UserText>
                          </TableCell>
                        )}
                        <TableCell align="right">{bill.orderCount}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <bdi>{formatDinars(bill.netToPay, i18n.language)}</bdi>
                        </TableCell>
                        <TableCell>
                          <BillStatusChip status={bill.status} />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDisplayDate(bill.createdAt, i18n.language)}
                        </TableCell>
                      </TableRow>
                    ))
                  )}
                  {!loading && data?.items.length === 0 && (
                    <EmptyTableRow colSpan={columns.length} {...empty} />
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      <BillDetailPanel bill={open} canSettle={canSettle} onClose={() => setOpen(null)} />
    </Stack>
  );
}
