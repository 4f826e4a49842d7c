import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_AREA,
  ORDER_PAYMENT_TYPES,
  ORDER_SOURCES,
  SEARCH_DEBOUNCE_MS,
  TUNISIAN_PHONE_PATTERN,
  type OrderPaymentType,
  type OrderSource,
  type RefusalRisk,
} from '@wolvo/shared/contracts';
import {
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATE_NAMES,
  delegationsOf,
  foldPlaceName,
  governorateMatches,
} from '@wolvo/shared/geo';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { isCancelledRequest, toastApiError, translateErrorText } from '@wolvo/shared/http';
import { useLanguage } from '@wolvo/shared/i18n';
import { Link as RouterLink } from '@wolvo/shared/router';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/translations';
import { getBusinesses, type BusinessOption } from '../../api/get-businesses';
import { RefusalRiskChip } from '../../components/refusal-risk-chip';
import { addOrder } from './api/add-order';
import { getRefusalRisk } from './api/get-refusal-risk';
import {
  EMPTY_FORM,
  normalizePhone,
  serverFieldErrors,
  toAddOrderRequest,
  validateAddOrder,
  type AddOrderFormValues,
  type FieldErrors,
} from './add-order-form';

const PHONE = new RegExp(TUNISIAN_PHONE_PATTERN);
/** Server field names the form shows under a field; errors on any other are listed above the form. */
const SHOWN_FIELDS = new Set([
  'businessId',
  'source',
  'recipient.fullname',
  'recipient.phone1',
  'recipient.phone2',
  'recipient.email',
  'recipient.delegation',
  'recipient.city',
  'recipient.address',
  'recipient.postalCode',
  'merchandise',
  'merchandiseQuantity',
  'price',
  'paymentType',
  'reference',
  'deliveryDate',
  'deliveryFrom',
  'deliveryTo',
  'note',
]);
/** The merchant API's source is set by the server, never picked by hand. */
const MANUAL_SOURCES = ORDER_SOURCES.filter((source) => source !== 'API');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset">
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 600, px: 0.5, float: 'left', width: '100%', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** Add order (client area, `orders/add-order`): one delivery for one of the caller's companies. */
export default function AddOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const [values, setValues] = usePageState<AddOrderFormValues>('add-order.form', EMPTY_FORM);
  const [errors, setErrors] = usePageState<FieldErrors>('add-order.errors', {});
  const [savedCode, setSavedCode] = usePageState<string | null>('add-order.saved', null);
  const [businesses, setBusinesses] = useState<BusinessOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [risk, setRisk] = useState<RefusalRisk | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field in error gets the focus (and scrolls into view).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  useEffect(() => {
    const controller = new AbortController();
    getBusinesses(controller.signal).then(setBusinesses, (failure: unknown) => {
      if (!isCancelledRequest(failure)) toastApiError(failure);
    });
    return () => controller.abort();
  }, []);

  // The main company (the first) is chosen until the user picks another.
  useEffect(() => {
    if (businesses.length > 0 && !values.businessId)
      setValues((v) => ({ ...v, businessId: String(businesses[0].id) }));
  }, [businesses, values.businessId, setValues]);

  const phone = useDebouncedValue(normalizePhone(values.phone1.trim()), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!PHONE.test(phone)) {
      setRisk(null);
      return;
    }
    const controller = new AbortController();
    getRefusalRisk(phone, controller.signal).then(setRisk, () => setRisk(null));
    return () => controller.abort();
  }, [phone]);

  const set = <K extends keyof AddOrderFormValues>(key: K, value: AddOrderFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  // An edited field loses its error; `field` is the server's name of it.
  const edit = <K extends keyof AddOrderFormValues>(
    key: K,
    field: string,
    value: AddOrderFormValues[K],
  ) => {
    set(key, value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? translateErrorText(key) : '';
  };
  const fieldProps = (field: string, hint?: string) => ({
    error: Boolean(errors[field]),
    helperText: errorOf(field) || hint || undefined,
    fullWidth: true,
    size: 'small' as const,
    disabled: savedCode !== null,
    slotProps: { formHelperText: { 'data-field': field } as object },
  });

  const reset = () => {
    setValues({
      ...EMPTY_FORM,
      businessId: businesses.length > 0 ? String(businesses[0].id) : '',
    });
    setErrors({});
    setSavedCode(null);
    setRisk(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddOrder(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      const order = await addOrder(toAddOrderRequest(values));
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
      const { fields } = serverFieldErrors(failure);
      if (Object.keys(fields).length) {
        setErrors(fields);
        focusFirstError();
        showToast(t('add-order.failed'), 'error');
      } else toastApiError(failure);
    } finally {
      setSaving(false);
    }
  };

  const governorateLabel = (name: string) =>
    language === 'ar' && GOVERNORATE_ARABIC_NAMES[name]
      ? `${GOVERNORATE_ARABIC_NAMES[name]} (${name})`
      : name;
  const disabled = savedCode !== null;
  const otherErrors = Object.entries(errors).filter(
    ([field, key]) => key && !SHOWN_FIELDS.has(field),
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('add-order.required')}
        </Typography>
        {otherErrors.length > 0 && (
          <Alert severity="error">
            {otherErrors.map(([field, key]) => (
              <div key={field}>{translateErrorText(`${field}: ${key}`)}</div>
            ))}
          </Alert>
        )}
        {savedCode && (
          <Alert
            severity="success"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={reset}>
                  {t('add-order.add-another')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to={`/${language}/${CLIENT_AREA}/orders/order-of-the-day`}
                >
                  {t('pages.order-of-the-day.title')}
                </Button>
              </Stack>
            }
          >
            {t('add-order.saved', { code: savedCode })}
          </Alert>
        )}

        <Section title={t('add-order.section.company')}>
          <TextField
            select
            required
            label={t('add-order.field.businessId')}
            value={
              businesses.some((b) => String(b.id) === values.businessId) ? values.businessId : ''
            }
            onChange={(e) => edit('businessId', 'businessId', e.target.value)}
            {...fieldProps(
              'businessId',
              businesses.length === 0 ? t('add-order.no-company') : undefined,
            )}
          >
            {businesses.map((business) => (
              <MenuItem key={business.id} value={String(business.id)}>
                {business.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('add-order.field.source')}
            value={values.source}
            onChange={(e) => edit('source', 'source', e.target.value as OrderSource)}
            {...fieldProps('source')}
          >
            {MANUAL_SOURCES.map((source) => (
              <MenuItem key={source} value={source}>
                {tc(`source.${source}`)}
              </MenuItem>
            ))}
          </TextField>
        </Section>

        <Section title={t('add-order.section.recipient')}>
          <TextField
            required
            label={t('add-order.field.fullname')}
            value={values.fullname}
            onChange={(e) => edit('fullname', 'recipient.fullname', e.target.value)}
            autoComplete="off"
            {...fieldProps('recipient.fullname')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'recipient.fullname' } as object,
            }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              required
              label={t('add-order.field.phone1')}
              value={values.phone1}
              onChange={(e) => edit('phone1', 'recipient.phone1', e.target.value)}
              {...fieldProps('recipient.phone1', t('add-order.hint.phone'))}
              slotProps={{
                htmlInput: { inputMode: 'tel', dir: 'ltr' },
                formHelperText: { 'data-field': 'recipient.phone1' } as object,
              }}
            />
            {risk && (
              <Box sx={{ pt: 0.75, flexShrink: 0 }}>
                <RefusalRiskChip risk={risk} />
              </Box>
            )}
          </Stack>
          <TextField
            label={t('add-order.field.phone2')}
            value={values.phone2}
            onChange={(e) => edit('phone2', 'recipient.phone2', e.target.value)}
            {...fieldProps('recipient.phone2', t('add-order.hint.phone'))}
            slotProps={{
              htmlInput: { inputMode: 'tel', dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.phone2' } as object,
            }}
          />
          <TextField
            type="email"
            label={t('add-order.field.email')}
            value={values.email}
            onChange={(e) => edit('email', 'recipient.email', e.target.value)}
            {...fieldProps('recipient.email')}
            slotProps={{
              htmlInput: { dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.email' } as object,
            }}
          />
          <Autocomplete
            options={GOVERNORATE_NAMES as string[]}
            value={values.governorate || null}
            onChange={(_, next) => {
              setValues((v) => ({ ...v, governorate: next ?? '', delegation: '' }));
              setErrors((e) => ({
                ...e,
                'recipient.delegation': undefined,
                'recipient.city': undefined,
              }));
            }}
            getOptionLabel={governorateLabel}
            filterOptions={(options, state) =>
              options.filter((name) => governorateMatches(name, state.inputValue))
            }
            noOptionsText={t('add-order.no-options')}
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('add-order.field.delegation')}
                error={Boolean(errors['recipient.delegation'])}
                helperText={errorOf('recipient.delegation') || undefined}
                size="small"
              />
            )}
          />
          <Autocomplete
            options={delegationsOf(values.governorate) as string[]}
            value={values.delegation || null}
            onChange={(_, next) => edit('delegation', 'recipient.city', next ?? '')}
            filterOptions={(options, state) => {
              const query = foldPlaceName(state.inputValue);
              return options.filter((name) => foldPlaceName(name).includes(query));
            }}
            noOptionsText={t('add-order.no-options')}
            disabled={disabled || !values.governorate}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('add-order.field.city')}
                error={Boolean(errors['recipient.city'])}
                helperText={
                  errorOf('recipient.city') ||
                  (values.governorate ? undefined : t('add-order.choose-governorate'))
                }
                size="small"
              />
            )}
          />
          <TextField
            required
            label={t('add-order.field.address')}
            value={values.address}
            onChange={(e) => edit('address', 'recipient.address', e.target.value)}
            {...fieldProps('recipient.address')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'recipient.address' } as object,
            }}
          />
          <TextField
            label={t('add-order.field.postalCode')}
            value={values.postalCode}
            onChange={(e) => edit('postalCode', 'recipient.postalCode', e.target.value)}
            {...fieldProps('recipient.postalCode')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.postalCode' } as object,
            }}
          />
        </Section>

        <Section title={t('add-order.section.parcel')}>
          <TextField
            required
            label={t('add-order.field.merchandise')}
            value={values.merchandise}
            onChange={(e) => edit('merchandise', 'merchandise', e.target.value)}
            {...fieldProps('merchandise')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'merchandise' } as object,
            }}
          />
          <TextField
            required
            label={t('add-order.field.merchandiseQuantity')}
            value={values.quantity}
            onChange={(e) => edit('quantity', 'merchandiseQuantity', e.target.value)}
            {...fieldProps('merchandiseQuantity')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', dir: 'ltr' },
              formHelperText: { 'data-field': 'merchandiseQuantity' } as object,
            }}
          />
          <TextField
            required
            label={t('add-order.field.price')}
            value={values.price}
            onChange={(e) => edit('price', 'price', e.target.value)}
            {...fieldProps('price', t('add-order.hint.price'))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr' },
              formHelperText: { 'data-field': 'price' } as object,
            }}
          />
          <TextField
            select
            required
            label={t('add-order.field.paymentType')}
            value={values.paymentType}
            onChange={(e) => edit('paymentType', 'paymentType', e.target.value as OrderPaymentType)}
            {...fieldProps('paymentType')}
          >
            {ORDER_PAYMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {tc(`payment-type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.canOpen}
                  onChange={(e) => set('canOpen', e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('add-order.field.canOpen')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.fragile}
                  onChange={(e) => set('fragile', e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('add-order.field.fragile')}
            />
          </Stack>
          <TextField
            label={t('add-order.field.reference')}
            value={values.reference}
            onChange={(e) => edit('reference', 'reference', e.target.value)}
            {...fieldProps('reference')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'reference' } as object,
            }}
          />
        </Section>

        <Section title={t('add-order.section.delivery')}>
          <TextField
            type="date"
            label={t('add-order.field.deliveryDate')}
            value={values.deliveryDate}
            onChange={(e) => edit('deliveryDate', 'deliveryDate', e.target.value)}
            {...fieldProps('deliveryDate')}
            slotProps={{
              inputLabel: { shrink: true },
              formHelperText: { 'data-field': 'deliveryDate' } as object,
            }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              type="time"
              label={t('add-order.field.deliveryFrom')}
              value={values.deliveryFrom}
              onChange={(e) => edit('deliveryFrom', 'deliveryFrom', e.target.value)}
              {...fieldProps('deliveryFrom')}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: { 'data-field': 'deliveryFrom' } as object,
              }}
            />
            <TextField
              type="time"
              label={t('add-order.field.deliveryTo')}
              value={values.deliveryTo}
              onChange={(e) => edit('deliveryTo', 'deliveryTo', e.target.value)}
              {...fieldProps('deliveryTo')}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: { 'data-field': 'deliveryTo' } as object,
              }}
            />
          </Stack>
          <TextField
            multiline
            minRows={2}
            label={t('add-order.field.note')}
            value={values.note}
            onChange={(e) => edit('note', 'note', e.target.value)}
            {...fieldProps('note')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'note' } as object,
            }}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Section>

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
