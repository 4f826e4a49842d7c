import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_PAYMENT_TYPES,
  MAX_CLIENT_COMPANIES,
  PAYMENT_WEEKDAYS,
  type ClientEditDto,
} from '@wolvo/shared/contracts';
import { DelegationPicker, GovernoratePicker } from '@wolvo/shared/ui/components/place-pickers';
import { fieldErrorsOf, isCancelledRequest, isHttpError } from '@wolvo/shared/http';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { dinarsToMillimes, millimesToInput } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { DocumentDropzone } from '@wolvo/shared/ui/components/document-dropzone';
import { getClient, getDocument, updateClient } from '../../../api/staff-edits';
import { NAMESPACE } from '../../../i18n/namespace';
import { ClientWebhooks } from './client-webhooks';
import { EditsFooter } from './edits-footer';

const TEXT_FIELDS = [
  'fullname',
  'email',
  'delegation',
  'city',
  'pickupAddress',
  'phone1',
  'phone2',
  'pos',
  'cin',
  'patent',
  'rib',
  'rc',
] as const;
const MONEY_FIELDS = ['deliveryCost', 'returnCost', 'exchangeCost'] as const;
/**
 * Free text, often Latin, and the RIB's groups of digits: shown in their own direction in Arabic (the
 * RIB would read its groups right to left); plain numbers keep the page's.
 */
const WORDS: ReadonlySet<string> = new Set(['fullname', 'email', 'pickupAddress', 'rib']);

interface ClientValues extends Record<(typeof TEXT_FIELDS)[number], string> {
  deliveryCost: string;
  returnCost: string;
  exchangeCost: string;
  companies: string[];
  paymentDays: string[];
  paymentType: string;
  keptDocuments: string[];
}

// Millimes shown as dinars with the language's decimal mark, typed back through dinarsToMillimes.
const valuesOf = (c: ClientEditDto, language: string): ClientValues => ({
  fullname: c.fullname,
  email: c.email,
  delegation: c.delegation ?? '',
  city: c.city ?? '',
  pickupAddress: c.pickupAddress ?? '',
  phone1: c.phone1 ?? '',
  phone2: c.phone2 ?? '',
  pos: c.pos ?? '',
  cin: c.cin ?? '',
  patent: c.patent ?? '',
  rib: c.rib ?? '',
  rc: c.rc ?? '',
  deliveryCost: millimesToInput(c.deliveryCost, language),
  returnCost: millimesToInput(c.returnCost, language),
  exchangeCost: millimesToInput(c.exchangeCost, language),
  companies: c.companies,
  paymentDays: c.paymentDays,
  paymentType: c.paymentType,
  keptDocuments: c.documents.map((d) => d.url),
});

/**
 * The staff client editor: every field of the client update payload, companies as chips (empty is an
 * error), payment documents (keep, remove, add with a dropzone of at most 5 files), payment days and
 * type; login and password are read-only. Saves as multipart.
 */
