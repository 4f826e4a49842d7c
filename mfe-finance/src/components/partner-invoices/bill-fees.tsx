import type { Dispatch, SetStateAction } from 'react';
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
import { useTranslation } from 'react-i18next';
import type { BillFeeInput } from '@wolvo/shared/contracts';
import { dinarsToMillimes } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../i18n/namespace';

/** A fee as typed: DT as dinars, % as a percentage with two decimals at most. */
export interface FeeRow {
  title: string;
  value: string;
  unit: 'DT' | '%';
}

/** The typed fee in the unit the server keeps (millimes or basis points); null when not a number. */
export function toFeeInput(fee: FeeRow): BillFeeInput | null {
  const title = fee.title.trim();
  if (!title) return null;
  if (fee.unit === 'DT') {
    const value = dinarsToMillimes(fee.value);
    return value === null ? null : { title, value, unit: 'DT' };
  }
  if (!/^\d{1,3}([.,]\d{0,2})?$/.test(fee.value.trim())) return null;
  const [whole, fraction = ''] = fee.value.trim().split(/[.,]/);
  return { title, value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')), unit: '%' };
}

/** Props of `BillFees`. */
export interface BillFeesProps {
  fees: FeeRow[];
  setFees: Dispatch<SetStateAction<FeeRow[]>>;
  /** Each row's fee as the server keeps it, null when it is not valid yet. */
  typed: Array<BillFeeInput | null>;
}

/** A new bill's own fees (packaging, handling...): title, value and unit per row. */
export function BillFees({ fees, setFees, typed }: BillFeesProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('invoices.fees')}
      </Typography>
      <Stack spacing={1}>
        {fees.map((fee, index) => {
          const set = (patch: Partial<FeeRow>) =>
            setFees((all) => all.map((f, i) => (i === index ? { ...f, ...patch } : f)));
          return (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('invoices.fee-title')}
                value={fee.title}
                onChange={(e) => set({ title: e.target.value })}
                error={!fee.title.trim()}
              />
              <TextField
                size="small"
                label={t('invoices.fee-value')}
                value={fee.value}
                onChange={(e) => set({ value: e.target.value })}
                error={typed[index] === null && !!fee.title.trim()}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                select
                size="small"
                label={t('invoices.fee-unit')}
                value={fee.unit}
                onChange={(e) => set({ unit: e.target.value as FeeRow['unit'] })}
                sx={{ minWidth: 90 }}
              >
                <MenuItem value="DT">DT</MenuItem>
                <MenuItem value="%">%</MenuItem>
              </TextField>
              <IconButton
                aria-label={t('invoices.remove-fee', { title: fee.title })}
                onClick={() => setFees((all) => all.filter((_, i) => i !== index))}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setFees((all) => [...all, { title: '', value: '', unit: 'DT' }])}
          >
            {t('invoices.add-fee')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
