import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import {
  localeOf,
  WHEEL_MAX_ITEMS,
  WHEEL_MIN_ITEMS,
  type WheelBody,
  type WheelDetail,
} from '@wolvo/shared/contracts';
import { fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { NAMESPACE } from '../i18n/namespace';
import { WheelDrawing } from './wheel-drawing';

interface Row {
  key: number;
  id?: number;
  title: string;
  value: string;
  probability: string;
}

let nextKey = 1;
const rowOf = (item?: Partial<Omit<Row, 'key'>>): Row => ({
  key: nextKey++,
  title: '',
  value: '',
  probability: '100',
  ...item,
});

/** A weight as typed, as the number sent (the server answers for anything that is not 1 to 1000). */
const weightOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** Each row's chance in percent from the typed weights (for display; the server draws). */
export function chancesOf(weights: number[], language: string): string[] {
  const valid = weights.map((w) => (Number.isInteger(w) && w >= 1 && w <= 1000 ? w : 0));
  const total = valid.reduce((a, b) => a + b, 0);
  const format = new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  } as Intl.NumberFormatOptions);
  return valid.map((w) => (total ? format.format(w / total) : '–'));
}

/**
 * The wheel form: name, active, 2 to 12 prizes (title, code, weight) with each one's chance and a live
 * drawing. The server's rules answer on save; their messages show under the fields they name.
 */
export function WheelEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: WheelDetail | null;
  onSave: (body: WheelBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [name, setName] = useState(initial?.name ?? '');
  const [active, setActive] = useState(initial?.active ?? true);
  const [rows, setRows] = useState<Row[]>(() =>
    initial
      ? initial.items.map((i) =>
          rowOf({ id: i.id, title: i.title, value: i.value, probability: String(i.probability) }),
        )
      : [rowOf(), rowOf()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chances = chancesOf(
    rows.map((r) => weightOf(r.probability)),
    i18n.language,
  );
  // Editing a field clears the server's complaint about it.
  const clearError = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const update = (index: number, field: keyof Omit<Row, 'key' | 'id'>, value: string) => {
    setRows((all) => all.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
    clearError(`items.${index}.${field}`);
  };
  const errorOf = (field: string) =>
    errors[field] ? t(errors[field], { ns: 'common' }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSave({
        name,
        active,
        items: rows.map((r) => ({
          ...(r.id !== undefined && { id: r.id }),
          title: r.title,
          value: r.value,
          probability: weightOf(r.probability),
        })),
      });
    } catch (failure) {
      const { fields } = fieldErrorsOf(failure);
      setErrors(fields);
      // Fields name their own problem; anything else (or a failure without fields) is a toast.
      if (!Object.keys(fields).length) toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid container spacing={3} component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          {Object.keys(errors).length > 0 && <Alert severity="error">{t('editor.invalid')}</Alert>}
          <TextField
            label={t('editor.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clearError('name');
            }}
            error={Boolean(errors.name)}
            helperText={errorOf('name')}
            required
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={t('editor.active')}
          />
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('editor.items')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('editor.items-help')}
            </Typography>
            {errors.items && (
              <Typography variant="body2" color="error" role="alert">
                {errorOf('items')}
              </Typography>
            )}
          </Box>
          {rows.map((row, i) => {
            const n = i + 1;
            return (
              <Paper key={row.key} variant="outlined" sx={{ p: 1.5 }} data-testid="wheel-item-row">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    size="small"
                    label={t('editor.item-title', { n })}
                    value={row.title}
                    onChange={(e) => update(i, 'title', e.target.value)}
                    error={Boolean(errors[`items.${i}.title`])}
                    helperText={errorOf(`items.${i}.title`)}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    size="small"
                    label={t('editor.item-value', { n })}
                    value={row.value}
                    onChange={(e) => update(i, 'value', e.target.value)}
                    error={Boolean(errors[`items.${i}.value`])}
                    helperText={errorOf(`items.${i}.value`)}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    size="small"
                    label={t('editor.item-probability', { n })}
                    value={row.probability}
                    onChange={(e) => update(i, 'probability', e.target.value)}
                    error={Boolean(errors[`items.${i}.probability`])}
                    helperText={
                      errorOf(`items.${i}.probability`) ??
                      t('editor.chance', { percent: chances[i] })
                    }
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ flex: 1 }}
                  />
                  <Box>
                    <IconButton
                      aria-label={t('editor.remove-item', { n })}
                      disabled={rows.length <= WHEEL_MIN_ITEMS}
                      onClick={() => {
                        setRows((all) => all.filter((r) => r.key !== row.key));
                        // The rows after it move up: the server's per-row complaints no longer match.
                        setErrors((all) =>
                          Object.fromEntries(
                            Object.entries(all).filter(([field]) => !field.startsWith('items.')),
                          ),
                        );
                      }}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Box>
                </Stack>
              </Paper>
            );
          })}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={rows.length >= WHEEL_MAX_ITEMS}
              onClick={() => setRows((all) => [...all, rowOf()])}
            >
              {t('editor.add-item')}
            </Button>
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('editor.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('editor.save')}
            </Button>
          </Stack>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('editor.preview')}
          </Typography>
          <WheelDrawing
            titles={rows.map((r, i) => r.title || t('editor.item-title', { n: i + 1 }))}
            label={t('roulette.wheel-label', { items: rows.map((r) => r.title).join(', ') })}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
