import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasPagePermission, SEARCH_DEBOUNCE_MS } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { dinarsToMillimes, formatDinars } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NoOrderPaper, OrderFormPaper } from '../../components/order-form-paper';
import { NAMESPACE } from '../../i18n/namespace';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Reclamation > delivery cost (staff): find an order by id, see its current cost and the bill that
 * holds it, and set a new cost (integer millimes on the wire). A paid bill freezes the cost.
 */
export default function DeliveryCostPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = usePageState('delivery-cost.search', '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The order whose id is typed; a failed search shows none.
  const detail = useApiQuery(
    ordersApi.detail,
    { params: { id: debounced } },
    { enabled: ID.test(debounced) },
  );
  const order = ID.test(debounced) ? (detail.data ?? null) : null;
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A saved cost is answered again with the order (its bill and history too).
  const edit = useApiMutation(ordersApi.editDeliveryCost, { invalidates: [ordersApi.detail] });
  const busy = edit.isPending;
  const user = useSessionUser();
  const canEdit = user
    ? hasPagePermission(user.role, user.permissions, 'RECLAMATION_DELIVERY_COST', 'EDIT')
    : false;

  // Each answer about the order starts the new cost over.
  useEffect(() => {
    setCost('');
    setError(null);
  }, [detail.dataUpdatedAt]);

  const paid = order?.money.bill?.status === 'PAID';
  const millimes = dinarsToMillimes(cost);
  const save = async () => {
    if (!order) return;
    if (millimes === null) {
      setError('number.invalid');
      return;
    }
    try {
      await edit.mutateAsync({ params: { id: order.id }, body: { deliveryCost: millimes } });
      showToast(tc('delivery-cost.success'), 'success');
    } catch (failure) {
      const field = fieldErrorsOf(failure).fields.deliveryCost;
      if (field) setError(field);
      else toastApiError(failure);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeading namespace={NAMESPACE} page="delivery-cost" section="reclamation" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TextField
          type="search"
          name="search"
          size="small"
          label={t('cost.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Paper>
      {!order ? (
        <NoOrderPaper text={t('cost.empty')} />
      ) : (
        <OrderFormPaper code={order.code} onSubmit={() => void save()}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography variant="body2" color="text.secondary">
                {t('edits.results.business')}
              </Typography>
              <Typography>
                <UserText>{order.business.name}</UserText>
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography variant="body2" color="text.secondary">
                {t('cost.status')}
              </Typography>
              <Typography>{tc(`status.${order.status}`)}</Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography variant="body2" color="text.secondary">
                {t('cost.current')}
              </Typography>
              <Typography data-testid="current-cost">
                {formatDinars(order.deliveryCost ?? 0, language)}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography variant="body2" color="text.secondary">
                {t('cost.bill')}
              </Typography>
              <Typography>
                {order.money.bill
                  ? t('cost.bill-state', {
                      number: order.money.bill.paymentNumber,
                      status: tc(`bill-status.${order.money.bill.status}`),
                    })
                  : t('cost.no-bill')}
              </Typography>
            </Grid>
          </Grid>
          {paid && <Alert severity="info">{t('cost.bill-paid')}</Alert>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              name="deliveryCost"
              sx={{ minWidth: 300 }}
              label={t('cost.deliveryCost')}
              value={cost}
              disabled={busy || paid || !canEdit}
              error={!!error}
              helperText={error ? tc(error) : undefined}
              onChange={(e) => {
                setCost(e.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button
              type="submit"
              variant="contained"
              // Centred on the 56 px field (the row stays top-aligned for its error text).
              sx={{ mt: '10px' }}
              disabled={busy || paid || !canEdit || !cost.trim()}
            >
              {t('cost.save')}
            </Button>
          </Stack>
          {!canEdit && <Alert severity="info">{t('cost.no-permission')}</Alert>}
          <EditHistory edits={order.edits ?? []} />
        </OrderFormPaper>
      )}
    </Stack>
  );
}
