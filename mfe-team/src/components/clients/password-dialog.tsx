import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/translations';

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
  const copy = async () => {
    if (!reset) return;
    try {
      await navigator.clipboard.writeText(reset.password);
      showToast(t('clients.password.copied'), 'success');
    } catch {
      showToast(t('clients.password.copy-failed'), 'warning');
    }
  };
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
        <TextField
          fullWidth
          label={t('clients.password.label')}
          value={reset?.password ?? ''}
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              dir: 'ltr',
              spellCheck: false,
              autoComplete: 'off',
              style: { fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t('clients.password.copy')}>
                    <IconButton onClick={() => void copy()} aria-label={t('clients.password.copy')}>
                      <ContentCopyOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
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
