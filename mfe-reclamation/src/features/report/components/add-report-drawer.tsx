import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DECISION_TYPES,
  REPORT_MESSAGES,
  REPORT_TEXT_MAX,
  SEARCH_DEBOUNCE_MS,
  type AddReportRequest,
  type DecisionType,
  type OrderReport,
  type OrderSearchHit,
} from '@wolvo/shared/contracts';
import { AddReportRules } from '@wolvo/shared/contracts/order-report';
import { errorAt, rulesResolver, setServerErrors } from '@wolvo/shared/form';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { fieldErrorsOf, isCancelledRequest } from '@wolvo/shared/http';
import { formatDinars } from '@wolvo/shared/ui/format';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { PANEL_WIDTH } from '../../../components/report-details-drawer';
import { NAMESPACE } from '../../../i18n/namespace';

const M = REPORT_MESSAGES;

/** The add-report form's fields, as typed. */
interface AddReportValues {
  orderId: string;
  decisionType: DecisionType | '';
  report: string;
  decision: string;
}

const EMPTY: AddReportValues = { orderId: '', decisionType: '', report: '', decision: '' };

/** The body the form sends (the rules check it): texts trimmed, an order id only when it is digits. */
const bodyOf = (values: AddReportValues): AddReportRequest => {
  const orderId = values.orderId.trim();
  return {
    orderId: /^[0-9]+$/.test(orderId) ? Number(orderId) : Number.NaN,
    decisionType: values.decisionType as DecisionType,
    report: values.report.trim(),
    decision: values.decision.trim() || null,
  };
};
const resolver = rulesResolver(AddReportRules, bodyOf);

/** Digits the order search accepts (an id prefix, as the header's search). */
const ID_PREFIX = /^[1-9]\d{0,9}$/;

/**
 * Orders whose id starts with the typed digits (GET /v1/order/get/search/{id}), 300 ms after typing stops;
 * the previous search is cancelled.
 */
function useOrderHits(text: string, enabled: boolean) {
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const hits = useApiQuery(
    ordersApi.search,
    { params: { id: debounced } },
    { enabled: enabled && ID_PREFIX.test(debounced) },
  );
  const searchable = enabled && ID_PREFIX.test(typed);
  // A failed search offers nothing; the list waits for the answer about what is typed now.
  return {
    items: searchable ? (hits.data ?? []) : [],
    loading: searchable && (debounced !== typed || hits.isPending),
  };
}

/** Props of `AddReportDrawer`. */
export interface AddReportDrawerProps {
  open: boolean;
  /** The order id to start with (the faulty order's report action). */
  orderId: number | null;
  onClose: () => void;
  onAdded: (report: OrderReport) => void;
}

/**
 * The add-report side panel: order id, who decides, the report and, for a wolvo decision, the decision.
 * On success it toasts `add-report.success`, closes and resets; an unknown order is `order.id.not-found`.
 */
