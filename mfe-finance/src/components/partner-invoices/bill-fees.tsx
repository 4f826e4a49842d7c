import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BillFeesRules } from '@wolvo/shared/contracts/bills';
import { errorAt, rulesResolver } from '@wolvo/shared/form';
import { dinarsToMillimes } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../i18n/namespace';

/** A fee as typed: DT as dinars, % as a percentage with two decimals at most. */
interface FeeRow {
  title: string;
  value: string;
  unit: 'DT' | '%';
}
interface FeeFields {
  fees: FeeRow[];
}

/** The typed value in the unit the server keeps (millimes or basis points); NaN when not a number. */
function wireValue({ value, unit }: FeeRow): number {
  if (unit === 'DT') return dinarsToMillimes(value) ?? Number.NaN;
  if (!/^\d{1,3}([.,]\d{0,2})?$/.test(value.trim())) return Number.NaN;
  const [whole, fraction = ''] = value.trim().split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const toBody = ({ fees }: FeeFields): BillFeesRules => ({
  fees: fees.map((fee) => ({ title: fee.title.trim(), value: wireValue(fee), unit: fee.unit })),
});

/** The fees form: rows as typed, checked by the contract's rules; `handleSubmit` hands the wire fees. */
export type FeesForm = UseFormReturn<FeeFields, unknown, BillFeesRules>;

/** A new bill's fees form, checked as they are typed. */
export function useFeesForm(): FeesForm {
  return useForm<FeeFields, unknown, BillFeesRules>({
    resolver: rulesResolver(BillFeesRules, toBody),
    mode: 'onChange',
    defaultValues: { fees: [] },
  });
}

/** The fees as typed, as one text: it changes when any fee does. */
export const useFeesText = ({ control }: FeesForm) =>
  JSON.stringify(useWatch({ control, name: 'fees' }));

/** A new bill's own fees (packaging, handling...): title, value and unit per row. */
export function BillFees({ form }: { form: FeesForm }) {
  const { t } = useTranslation(NAMESPACE);
  const { control, register, formState } = form;
  const rows = useFieldArray({ control, name: 'fees', keyName: 'key' });
  const typed = useWatch({ control, name: 'fees' });
  const text = (name: `fees.${number}.${'title' | 'value'}`) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errorAt(formState.errors, name)) };
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('invoices.fees')}
      </Typography>
      <Stack spacing={1}>
        {rows.fields.map((row, index) => (
          <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('invoices.fee-title')}
              {...text(`fees.${index}.title`)}
            />
            <TextField
              size="small"
              label={t('invoices.fee-value')}
              {...text(`fees.${index}.value`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Controller
              control={control}
              name={`fees.${index}.unit`}
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('invoices.fee-unit')}
                  {...field}
                  sx={{ minWidth: 90 }}
                >
                  <MenuItem value="DT">DT</MenuItem>
                  <MenuItem value="%">%</MenuItem>
                </TextField>
              )}
            />
            <IconButton
              aria-label={t('invoices.remove-fee', { title: typed[index]?.title ?? '' })}
              onClick={() => rows.remove(index)}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => rows.append({ title: '', value: '', unit: 'DT' })}
          >
            {t('invoices.add-fee')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