export function ClientEditor({
  clientId,
  canEdit,
  search,
}: {
  clientId: number | null;
  canEdit: boolean;
  search: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc, i18n } = useTranslation();
  const [client, setClient] = useState<ClientEditDto | null>(null);
  const [initial, setInitial] = useState<ClientValues | null>(null);
  const [values, setValues] = useState<ClientValues | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [companyDraft, setCompanyDraft] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (id: number, signal?: AbortSignal) => {
      const detail = await getClient(id, signal);
      setClient(detail);
      setInitial(valuesOf(detail, i18n.language));
      setValues(valuesOf(detail, i18n.language));
      setFiles([]);
      setErrors({});
    },
    [i18n],
  );

  useEffect(() => {
    setClient(null);
    setValues(null);
    if (clientId === null) return;
    const controller = new AbortController();
    load(clientId, controller.signal).catch((error: unknown) => {
      if (!isCancelledRequest(error)) showToast(i18n.t('client.id.not-found'), 'error');
    });
    return () => controller.abort();
    // Not `tc`: it changes whenever a remote's texts are added, and a reload would drop unsaved edits.
  }, [clientId, load, i18n]);

  const changed =
    !!values &&
    !!initial &&
    (files.length > 0 || JSON.stringify(values) !== JSON.stringify(initial));

  const set = <K extends keyof ClientValues>(field: K, value: ClientValues[K]) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    if (!client || !values) return;
    const typed: Record<string, string> = {};
    if (!values.companies.length) typed.companies = 'field.required';
    const form = new FormData();
    form.append('id', String(client.id));
    form.append('userId', String(client.userId));
    for (const field of TEXT_FIELDS) form.append(field, values[field]);
    for (const field of MONEY_FIELDS) {
      const millimes = dinarsToMillimes(values[field]);
      if (millimes === null) typed[field] = 'number.invalid';
      else form.append(field, String(millimes));
    }
    form.append('companies', values.companies.join(','));
    form.append('paymentDays', values.paymentDays.join(','));
    form.append('paymentType', values.paymentType);
    form.append('oldPaymentDocuments', values.keptDocuments.join(','));
    for (const file of files) form.append('newPaymentDocuments', file, file.name);
    if (Object.keys(typed).length) {
      setErrors(typed);
      return;
    }
    setBusy(true);
    try {
      const result = await updateClient(client.id, form);
      showToast(tc(result.message), 'success');
      await load(client.id);
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      setErrors(fieldErrorsOf(error).fields);
      showToast(
        tc(status === 406 ? 'update-client.company-issue' : 'update-client.failed'),
        'error',
      );
    } finally {
      setBusy(false);
    }
  };

  const openDocument = async (url: string) => {
    const blob = await getDocument(url.replace(/^\/v1/, '/v1'));
    const href = URL.createObjectURL(blob);
    window.open(href, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  };

  const disabled = busy || !canEdit;
  const help = (field: string, hint?: string) => (errors[field] ? tc(errors[field]!) : hint);
  const text = (
    field: (typeof TEXT_FIELDS)[number] | (typeof MONEY_FIELDS)[number],
    options: { required?: boolean; numeric?: boolean } = {},
  ) =>
    values && (
      <TextField
        fullWidth
        name={field}
        label={t(`edits.client.${field}`)}
        value={values[field]}
        required={options.required}
        disabled={disabled}
        error={!!errors[field]}
        helperText={help(field)}
        onChange={(e) => set(field, e.target.value)}
        // Latin names and addresses keep their order in Arabic ("45 Rue de la Liberté").
        slotProps={{
          htmlInput: options.numeric
            ? { inputMode: 'decimal' }
            : { dir: WORDS.has(field) ? 'auto' : undefined },
        }}
      />
    );
  const section = (title: string, children: ReactNode) => (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {!client || !values ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('edits.empty.users')}</Typography>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          component="form"
          aria-label={t('edits.client.heading', { id: client.id, name: client.fullname })}
          sx={{ p: { xs: 2, md: 3 } }}
          onSubmit={(e) => e.preventDefault()}
        >
          <Stack spacing={3}>
            <Typography variant="h6" component="h2">
              {t('edits.client.heading', { id: client.id, name: client.fullname })}
            </Typography>
            {section(
              t('edits.client.identity'),
              <>
                <Grid size={{ xs: 12, md: 6 }}>{text('fullname', { required: true })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('email', { required: true })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    fullWidth
                    label={t('edits.client.username')}
                    value={client.username}
                    helperText={t('edits.client.read-only')}
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    fullWidth
                    type="password"
                    label={t('edits.client.password')}
                    value="••••••••"
                    helperText={t('edits.client.read-only')}
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                </Grid>
                <Grid size={12}>
                  <Autocomplete
                    multiple
                    freeSolo
                    options={[]}
                    value={values.companies}
                    inputValue={companyDraft}
                    onInputChange={(_, value) => setCompanyDraft(value)}
                    onChange={(_, names) =>
                      set(
                        'companies',
                        names
                          .map((n) => n.trim())
                          .filter(Boolean)
                          .slice(0, MAX_CLIENT_COMPANIES),
                      )
                    }
                    disabled={disabled}
                    renderValue={(names, getItemProps) =>
                      names.map((name, index) => {
                        const { key, ...itemProps } = getItemProps({ index });
                        return (
                          <Chip
                            key={key}
                            label={name}
                            color="primary"
                            variant={index === 0 ? 'filled' : 'outlined'}
                            {...itemProps}
                          />
                        );
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        name="companies"
                        label={t('edits.client.companies')}
                        required
                        // Empty companies are highlighted as an error (spec section 5).
                        error={!!errors.companies || values.companies.length === 0}
                        helperText={help(
                          'companies',
                          values.companies.length === 0
                            ? tc('field.required')
                            : t('edits.client.companies-hint'),
                        )}
                      />
                    )}
                  />
                </Grid>
              </>,
            )}
            {section(
              t('edits.client.address'),
              <>
                <Grid size={{ xs: 12, md: 4 }}>
                  <GovernoratePicker
                    name="delegation"
                    label={t('edits.client.delegation')}
                    required
                    value={values.delegation}
                    onChange={(governorate) => {
                      set('delegation', governorate);
                      set('city', '');
                    }}
                    disabled={disabled}
                    error={errors.delegation ? help('delegation') : undefined}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <DelegationPicker
                    name="city"
                    label={t('edits.client.city')}
                    required
                    governorate={values.delegation}
                    value={values.city}
                    onChange={(delegation) => set('city', delegation)}
                    disabled={disabled}
                    error={errors.city ? help('city') : undefined}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>{text('pickupAddress', { required: true })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('phone1', { required: true })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{text('phone2')}</Grid>
              </>,
            )}
            {section(
              t('edits.client.costs'),
              MONEY_FIELDS.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 4 }}>
                  {text(field, { required: true, numeric: true })}
                </Grid>
              )),
            )}
            {section(
              t('edits.client.bank'),
              <>
                <Grid size={{ xs: 12, sm: 4 }}>{text('cin')}</Grid>
                <Grid size={{ xs: 12, sm: 8 }}>{text('rib')}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{text('rc')}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{text('pos')}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{text('patent')}</Grid>
              </>,
            )}
            {section(
              t('edits.client.payment'),
              <>
                <Grid size={12}>
                  <FormControl
                    component="fieldset"
                    disabled={disabled}
                    error={!!errors.paymentDays}
                  >
                    <FormLabel component="legend">{t('edits.client.paymentDays')}</FormLabel>
                    <FormGroup row>
                      {PAYMENT_WEEKDAYS.map((day) => (
                        <FormControlLabel
                          key={day}
                          label={t(`edits.client.weekday.${day}`)}
                          control={
                            <Checkbox
                              checked={values.paymentDays.includes(day)}
                              onChange={(e) =>
                                set(
                                  'paymentDays',
                                  e.target.checked
                                    ? PAYMENT_WEEKDAYS.filter(
                                        (d) => d === day || values.paymentDays.includes(d),
                                      )
                                    : values.paymentDays.filter((d) => d !== day),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  </FormControl>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    select
                    fullWidth
                    name="paymentType"
                    label={t('edits.client.paymentType')}
                    value={values.paymentType}
                    disabled={disabled}
                    onChange={(e) => set('paymentType', e.target.value)}
                  >
                    {CLIENT_PAYMENT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`edits.client.payment-type.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              </>,
            )}
            <Stack spacing={1.5}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                {t('edits.client.documents')}
              </Typography>
              <Typography variant="body2">{t('edits.client.kept-documents')}</Typography>
              {client.documents.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('edits.client.no-documents')}
                </Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {client.documents
                    .filter((d) => values.keptDocuments.includes(d.url))
                    .map((doc) => {
                      const n = client.documents.indexOf(doc) + 1;
                      return (
                        <Chip
                          key={doc.id}
                          label={t('edits.client.document-label', {
                            n,
                            type: doc.contentType?.split('/')[1]?.toUpperCase() ?? 'DOC',
                          })}
                          onClick={() => void openDocument(doc.url).catch(() => undefined)}
                          aria-label={t('edits.client.open-document', { n })}
                          onDelete={
                            disabled
                              ? undefined
                              : () =>
                                  set(
                                    'keptDocuments',
                                    values.keptDocuments.filter((u) => u !== doc.url),
                                  )
                          }
                        />
                      );
                    })}
                </Stack>
              )}
              <DocumentDropzone files={files} onChange={setFiles} disabled={disabled} />
              {errors.newPaymentDocuments && (
                <Alert severity="error">{tc(errors.newPaymentDocuments)}</Alert>
              )}
            </Stack>
            {!canEdit && <Alert severity="info">{t('edits.no-permission')}</Alert>}
            <ClientWebhooks clientId={client.id} />
            <EditHistory edits={client.edits} />
          </Stack>
        </Paper>
      )}
      <EditsFooter
        search={search}
        canSave={canEdit && changed && !!client}
        busy={busy}
        onSave={() => void save()}
      />
    </Stack>
  );
}