export function AddReportDrawer({ open, orderId, onClose, onAdded }: AddReportDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc, i18n } = useTranslation();
  const { control, register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<
    AddReportValues,
    unknown,
    AddReportRequest
  >({ resolver, defaultValues: EMPTY });
  // A new report shows in the reports and the faulty orders (asked again).
  const add = useApiMutation(orderReportApi.add, {
    invalidates: [orderReportApi.list, orderReportApi.faultyOrders],
  });
  const values = watch();
  const hits = useOrderHits(values.orderId, open);
  const errors = {
    orderId: errorAt(formState.errors, 'orderId'),
    decisionType: errorAt(formState.errors, 'decisionType'),
    report: errorAt(formState.errors, 'report'),
    decision: errorAt(formState.errors, 'decision'),
  };
  const field = (name: 'report' | 'decision') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  useEffect(() => {
    if (open) reset({ ...EMPTY, orderId: orderId ? String(orderId) : '' });
  }, [open, orderId, reset]);

  const submit = handleSubmit(
    async (body) => {
      try {
        const report = await add.mutateAsync({ body });
        showToast(tc('add-report.success'), 'success');
        reset(EMPTY);
        onAdded(report);
      } catch (failure) {
        if (isCancelledRequest(failure)) return;
        setServerErrors(failure, setError);
        const { fields } = fieldErrorsOf(failure);
        showToast(
          tc(fields.orderId === M.orderNotFound ? M.orderNotFound : 'add-report.failed'),
          'error',
        );
      }
    },
    (found) => {
      if (found.orderId?.message === M.orderIdInvalid) showToast(tc(M.orderIdInvalid), 'warning');
    },
  );

  const clientDecides = values.decisionType === 'CLIENT_DECISION';
  return (
    <SidePanel
      open={open}
      title={t('report.form.add-title')}
      closeLabel={t('report.close')}
      onClose={onClose}
      width={PANEL_WIDTH}
      bare
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <SidePanelBody>
          <Stack spacing={2}>
            <Autocomplete<OrderSearchHit, false, false, true>
              freeSolo
              options={hits.items}
              loading={hits.loading}
              loadingText={tc('searching')}
              noOptionsText={tc('no-result')}
              // The server filtered them: every hit starts with the typed digits.
              filterOptions={(options) => options}
              getOptionLabel={(option) => (typeof option === 'string' ? option : String(option.id))}
              inputValue={values.orderId}
              onInputChange={(_event, value) =>
                setValue('orderId', value, { shouldValidate: formState.isSubmitted })
              }
              renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props} data-testid="order-hit">
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      <bdi>{option.id}</bdi> · <UserText>{option.code}</UserText>
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap>
                      <UserText>{option.businessName}</UserText> ·{' '}
                      <bdi>{formatDinars(option.price, i18n.language)}</bdi>
                    </Typography>
                  </Stack>
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={`${t('report.form.order-id')} *`}
                  error={Boolean(errors.orderId)}
                  helperText={errors.orderId ? tc(errors.orderId) : t('report.form.order-search')}
                  autoFocus={!orderId}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: {
                      ...params.slotProps.htmlInput,
                      inputMode: 'numeric',
                      maxLength: 10,
                    },
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="decisionType"
              render={({ field: { onChange, ...decisionType } }) => (
                <FormControl error={Boolean(errors.decisionType)}>
                  <FormLabel id="add-report-decision-type">{`${t('report.form.decision-type')} *`}</FormLabel>
                  <RadioGroup
                    aria-labelledby="add-report-decision-type"
                    {...decisionType}
                    onChange={(event) => {
                      onChange(event.target.value);
                      // The client writes a client decision: the field empties and locks.
                      if (event.target.value === 'CLIENT_DECISION') setValue('decision', '');
                    }}
                  >
                    {DECISION_TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        value={type}
                        control={<Radio />}
                        label={tc(`decision-type.${type}`)}
                      />
                    ))}
                  </RadioGroup>
                  {errors.decisionType && (
                    <FormHelperText>{tc(errors.decisionType)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <TextField
              label={`${t('report.form.report')} *`}
              {...field('report')}
              multiline
              minRows={3}
              autoFocus={Boolean(orderId)}
              error={Boolean(errors.report)}
              helperText={errors.report ? tc(errors.report) : undefined}
              slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
            />
            <TextField
              label={t('report.form.decision')}
              {...field('decision')}
              multiline
              minRows={2}
              disabled={clientDecides}
              placeholder={clientDecides ? t('report.form.client-placeholder') : undefined}
              error={Boolean(errors.decision)}
              helperText={errors.decision ? tc(errors.decision) : undefined}
              slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
            />
            <Typography variant="caption" color="text.secondary">
              {t('report.form.required')}
            </Typography>
          </Stack>
        </SidePanelBody>
        <SidePanelFooter>
          <Button onClick={onClose}>{t('report.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('report.save')}
          </Button>
        </SidePanelFooter>
      </Box>
    </SidePanel>
  );
}
