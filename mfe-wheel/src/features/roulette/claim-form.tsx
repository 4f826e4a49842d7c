import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@wolvo/shared/contracts';
import { GOVERNORATES, placeNamesIn } from '@wolvo/shared/geo';
import { errorTextOf, fieldErrorsOf } from '@wolvo/shared/http/errors';
import { NAMESPACE } from '../../i18n/namespace';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { callPublicApi } from '@wolvo/shared/http/fetch';

// The winner's form, its own chunk: the governorates and delegations (`@wolvo/shared/geo`) and the select
// load once a spin starts, not with the page a customer first sees.
// Plain state, not react-hook-form: no other script of this public page loads it, and its chunk (15 KB
// gzip) would come with every win for a form the server alone checks.

type Field = 'fullname' | 'phone' | 'governorate' | 'delegation' | 'address';

export function ClaimForm({
  urlId,
  language,
  onSaved,
}: {
  urlId: string;
  language: Language;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<Record<Field, string>>({
    fullname: '',
    phone: '',
    governorate: '',
    delegation: '',
    address: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const delegations = useMemo(
    () => GOVERNORATES.find((g) => g.name === values.governorate)?.delegations ?? [],
    [values.governorate],
  );
  const set = (field: Field, value: string) =>
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'governorate' && { delegation: '' }),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOther(null);
    try {
      await callPublicApi(wheelApi.save, { body: { urlId, ...values } });
      onSaved();
    } catch (failure) {
      const { fields, other: rest } = fieldErrorsOf(failure);
      setErrors(fields as Partial<Record<Field, string>>);
      const text = rest[0] ?? (Object.keys(fields).length ? null : errorTextOf(failure));
      setOther(text);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: Field,
    props: { type?: string; autoComplete?: string; multiline?: boolean },
  ) => (
    <FormControl error={Boolean(errors[field])} fullWidth>
      <InputLabel htmlFor={`claim-${field}`}>{t(`roulette.${field}`)}</InputLabel>
      <OutlinedInput
        id={`claim-${field}`}
        name={field}
        label={t(`roulette.${field}`)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        type={props.type}
        autoComplete={props.autoComplete}
        multiline={props.multiline}
        minRows={props.multiline ? 2 : undefined}
        inputProps={{ 'aria-describedby': errors[field] ? `claim-${field}-error` : undefined }}
      />
      {errors[field] && (
        <FormHelperText id={`claim-${field}-error`}>
          {t(errors[field]!, { ns: 'common' })}
        </FormHelperText>
      )}
    </FormControl>
  );
  const select = (field: 'governorate' | 'delegation', options: readonly string[]) => (
    <FormControl error={Boolean(errors[field])} fullWidth>
      <InputLabel htmlFor={`claim-${field}`} shrink>
        {t(`roulette.${field}`)}
      </InputLabel>
      <NativeSelect
        id={`claim-${field}`}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        input={<OutlinedInput label={t(`roulette.${field}`)} notched />}
        inputProps={{
          name: field,
          'aria-describedby': errors[field] ? `claim-${field}-error` : undefined,
        }}
      >
        <option value="">{t('roulette.choose')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {field === 'governorate'
              ? placeNamesIn(language, name, '').governorate
              : placeNamesIn(language, values.governorate, name).delegation}
          </option>
        ))}
      </NativeSelect>
      {errors[field] && (
        <FormHelperText id={`claim-${field}-error`}>
          {t(errors[field]!, { ns: 'common' })}
        </FormHelperText>
      )}
    </FormControl>
  );

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="claim-title">
      <Typography id="claim-title" variant="h6" component="h2">
        {t('roulette.claim-title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('roulette.claim-intro')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        {text('fullname', { autoComplete: 'name' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {select(
          'governorate',
          GOVERNORATES.map((g) => g.name),
        )}
        {select('delegation', delegations)}
        {text('address', { autoComplete: 'street-address', multiline: true })}
        {other && <Alert severity="error">{t(other, { ns: 'common' })}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('roulette.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
