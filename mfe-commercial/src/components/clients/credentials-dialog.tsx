import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AddClientResult } from '@wolvo/shared/contracts';
import { SecretField } from '@wolvo/shared/ui/components/secret-field';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/translations';

/** Props of `CredentialsDialog`. */
export interface CredentialsDialogProps {
  /** The new client's answer, or null: closed. */
  added: AddClientResult | null;
  onDone: () => void;
}

/**
 * The new client's login, password and API key, the one time the server answers them; nothing keeps
 * them after the dialog closes. Only the explicit button closes it, so a stray click cannot lose them.
 */
export function CredentialsDialog({ added, onDone }: CredentialsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const secret = (what: 'username' | 'password' | 'apiKey') => (
    <SecretField
      label={t(`clients.credentials.${what}`)}
      value={added?.[what] ?? ''}
      copyLabel={t('clients.credentials.copy', { what: t(`clients.credentials.${what}`) })}
      onCopied={(copied) =>
        copied
          ? showToast(t('clients.credentials.copied'), 'success')
          : showToast(t('clients.credentials.copy-failed'), 'warning')
      }
    />
  );
  return (
    <Dialog
      open={added !== null}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>
        {t('clients.credentials.title', { name: added?.client.fullname ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" id={`${id}-text`}>
            {t('clients.credentials.text')}
          </Alert>
          {secret('username')}
          {secret('password')}
          {secret('apiKey')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('clients.credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
