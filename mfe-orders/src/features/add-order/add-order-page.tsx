import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { errorsByField, setServerErrors } from '@wolvo/shared/form';
import { usePageState } from '@wolvo/shared/hooks';
import { toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { UnplacedErrorsAlert } from '../../components/order-form/unplaced-errors-alert';
import { NAMESPACE } from '../../i18n/namespace';
import { PageActionGate } from '../../components/page-action-gate';
import { ORDER_FORM_FIELDS, OrderFormFields } from '../../components/order-form/order-form-fields';
import { ServiceChoice } from '../../components/order-form/service-choice';
import { toAddOrderRequest } from '../../components/order-form/order-form-values';
import { useOrderForm } from '../../components/order-form/use-order-form';
import { SavedAlert } from '../../components/order-form/saved-alert';

/** Add order (client area, `orders/add-order`): one delivery for one of the caller's companies. */
function AddOrderScreen() {
  const { t } = useTranslation(NAMESPACE);
  const state = useOrderForm('add-order');
  const { handleSubmit, setError, formState } = state.form;
  const saving = formState.isSubmitting;
  const [savedCode, setSavedCode] = usePageState<string | null>('add-order.saved', null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field in error gets the focus (and scrolls into view).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const reset = () => {
    state.reset();
    setSavedCode(null);
  };

  // The form's checks (the server's rules on its body) run first; a refused field is focused.
  const submit = handleSubmit(async (values) => {
    try {
      const order = await callApi(ordersApi.add, { body: toAddOrderRequest(values) });
      const code = order.partnerCode || order.code;
      setSavedCode(code);
      showToast(
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{t('add-order.saved', { code })}</span>
          <Button size="small" color="inherit" variant="outlined" onClick={reset}>
            {t('add-order.add-another')}
          </Button>
        </Stack>,
        'success',
      );
    } catch (failure) {
      if (setServerErrors(failure, setError)) {
        focusFirstError();
        showToast(t('add-order.failed'), 'error');
      } else toastApiError(failure);
    }
  }, focusFirstError);

  const disabled = savedCode !== null;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <Stack spacing={2}>
        <PageHeading namespace={NAMESPACE} page="add-order" section="orders" />
        {/* An exchange is its own form: choosing one moves to it before anything is typed here. */}
        <ServiceChoice value="DELIVERY" disabled={disabled} sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="body2" color="text.secondary">
          {t('add-order.required')}
        </Typography>
        <UnplacedErrorsAlert
          errors={errorsByField(formState.errors)}
          placed={(field) => ORDER_FORM_FIELDS.has(field)}
        />
        {savedCode && (
          <SavedAlert
            anotherLabel={t('add-order.add-another')}
            onAnother={reset}
            list={{ path: 'orders/order-of-the-day', label: t('pages.order-of-the-day.title') }}
          >
            {t('add-order.saved', { code: savedCode })}
          </SavedAlert>
        )}

        <OrderFormFields form={state} disabled={savedCode !== null} />

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={reset} disabled={saving}>
            {t('add-order.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || disabled}>
            {t('add-order.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The page for users with ADD on the orders; the others see why they cannot use it. */
export default function AddOrderPage() {
  return (
    <PageActionGate page="add-order" action="ADD">
      <AddOrderScreen />
    </PageActionGate>
  );
}
