import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace';

/** Props of `DeleteOrdersDialog`. */
export interface DeleteOrdersDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before deleting the selected orders (all or nothing). */
export function DeleteOrdersDialog({
  open,
  count,
  busy,
  onClose,
  onConfirm,
}: DeleteOrdersDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('order-list.bulk.delete-title', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('order-list.bulk.delete-text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('order-list.bulk.dialog-cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('order-list.bulk.delete-confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
