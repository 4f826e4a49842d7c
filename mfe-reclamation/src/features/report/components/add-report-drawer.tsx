import { useEffect, useState, type FormEvent } from 'react';
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
  type DecisionType,
  type OrderReport,
  type OrderSearchHit,
} from '@wolvo/shared/contracts';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { fieldErrorsOf, isCancelledRequest } from '@wolvo/shared/http';
import { formatDinars } from '@wolvo/shared/ui/format';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { useApiMutation } from '@wolvo/shared/query';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { callApi } from '@wolvo/shared/http/api';
import { PANEL_WIDTH } from '../../../components/report-details-drawer';
import { NAMESPACE } from '../../../i18n/namespace';

const M = REPORT_MESSAGES;

/** The add-report form's values. */
interface AddReportValues {
  orderId: string;
  decisionType: DecisionType | '';
  report: string;
  decision: string;
}

const EMPTY: AddReportValues = { orderId: '', decisionType: '', report: '', decision: '' };

/** Digits the order search accepts (an id prefix, as the header's search). */
const ID_PREFIX = /^[1-9]\d{0,9}$/;

/**
 * Orders whose id starts with the typed digits (GET /v1/order/get/search/{id}), 300 ms after typing stops;
 * the previous search is cancelled.
 */
function useOrderHits(text: string, enabled: boolean) {
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [hits, setHits] = useState<{ for: string; items: OrderSearchHit[] }>({
    for: '',
    items: [],
  });
  useEffect(() => {
    if (!enabled || !ID_PREFIX.test(debounced)) return;
    const controller = new AbortController();
    callApi(ordersApi.search, { params: { id: debounced } }, { signal: controller.signal })
      .then((items) => setHits({ for: debounced, items }))
      .catch(() => setHits({ for: debounced, items: [] }));
    return () => controller.abort();
  }, [debounced, enabled]);
  const searchable = enabled && ID_PREFIX.test(text.trim());
  return {
    items: searchable && hits.for === debounced ? hits.items : [],
    loading: searchable && hits.for !== text.trim(),
  };
}

/** The add-report form's rules (spec section 5), as `field: message-key`. */
export function validateAddReport(values: AddReportValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^[0-9]+$/.test(values.orderId.trim())) errors.orderId = M.orderIdInvalid;
  if (!values.decisionType) errors.decisionType = M.required;
  if (!values.report.trim()) errors.report = M.required;
  return errors;
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
  const [values, setValues] = useState<AddReportValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useApiMutation(orderReportApi.add, { invalidates: [orderReportApi.list] });
  const hits = useOrderHits(values.orderId, open);

  useEffect(() => {
    if (open) {
      setValues({ ...EMPTY, orderId: orderId ? String(orderId) : '' });
      setErrors({});
    }
  }, [open, orderId]);

  const set = (key: keyof AddReportValues, value: string) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      // The client writes a client decision: the field empties and locks.
      ...(key === 'decisionType' && value === 'CLIENT_DECISION' ? { decision: '' } : {}),
    }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddReport(values);
    setErrors(found);
    if (found.orderId === M.orderIdInvalid) showToast(tc(M.orderIdInvalid), 'warning');
    if (Object.keys(found).length) return;
    try {
      const report = await add.mutateAsync({
        body: {
          orderId: Number(values.orderId.trim()),
          decisionType: values.decisionType as DecisionType,
          report: values.report.trim(),
          decision: values.decision.trim() || null,
        },
      });
      showToast(tc('add-report.success'), 'success');
      setValues(EMPTY);
      onAdded(report);
    } catch (failure) {
      if (isCancelledRequest(failure)) return;
      const { fields } = fieldErrorsOf(failure);
      setErrors(fields);
      showToast(
        tc(fields.orderId === M.orderNotFound ? M.orderNotFound : 'add-report.failed'),
        'error',
      );
    }
  };

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
              onInputChange={(_event, value) => set('orderId', value)}
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
            <FormControl error={Boolean(errors.decisionType)}>
              <FormLabel id="add-report-decision-type">{`${t('report.form.decision-type')} *`}</FormLabel>
              <RadioGroup
                aria-labelledby="add-report-decision-type"
                value={values.decisionType}
                onChange={(event) => set('decisionType', event.target.value)}
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
              {errors.decisionType && <FormHelperText>{tc(errors.decisionType)}</FormHelperText>}
            </FormControl>
            <TextField
              label={`${t('report.form.report')} *`}
              value={values.report}
              onChange={(event) => set('report', event.target.value)}
              multiline
              minRows={3}
              autoFocus={Boolean(orderId)}
              error={Boolean(errors.report)}
              helperText={errors.report ? tc(errors.report) : undefined}
              slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
            />
            <TextField
              label={t('report.form.decision')}
              value={values.decision}
              onChange={(event) => set('decision', event.target.value)}
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
