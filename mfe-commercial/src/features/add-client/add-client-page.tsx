import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  MAX_CLIENT_COMPANIES,
  PAYMENT_DOCUMENTS_FIELD,
  PAYMENT_WEEKDAYS,
  STAFF_AREA,
  type AddClientResult,
  type DeliveryCompany,
} from '@wolvo/shared/contracts';
import { DelegationPicker, GovernoratePicker } from '@wolvo/shared/ui/components/place-pickers';
import { fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { Link as RouterLink, useNavigate } from '@wolvo/shared/router';
import { DocumentDropzone } from '@wolvo/shared/ui/components/document-dropzone';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { showToast } from '@wolvo/shared/ui/toast';
import { addClient, getDeliveryCompanies } from '../../api/clients';
import { CredentialsDialog } from '../../components/clients/credentials-dialog';
import { NAMESPACE } from '../../i18n/namespace';
import {
  checkTyped,
  EMPTY_CLIENT,
  placeServerErrors,
  toAddClientRequest,
  type AddClientErrors,
  type AddClientFormValues,
} from './add-client-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

/**
 * Add client (staff area, `commercial/clients/add`): the merchant's identity, companies (main first),
 * pickup address, prices, identity and bank details and payment terms. The server checks every rule
 * and names the field; the generated credentials are shown once, then the list opens.
 */
export default function AddClientPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;
  const listHref = `/${language}/${STAFF_AREA}/commercial/clients`;
  const [values, setValues] = useState<AddClientFormValues>(EMPTY_CLIENT);
  const [errors, setErrors] = useState<AddClientErrors>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<AddClientResult | null>(null);
  const [partners, setPartners] = useState<DeliveryCompany[]>([]);
  const [companyDraft, setCompanyDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();

  useEffect(() => {
    getDeliveryCompanies().then(setPartners, () => setPartners([]));
  }, []);

  const set = <K extends keyof AddClientFormValues>(field: K, value: AddClientFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its problem at once.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = checkTyped(values);
    setErrors(typed);
    if (Object.keys(typed).length) return;
    setBusy(true);
    setFilesError(undefined);
    try {
      setAdded(await addClient(toAddClientRequest(values), files));
    } catch (failure) {
      const { fields, other } = fieldErrorsOf(failure);
      const placed = placeServerErrors(fields);
      setFilesError(fields[PAYMENT_DOCUMENTS_FIELD]);
      if (other.includes('user.email-exists')) placed.email = 'user.email-exists';
      setErrors(placed);
      if (!Object.keys(placed).length && !fields[PAYMENT_DOCUMENTS_FIELD]) toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const help = (field: keyof AddClientErrors, hint?: string) =>
    errors[field] ? tc(errors[field]) : hint;
  const text = (
    field: keyof AddClientFormValues & keyof AddClientErrors,
    options: {
      required?: boolean;
      type?: string;
      hint?: string;
      inputMode?: 'numeric' | 'decimal';
    } = {},
  ) => (
    <TextField
      label={t(`clients.form.${field}`)}
      name={field}
      type={options.type ?? 'text'}
      required={options.required}
      fullWidth
      value={values[field] as string}
      onChange={(e) => set(field, e.target.value as never)}
      error={!!errors[field]}
      helperText={help(field, options.hint)}
      disabled={busy}
      slotProps={{ htmlInput: { inputMode: options.inputMode } }}
    />
  );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <PageHeading namespace={NAMESPACE} page="add-client" section="commercial" />
      <Section title={t('clients.form.identity')}>
        <Grid size={{ xs: 12, md: 6 }}>{text('fullname', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text('email', { required: true, type: 'email', hint: t('clients.form.email-hint') })}
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
            disabled={busy}
            renderValue={(names, getItemProps) =>
              names.map((name, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    label={name}
                    variant={index === 0 ? 'filled' : 'outlined'}
                    {...itemProps}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('clients.form.companies')}
                name="companies"
                required
                error={!!errors.companies}
                helperText={help('companies', t('clients.form.companies-hint'))}
              />
            )}
          />
        </Grid>
      </Section>

      <Section title={t('clients.form.address')}>
        <Grid size={{ xs: 12, md: 4 }}>
          <GovernoratePicker
            name="delegation"
            label={t('clients.form.delegation')}
            required
            value={values.delegation}
            onChange={(governorate) => {
              set('delegation', governorate);
              set('city', '');
            }}
            disabled={busy}
            error={errors.delegation ? help('delegation') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DelegationPicker
            name="city"
            label={t('clients.form.city')}
            required
            governorate={values.delegation}
            value={values.city}
            onChange={(delegation) => set('city', delegation)}
            disabled={busy}
            error={errors.city ? help('city') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{text('pickupAddress', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text('phone1', { required: true, type: 'tel', inputMode: 'numeric' })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text('phone2', { type: 'tel', inputMode: 'numeric' })}
        </Grid>
      </Section>

      <Section title={t('clients.form.costs')}>
        {(['deliveryCost', 'returnCost', 'exchangeCost'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 4 }}>
            {text(field, { required: true, inputMode: 'decimal' })}
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>{text('insurance', { inputMode: 'decimal' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('refund', { inputMode: 'decimal' })}</Grid>
      </Section>

      <Section title={t('clients.form.bank')}>
        <Grid size={{ xs: 12, sm: 4 }}>{text('cin', { inputMode: 'numeric' })}</Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{text('rib', { inputMode: 'numeric' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('rc')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('pos')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('patent')}</Grid>
      </Section>

      <Section title={t('clients.form.payment')}>
        <Grid size={12}>
          <FormControl component="fieldset" error={!!errors.paymentDays} disabled={busy}>
            <FormLabel component="legend">{t('clients.form.paymentDays')}</FormLabel>
            <FormGroup row>
              {PAYMENT_WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`clients.weekday.${day}`)}
                  control={
                    <Checkbox
                      checked={values.paymentDays.includes(day)}
                      onChange={(e) =>
                        set(
                          'paymentDays',
                          e.target.checked
                            ? [...values.paymentDays, day]
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
            label={t('clients.form.paymentType')}
            name="paymentType"
            value={values.paymentType}
            onChange={(e) => set('paymentType', e.target.value as 'CACHE' | 'BANK_TRANSFER')}
            disabled={busy}
          >
            {(['CACHE', 'BANK_TRANSFER'] as const).map((type) => (
              <MenuItem key={type} value={type}>
                {t(`clients.form.payment-type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('clients.form.preferredDeliveryCompanyId')}
            name="preferredDeliveryCompanyId"
            value={values.preferredDeliveryCompanyId ?? ''}
            onChange={(e) =>
              set(
                'preferredDeliveryCompanyId',
                e.target.value === '' ? null : Number(e.target.value),
              )
            }
            error={!!errors.preferredDeliveryCompanyId}
            helperText={help('preferredDeliveryCompanyId')}
            disabled={busy}
            // "None" is a choice of its own: show it rather than an empty box under the label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('clients.form.none')}</MenuItem>
            {partners.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Section>
      <Section title={t('clients.form.documents')}>
        <Grid size={12}>
          <DocumentDropzone
            files={files}
            onChange={(next) => {
              setFiles(next);
              setFilesError(undefined);
            }}
            disabled={busy}
          />
          {filesError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {tc(filesError)}
            </Alert>
          )}
        </Grid>
      </Section>

      {(Object.values(errors).some(Boolean) || filesError) && (
        <Alert severity="error">{t('clients.form.fix-errors')}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={listHref} disabled={busy}>
          {t('clients.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('clients.form.save')}
        </Button>
      </Box>
      <CredentialsDialog
        added={added}
        onDone={() => {
          if (added) showToast(tc(added.message), 'success');
          setAdded(null);
          void navigate(listHref);
        }}
      />
    </Stack>
  );
}
