import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOUCHER_LAYOUTS, type VoucherLayout } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { useSlipLayout } from './use-slip-layout';

/** Props of `PrintSlipsDialog`. */
export interface PrintSlipsDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onPrint: (layout: VoucherLayout) => void;
}

/** Asks the slip layout (A4 four per page, or a thermal label), starting from the last one used. */
export function PrintSlipsDialog({ open, count, busy, onClose, onPrint }: PrintSlipsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [layout, setLayout] = useSlipLayout();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('order-list.bulk.pdf-title', { count })}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id={`${id}-layout`}>{t('order-list.bulk.pdf-layout')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-layout`}
            value={layout}
            onChange={(event) => setLayout(event.target.value as VoucherLayout)}
          >
            {VOUCHER_LAYOUTS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`order-list.bulk.layout-${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('order-list.bulk.dialog-cancel')}
        </Button>
        <Button variant="contained" onClick={() => onPrint(layout)} disabled={busy}>
          {t('order-list.bulk.pdf-print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
