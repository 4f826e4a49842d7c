import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  SLIP_PRINTED_STATUSES,
  type BusinessSummary,
  type OrderDetailDto,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { eventBus } from '@wolvo/shared/events';
import { errorTextOf, isCancelledRequest, translateErrorText } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';
import { OrderFormFields } from '../order-form/order-form-fields';
import { useBusinesses } from '../order-form/use-businesses';
import { serverPath, useOrderFields } from '../order-form/use-order-form';
import { serverFieldErrors } from '../order-form/order-form-values';
import { useOrderQuery } from '../../features/order-detail/use-order-detail';
import {
  EDIT_FIELDS,
  EDIT_ORDER_LAYOUT,
  formFieldOf,
  checkEditOrder,
  toUpdateOrderRequest,
  valuesFromOrder,
} from './edit-order-form';

/** Props of `EditOrderDialog`. */
export interface EditOrderDialogProps {
  /** The order to edit; null keeps the dialog closed. */
  orderId: number | null;
  onClose: () => void;
}

/**
 * Edits an order not yet collected: the fields of the update payload, prefilled from the order's
 * detail and checked as on creation. Sends only the changed fields; on success it toasts
 * `update-order.success` and publishes `order.updated` so the detail and the lists reload.
 * @example <EditOrderDialog orderId={editedId} onClose={() => setEditedId(null)} />
 */
export function EditOrderDialog({ orderId, onClose }: EditOrderDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-order-title"
    >
      {orderId !== null ? (
        <EditOrderContent orderId={orderId} onClose={onClose} />
      ) : (
        <DialogTitle id="edit-order-title">{t('edit-order.edit')}</DialogTitle>
      )}
    </Dialog>
  );
}

function EditOrderContent({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  // Prefilled from the server's answer of now, not from an order the cache kept.
  const { state: loaded, retry } = useOrderQuery(String(orderId));
  const businesses = useBusinesses();

  if (loaded.kind !== 'done') {
    return (
      <>
        <DialogTitle id="edit-order-title">{t('edit-order.edit')}</DialogTitle>
        <DialogContent>
          {loaded.kind === 'loading' ? (
            <Box
              sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}
              role="progressbar"
              aria-label={t('edit-order.loading')}
            >
              <LoadingDots />
            </Box>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {t('edit-order.retry')}
                </Button>
              }
            >
              {translateErrorText(loaded.text) || t('edit-order.load-failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('edit-order.cancel')}</Button>
        </DialogActions>
      </>
    );
  }
  // The order's own company stays choosable even when the list has not arrived.
  const options = businesses.some((b) => b.id === loaded.order.business.id)
    ? businesses
    : [loaded.order.business, ...businesses];
  return <EditOrderForm order={loaded.order} businesses={options} onClose={onClose} />;
}

interface EditOrderFormProps {
  order: OrderDetailDto;
  businesses: Array<Pick<BusinessSummary, 'id' | 'name'>>;
  onClose: () => void;
}

function EditOrderForm({ order, businesses, onClose }: EditOrderFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const [initial] = useState(() => valuesFromOrder(order, i18n.language));
  const form = useOrderFields(initial, (values) => checkEditOrder(order, values));
  const { handleSubmit, setError, watch, formState } = form;
  const saving = formState.isSubmitting;
  // The server's refusals no field of the dialog shows.
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const changed = toUpdateOrderRequest(order, watch()) !== null;
  const code = order.partnerCode || order.code;

  // The edit checks (the server's rules, the form's resolver) run first; a refused field is focused.
  const submit = handleSubmit(
    async (values) => {
      setOtherErrors([]);
      const body = toUpdateOrderRequest(order, values);
      if (!body) return;
      try {
        await callApi(ordersApi.edit, { params: { id: order.id }, body });
        showToast(tc('update-order.success'), 'success');
        eventBus.publish('order.updated', { orderId: order.id });
        onClose();
      } catch (failure) {
        if (isCancelledRequest(failure)) return;
        const { fields, other } = serverFieldErrors(failure);
        let shown = false;
        const rest = [...other];
        for (const [field, key] of Object.entries(fields)) {
          const formField = formFieldOf(field);
          if (!EDIT_FIELDS.has(formField)) rest.push(`${field}: ${key}`);
          else {
            setError(serverPath(formField), { type: 'server', message: key });
            shown = true;
          }
        }
        if (!Object.keys(fields).length && !other.length) rest.push(errorTextOf(failure));
        setOtherErrors(rest);
        if (shown) focusFirstError();
        showToast(tc('update-order.failed'), 'error');
      }
    },
    () => {
      setOtherErrors([]);
      focusFirstError();
    },
  );

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id="edit-order-title">{t('edit-order.title', { code })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('edit-order.intro')}
          </Typography>
          {(SLIP_PRINTED_STATUSES as readonly string[]).includes(order.status) && (
            <Alert severity="warning">{t('edit-order.printed-warning')}</Alert>
          )}
          {otherErrors.length > 0 && (
            <Alert severity="error">
              {otherErrors.map((text) => (
                <div key={text}>{translateErrorText(text)}</div>
              ))}
            </Alert>
          )}

          <OrderFormFields
            form={{ form, businesses, risk: null }}
            disabled={saving}
            layout={EDIT_ORDER_LAYOUT}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {!changed && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('edit-order.no-change')}
          </Typography>
        )}
        <Button onClick={onClose} disabled={saving}>
          {t('edit-order.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !changed}>
          {t('edit-order.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
