import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
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
import { WheelRules } from '@wolvo/shared/contracts/fortune-wheel';
import { toastApiError } from '@wolvo/shared/http';
import { errorAt, rulesResolver, setServerErrors } from '@wolvo/shared/form';
import { NAMESPACE } from '../i18n/namespace';
import { WheelDrawing } from './wheel-drawing';

/** A prize as its fields hold it: the weight as typed. */
interface Row {
  id?: number;
  title: string;
  value: string;
  probability: string;
}
interface EditorValues {
  name: string;
  active: boolean;
  items: Row[];
}
const newRow = (): Row => ({ title: '', value: '', probability: '100' });

/** A weight as typed, as the number sent (the server answers for anything that is not 1 to 1000). */
const weightOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** The body the form sends: what the server's rules (`WheelRules`) check, here and there. */
const toBody = ({ name, active, items }: EditorValues): WheelBody => ({
  name,
  active,
  items: items.map((r) => ({
    ...(r.id !== undefined && { id: r.id }),
    title: r.title,
    value: r.value,
    probability: weightOf(r.probability),
  })),
});
const resolver = rulesResolver(WheelRules, toBody);

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
 * drawing. The server's rules (`WheelRules`) are checked before sending and answer again on save; their
 * messages show under the fields they name.
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
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm<
    EditorValues,
    unknown,
    WheelBody
  >({
    resolver,
    defaultValues: {
      name: initial?.name ?? '',
      active: initial?.active ?? true,
      items: initial
        ? initial.items.map((i) => ({ ...i, probability: String(i.probability) }))
        : [newRow(), newRow()],
    },
  });
  const rows = useFieldArray({ control, name: 'items', keyName: 'key' });
  const items = useWatch({ control, name: 'items' });
  const { errors } = formState;
  const chances = chancesOf(
    items.map((r) => weightOf(r.probability)),
    i18n.language,
  );
  // A field's error is a key of the common namespace: the server's rule, from the browser or the server.
  const errorOf = (field: string) => {
    const key = errorAt(errors, field);
    return key ? t(key, { ns: 'common' }) : undefined;
  };
  /** A text field's props: registered (MUI's input takes the ref) and showing its rule's message. */
  const text = (name: FieldPath<EditorValues>) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errorAt(errors, name)),
      helperText: errorOf(name),
    };
  };

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (failure) {
      // Fields name their own problem; anything else (or a failure without fields) is a toast.
      if (!setServerErrors(failure, setError)) toastApiError(failure);
    }
  });

  return (
    <Grid container spacing={3} component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          {Object.keys(errors).length > 0 && <Alert severity="error">{t('editor.invalid')}</Alert>}
          <TextField
            label={t('editor.name')}
            {...text('name')}
            required
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <FormControlLabel
            control={
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                )}
              />
            }
            label={t('editor.active')}
          />
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('editor.items')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('editor.items-help')}
            </Typography>
            {errorOf('items') && (
              <Typography variant="body2" color="error" role="alert">
                {errorOf('items')}
              </Typography>
            )}
          </Box>
          {rows.fields.map((row, i) => {
            const n = i + 1;
            return (
              <Paper key={row.key} variant="outlined" sx={{ p: 1.5 }} data-testid="wheel-item-row">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    size="small"
                    label={t('editor.item-title', { n })}
                    {...text(`items.${i}.title`)}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    size="small"
                    label={t('editor.item-value', { n })}
                    {...text(`items.${i}.value`)}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    size="small"
                    label={t('editor.item-probability', { n })}
                    {...text(`items.${i}.probability`)}
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
                      disabled={rows.fields.length <= WHEEL_MIN_ITEMS}
                      onClick={() => {
                        rows.remove(i);
                        // The rows after it move up: the per-row complaints no longer match.
                        clearErrors('items');
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
              disabled={rows.fields.length >= WHEEL_MAX_ITEMS}
              onClick={() => rows.append(newRow())}
            >
              {t('editor.add-item')}
            </Button>
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('editor.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
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
            titles={items.map((r, i) => r.title || t('editor.item-title', { n: i + 1 }))}
            label={t('roulette.wheel-label', { items: items.map((r) => r.title).join(', ') })}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
