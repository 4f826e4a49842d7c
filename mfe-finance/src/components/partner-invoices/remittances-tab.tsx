import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasPagePermission, type PartnerDue } from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { ListLoadError, SkeletonRows } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

const ORDER_COLUMNS = ['select', 'code', 'client', 'date', 'price', 'fee', 'due'] as const;

/**
 * Partner remittances: what each delivery partner owes for the parcels it delivered (from the server's
 * sums), and, for a chosen partner, its parcels to tick and record as handed over.
 */
export function RemittancesTab() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const canRecord =
    !!user && hasPagePermission(user.role, user.permissions, 'FINANCE_PARTNER_INVOICES', 'ADD');
  const money = (m: number) => formatDinars(m, i18n.language);
  /** A row's amounts, one right-aligned cell each (a fee is negative: it is taken off). */
  const moneyCells = (amounts: number[]) =>
    amounts.map((m, i) => (
      <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
        <bdi>{money(m)}</bdi>
      </TableCell>
    ));
  const [partner, setPartner] = useState<PartnerDue | null>(null);
  const [paging, setPaging] = useState({ offset: 0, limit: 10 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const query = useMemo(
    () => ({ ...paging, deliveryCompanyId: partner?.deliveryCompanyId }),
    [paging, partner],
  );
  const list = useApiQuery(billApi.partnerInvoices, { query }, KEEP_PAGE);
  const { data } = list;
  const loading = list.isFetching;
  // The remitted parcels leave the partner's due and become billable for their clients.
  const remittance = useApiMutation(billApi.partnerRemittance, {
    invalidates: [
      billApi.partnerInvoices,
      billApi.billableOrders,
      billApi.billableOrderIds,
      billApi.paidUnpaid,
      billApi.clientsByPaymentDay,
    ],
  });
  const busy = remittance.isPending;
  const items = partner ? (data?.items ?? []) : [];
  const chosen = items.filter((o) => selected.has(o.id));
  // The confirmation repeats the server's figures for the ticked parcels of this page.
  const due = chosen.reduce((sum, o) => sum + o.due, 0);

  const pick = (next: PartnerDue) => {
    setPartner(next);
    setSelected(new Set());
    setPaging((p) => ({ ...p, offset: 0 }));
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const record = async () => {
    if (!partner) return;
    try {
      const result = await remittance.mutateAsync({
        body: { deliveryCompanyId: partner.deliveryCompanyId, orderIds: [...selected] },
      });
      showToast(tc(result.message), 'success');
      setAsking(false);
      setSelected(new Set());
    } catch (failure) {
      toastApiError(failure);
    }
  };

  if (list.error)
    return (
      <ListLoadError
        title={t('invoices.failed')}
        error={errorTextOf(list.error)}
        retryLabel={t('invoices.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('invoices.partners')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                {(['name', 'orders', 'cod', 'fees', 'due'] as const).map((c) => (
                  <TableCell key={c} align={c === 'name' ? undefined : 'right'}>
                    {t(`invoices.partner.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && !data ? (
                <SkeletonRows rows={2} columns={['name', 'orders', 'cod', 'fees', 'due']} />
              ) : (
                data?.summary.map((p) => (
                  <TableRow
                    key={p.deliveryCompanyId}
                    hover
                    selected={partner?.deliveryCompanyId === p.deliveryCompanyId}
                    data-testid="partner-due-row"
                  >
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => pick(p)}
                        aria-label={t('invoices.select', { name: p.name })}
                      >
                        <UserText>{p.name}</UserText>
                      </Button>
                    </TableCell>
                    <TableCell align="right">{p.orders}</TableCell>
                    {moneyCells([p.cod, -p.fees, p.due])}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {data && data.summary.length === 0 && (
          <Alert severity="info" sx={{ m: 2 }}>
            {t('invoices.no-partner-due')}
          </Alert>
        )}
      </Paper>

      {!partner ? (
        data &&
        data.summary.length > 0 && (
          <Typography color="text.secondary">{t('invoices.pick-partner')}</Typography>
        )
      ) : (
        <Paper variant="outlined">
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              <UserText>{partner.name}</UserText>
            </Typography>
            {canRecord && (
              <Button
                variant="contained"
                disabled={selected.size === 0}
                onClick={() => setAsking(true)}
              >
                {t('invoices.record', { count: selected.size })}
              </Button>
            )}
          </Stack>
          <TableContainer>
            <Table size="small" aria-label={partner.name} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  {ORDER_COLUMNS.map((c) =>
                    c === 'select' ? (
                      <TableCell key={c} padding="checkbox">
                        <Checkbox
                          checked={items.length > 0 && chosen.length === items.length}
                          indeterminate={chosen.length > 0 && chosen.length < items.length}
                          onChange={(e) =>
                            setSelected(
                              e.target.checked ? new Set(items.map((o) => o.id)) : new Set(),
                            )
                          }
                          disabled={!canRecord}
                          slotProps={{ input: { 'aria-label': t('invoices.select-all') } }}
                        />
                      </TableCell>
                    ) : (
                      <TableCell
                        key={c}
                        align={['price', 'fee', 'due'].includes(c) ? 'right' : undefined}
                      >
                        {t(`invoices.order.${c}`)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {loading && items.length === 0 ? (
                  <SkeletonRows rows={3} columns={[...ORDER_COLUMNS]} />
                ) : (
                  items.map((o) => (
                    <TableRow key={o.id} hover data-testid="partner-order-row">
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(o.id)}
                          onChange={() => toggle(o.id)}
                          disabled={!canRecord}
                          slotProps={{
                            input: { 'aria-label': t('invoices.select-order', { code: o.code }) },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <UserText>{o.code}</UserText>
                      </TableCell>
                      <TableCell>
                        <UserText>{o.clientName}</UserText>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDisplayDate(o.updatedAt, i18n.language)}
                      </TableCell>
                      {moneyCells([o.price, -o.fee, o.due])}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      <ConfirmDialog
        open={asking}
        title={t('invoices.record-dialog.title', { name: partner?.name ?? '' })}
        text={t('invoices.record-dialog.text', { count: selected.size, due: money(due) })}
        confirmLabel={t('invoices.record-dialog.confirm')}
        cancelLabel={t('invoices.record-dialog.cancel')}
        destructive={false}
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => void record()}
      />
    </Stack>
  );
}
