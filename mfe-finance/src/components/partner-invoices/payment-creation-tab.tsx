import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  type BillFeeInput,
  type BillPreview,
  type ClientAccountDto,
} from '@wolvo/shared/contracts';
import { billApi } from '@wolvo/shared/contracts/bills/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';
import { BillTotals } from '../payment-history/bill-totals';
import { BillFees, useFeesForm, useFeesText } from './bill-fees';
import { BillableOrders } from './billable-orders';
import { ClientPicker } from './client-picker';

/**
 * What a new or grown payment makes stale: the parcels it took are no longer billable, the client's
 * pending payments and totals change (so the new pending payment becomes a target).
 */
const CHANGES_BILLS = {
  invalidates: [
    billApi.billableOrders,
    billApi.billableOrderIds,
    billApi.list,
    billApi.get,
    billApi.paidUnpaid,
    billApi.clientsByPaymentDay,
  ],
};

/**
 * Payment creation: pick a client, tick its billable parcels (server-paged), add fees, ask the server for
 * the preview (every sum is the server's), then create the pending payment or add the parcels to one.
 */
export function PaymentCreationTab({
  initialClient = null,
}: {
  /** A client to start with (from the payment calendar): found by its name, kept by its id. */
  initialClient?: { id: number; name: string } | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canCreate =
    !!user && hasPagePermission(user.role, user.permissions, 'FINANCE_PARTNER_INVOICES', 'ADD');
  const [client, setClient] = useState<ClientAccountDto | null>(null);
  const [paging, setPaging] = useState({ offset: 0, limit: 10 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // The fees: react-hook-form with the contract's rules (BillFeesRules); its body is the wire's fees.
  const feesForm = useFeesForm();
  const feesText = useFeesText(feesForm);
  const [preview, setPreview] = useState<BillPreview | null>(null);
  // ADD_TO_BILL: the client's pending payments the ticked parcels can join instead of a new one.
  const pending = useApiQuery(
    billApi.list,
    { query: { offset: 0, limit: 50, status: 'PENDING', clientId: client?.id ?? 0 } },
    { enabled: client !== null },
  );
  const pendingBills = (client && pending.data?.items) || [];
  const [target, setTarget] = useState<number | ''>('');
  useEffect(() => setTarget(''), [client]);
  const previewing = useApiMutation(billApi.init);
  const creation = useApiMutation(billApi.add, CHANGES_BILLS);
  const adding = useApiMutation(billApi.addOrders, CHANGES_BILLS);
  const [picking, setPicking] = useState(false);
  const busy = picking || previewing.isPending || creation.isPending || adding.isPending;
  const feesValid = feesForm.formState.isValid;

  // Any change to what the payment holds makes the preview stale.
  useEffect(() => setPreview(null), [selected, feesText]);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (failure) {
      toastApiError(failure);
    }
  };
  const askPreview = async (ids: number[], typed: BillFeeInput[]) =>
    setPreview(
      await previewing.mutateAsync({
        params: { ids: ids.join(',') },
        query: typed.length ? { fees: JSON.stringify(typed) } : {},
      }),
    );
  // Every matching order, not only the page shown (the server caps a bill at 5,000).
  const selectAllMatching = async (clientId: number) => {
    setPicking(true);
    try {
      const { ids } = await callApi(billApi.billableOrderIds, { query: { clientId } });
      setSelected(new Set(ids));
      return ids;
    } finally {
      setPicking(false);
    }
  };

  // From the payment calendar, one click: the client's whole billable list, previewed.
  const [autoPreviewed, setAutoPreviewed] = useState(false);
  useEffect(() => {
    if (!initialClient || autoPreviewed || client?.id !== initialClient.id) return;
    setAutoPreviewed(true);
    void run(async () => {
      const ids = await selectAllMatching(client.id);
      if (ids.length) await askPreview(ids, []);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the preset client is found
  }, [client, initialClient, autoPreviewed]);
  // The billed parcels leave the list (its query is invalidated); it starts again from its first page,
  // as the page shown may no longer exist.
  const afterBilled = () => {
    setSelected(new Set());
    setPaging((p) => ({ ...p, offset: 0 }));
  };
  const create = feesForm.handleSubmit(({ fees }) =>
    run(async () => {
      const bill = await creation.mutateAsync({ body: { orderIds: [...selected], fees } });
      showToast(t('invoices.created', { number: bill.paymentNumber }), 'success');
      setPreview(null);
      feesForm.reset({ fees: [] });
      afterBilled();
    }),
  );
  const addToPending = () =>
    run(async () => {
      const bill = await adding.mutateAsync({
        params: { id: Number(target) },
        body: { orderIds: [...selected] },
      });
      showToast(t('invoices.added-to', { number: bill.paymentNumber }), 'success');
      afterBilled();
    });

  return (
    <Stack spacing={2}>
      <ClientPicker
        client={client}
        initialClient={initialClient}
        onChange={(next) => {
          setClient(next);
          setSelected(new Set());
          setPaging((p) => ({ ...p, offset: 0 }));
        }}
      />
      {client && (
        <BillableOrders
          clientId={client.id}
          paging={paging}
          setPaging={setPaging}
          selected={selected}
          setSelected={setSelected}
          onSelectMatching={() => void run(async () => void (await selectAllMatching(client.id)))}
        />
      )}
      {client && <BillFees form={feesForm} />}
      {client && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            disabled={busy || selected.size === 0 || !feesValid}
            onClick={() =>
              void feesForm.handleSubmit(({ fees }) => run(() => askPreview([...selected], fees)))()
            }
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
                onClick={() => void addToPending()}
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
