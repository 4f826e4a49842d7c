import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
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
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  hasPagePermission,
  type BillFeeInput,
  type BillPreview,
  type BillSummary,
  type ClientAccountDto,
} from '@wolvo/shared/contracts';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { toastApiError } from '@wolvo/shared/http';
import { useSessionUser } from '@wolvo/shared/session';
import { dinarsToMillimes, formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  SkeletonRows,
  usePagedList,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import {
  createBill,
  getBillableOrderIds,
  getBillableOrders,
  previewBill,
  searchClients,
} from '../../api/invoices';
import { changeBillOrders, getPendingBills } from '../../api/bills';
import { NAMESPACE } from '../../i18n/namespace';
import { BillTotals } from '../payment-history/bill-totals';

/** A fee as typed: DT as dinars, % as a percentage with two decimals at most. */
interface FeeRow {
  title: string;
  value: string;
  unit: 'DT' | '%';
}

// The typed fee in the unit the server keeps (millimes or basis points); null when not a number.
function toFeeInput(fee: FeeRow): BillFeeInput | null {
  const title = fee.title.trim();
  if (!title) return null;
  if (fee.unit === 'DT') {
    const value = dinarsToMillimes(fee.value);
    return value === null ? null : { title, value, unit: 'DT' };
  }
  if (!/^\d{1,3}([.,]\d{0,2})?$/.test(fee.value.trim())) return null;
  const [whole, fraction = ''] = fee.value.trim().split(/[.,]/);
  return { title, value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')), unit: '%' };
}

/**
 * Payment creation: pick a client, tick its billable parcels (server-paged), add fees, ask the server for
 * the preview (every sum is the server's), then create the pending payment.
 */
export function PaymentCreationTab({
  initialClient = null,
}: {
  /** A client to start with (from the payment calendar): found by its name, kept by its id. */
  initialClient?: { id: number; name: string } | null;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canCreate =
    !!user && hasPagePermission(user.role, user.permissions, 'FINANCE_PARTNER_INVOICES', 'ADD');
  const [search, setSearch] = useState(initialClient?.name ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<ClientAccountDto[]>([]);
  const [client, setClient] = useState<ClientAccountDto | null>(null);
  const [paging, setPaging] = useState({ offset: 0, limit: 10 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [fees, setFees] = useState<FeeRow[]>([]);
  const [preview, setPreview] = useState<BillPreview | null>(null);
  // ADD_TO_BILL: the client's pending payments the ticked parcels can join instead of a new one.
  const [pendingBills, setPendingBills] = useState<BillSummary[]>([]);
  const [target, setTarget] = useState<number | ''>('');
  // Bumped after a payment is created or grown: the new pending payment becomes a target.
  const [billsVersion, setBillsVersion] = useState(0);
  useEffect(() => {
    setTarget('');
    if (!client) return setPendingBills([]);
    let live = true;
    getPendingBills(client.id).then(
      (bills) => live && setPendingBills(bills),
      () => live && setPendingBills([]),
    );
    return () => {
      live = false;
    };
  }, [client, billsVersion]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    searchClients(debounced).then(
      (found) => {
        if (!live) return;
        setOptions(found);
        if (initialClient)
          setClient((current) => current ?? found.find((c) => c.id === initialClient.id) ?? null);
      },
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [debounced, initialClient]);

  const query = useMemo(() => ({ clientId: client?.id ?? 0, ...paging }), [client, paging]);
  const fetchPage = useMemo(
    () => (q: typeof query, signal: AbortSignal) =>
      q.clientId
        ? getBillableOrders(q, signal)
        : Promise.resolve({ items: [], page: 1, total: 0, totalPages: 0 }),
    [],
  );
  const { data, loading, reload } = usePagedList(fetchPage, query);
  const items = data?.items ?? [];
  const typedFees = fees.map(toFeeInput);
  const feesValid = typedFees.every((f) => f !== null);

  // Any change to what the payment holds makes the preview stale.
  useEffect(() => setPreview(null), [selected, fees]);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };
  const askPreview = (ids = [...selected]) =>
    run(async () => setPreview(await previewBill(ids, typedFees as BillFeeInput[])));
  // Every matching order, not only the page shown (the server caps a bill at 5,000).
  const selectAllMatching = async (client: ClientAccountDto) => {
    const { ids } = await getBillableOrderIds(client.id);
    setSelected(new Set(ids));
    return ids;
  };

  // From the payment calendar, one click: the client's whole billable list, previewed.
  const [autoPreviewed, setAutoPreviewed] = useState(false);
  useEffect(() => {
    if (!initialClient || autoPreviewed || client?.id !== initialClient.id) return;
    setAutoPreviewed(true);
    void run(async () => {
      const ids = await selectAllMatching(client);
      if (ids.length) setPreview(await previewBill(ids, []));
    });
  }, [client, initialClient, autoPreviewed]);
  // The billed parcels are no longer billable: ask the server for the list again, from its first page
  // (the page shown may no longer exist).
  const afterBilled = () => {
    setBillsVersion((v) => v + 1);
    if (paging.offset === 0) reload();
    else setPaging((p) => ({ ...p, offset: 0 }));
  };
  const create = () =>
    run(async () => {
      const bill = await createBill({
        orderIds: [...selected],
        fees: typedFees as BillFeeInput[],
      });
      showToast(t('invoices.created', { number: bill.paymentNumber }), 'success');
      setSelected(new Set());
      setPreview(null);
      setFees([]);
      afterBilled();
    });

  return (
    <Stack spacing={2}>
      <Autocomplete
        options={options}
        value={client}
        filterOptions={(x) => x}
        getOptionLabel={(c) => `${c.fullname} — ${c.companies[0] ?? ''}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_, value) => setSearch(value)}
        onChange={(_, next) => {
          setClient(next);
          setSelected(new Set());
          setPaging((p) => ({ ...p, offset: 0 }));
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('invoices.client')}
            helperText={t('invoices.client-hint')}
          />
        )}
        sx={{ maxWidth: 520 }}
      />
      {client && (
        <Paper variant="outlined">
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 0 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('invoices.billable')}
            </Typography>
            {(data?.total ?? 0) > 0 && (
              <Button
                size="small"
                onClick={() => void run(async () => void (await selectAllMatching(client)))}
              >
                {t('invoices.select-matching', { count: data?.total ?? 0 })}
              </Button>
            )}
          </Stack>
          <TableContainer>
            <Table size="small" aria-label={t('invoices.billable')} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={items.length > 0 && items.every((o) => selected.has(o.id))}
                      onChange={(e) =>
                        setSelected((s) => {
                          const next = new Set(s);
                          for (const o of items)
                            if (e.target.checked) next.add(o.id);
                            else next.delete(o.id);
                          return next;
                        })
                      }
                      slotProps={{ input: { 'aria-label': t('invoices.select-all') } }}
                    />
                  </TableCell>
                  <TableCell>{t('invoices.order.code')}</TableCell>
                  <TableCell>{t('payments.detail.line.kind')}</TableCell>
                  <TableCell>{t('invoices.order.date')}</TableCell>
                  <TableCell align="right">{t('invoices.order.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loading && items.length === 0 ? (
                  <SkeletonRows rows={3} columns={['s', 'code', 'kind', 'date', 'price']} />
                ) : (
                  items.map((o) => (
                    <TableRow key={o.id} hover data-testid="billable-row">
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(o.id)}
                          onChange={() => toggle(o.id)}
                          slotProps={{
                            input: { 'aria-label': t('invoices.select-order', { code: o.code }) },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <UserText>{o.code}</UserText>
                      </TableCell>
                      <TableCell>{t(`invoices.kind.${o.kind}`)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDisplayDate(o.updatedAt, i18n.language)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <bdi>{formatDinars(o.price, i18n.language)}</bdi>
                      </TableCell>
                    </TableRow>
                  ))
                )}
                {!loading && items.length === 0 && (
                  <EmptyTableRow
                    colSpan={5}
                    icon={<ReceiptLongOutlinedIcon sx={EMPTY_ICON_SX} />}
                    title={t('invoices.no-billable')}
                    text=""
                  />
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      {client && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('invoices.fees')}
          </Typography>
          <Stack spacing={1}>
            {fees.map((fee, index) => {
              const set = (patch: Partial<FeeRow>) =>
                setFees((all) => all.map((f, i) => (i === index ? { ...f, ...patch } : f)));
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label={t('invoices.fee-title')}
                    value={fee.title}
                    onChange={(e) => set({ title: e.target.value })}
                    error={!fee.title.trim()}
                  />
                  <TextField
                    size="small"
                    label={t('invoices.fee-value')}
                    value={fee.value}
                    onChange={(e) => set({ value: e.target.value })}
                    error={typedFees[index] === null && !!fee.title.trim()}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <TextField
                    select
                    size="small"
                    label={t('invoices.fee-unit')}
                    value={fee.unit}
                    onChange={(e) => set({ unit: e.target.value as FeeRow['unit'] })}
                    sx={{ minWidth: 90 }}
                  >
                    <MenuItem value="DT">DT</MenuItem>
                    <MenuItem value="%">%</MenuItem>
                  </TextField>
                  <IconButton
                    aria-label={t('invoices.remove-fee', { title: fee.title })}
                    onClick={() => setFees((all) => all.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() => setFees((all) => [...all, { title: '', value: '', unit: 'DT' }])}
              >
                {t('invoices.add-fee')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      {client && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            disabled={busy || selected.size === 0 || !feesValid}
            onClick={() => void askPreview()}
          >
            {t('invoices.preview', { count: selected.size })}
          </Button>
          {canCreate && (
            <Button variant="contained" disabled={busy || !preview} onClick={() => void create()}>
              {t('invoices.create')}
            </Button>
          )}
          {canCreate && pendingBills.length > 0 && (
            <>
              <TextField
                select
                size="small"
                label={t('invoices.add-to')}
                value={target}
                onChange={(e) => setTarget(Number(e.target.value))}
                sx={{ minWidth: 200 }}
              >
                {pendingBills.map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.paymentNumber}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={busy || target === '' || selected.size === 0}
                onClick={() =>
                  void run(async () => {
                    const bill = await changeBillOrders(Number(target), 'add-orders', [
                      ...selected,
                    ]);
                    showToast(t('invoices.added-to', { number: bill.paymentNumber }), 'success');
                    setSelected(new Set());
                    afterBilled();
                  })
                }
              >
                {t('invoices.add-to-button', { count: selected.size })}
              </Button>
            </>
          )}
        </Stack>
      )}
      {preview && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="bill-preview">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('invoices.preview-title', { name: preview.clientName })}
          </Typography>
          <BillTotals bill={preview} />
        </Paper>
      )}
    </Stack>
  );
}
