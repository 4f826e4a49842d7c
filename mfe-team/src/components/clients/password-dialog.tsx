import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SecretField } from '@wolvo/shared/ui/components/secret-field';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `PasswordDialog`. */
export interface PasswordDialogProps {
  /** The generated password and whose it is; null: closed. */
  reset: { name: string; password: string } | null;
  onClose: () => void;
}

/**
 * Shows a generated password the one time the server answers it, with a copy button. It is not kept
 * anywhere: closing the dialog forgets it.
 */
export function PasswordDialog({ reset, onClose }: PasswordDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <Dialog
      open={reset !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>
        {t('clients.password.title', { name: reset?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {t('clients.password.text')}
        </DialogContentText>
        <SecretField
          label={t('clients.password.label')}
          value={reset?.password ?? ''}
          copyLabel={t('clients.password.copy')}
          onCopied={(copied) =>
            copied
              ? showToast(t('clients.password.copied'), 'success')
              : showToast(t('clients.password.copy-failed'), 'warning')
          }
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('clients.password.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
