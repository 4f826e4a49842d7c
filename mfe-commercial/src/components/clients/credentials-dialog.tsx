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
import { NAMESPACE } from '../../i18n/namespace';

/** One secret of a `SecretsDialog`: its label key under `clients.credentials.` and its value. */
export interface DialogSecret {
  what: 'username' | 'password' | 'apiKey';
  value: string;
}

/** Props of `SecretsDialog`. */
export interface SecretsDialogProps {
  open: boolean;
  title: string;
  /** The warning above the secrets: they will not be shown again. */
  text: string;
  secrets: DialogSecret[];
  doneLabel: string;
  onDone: () => void;
}

/**
 * Secrets the server answers once (a new account's login, password, API key), each with a copy button;
 * nothing keeps them after the dialog closes. Only the explicit button closes it, so a stray click
 * cannot lose them.
 */
export function SecretsDialog({
  open,
  title,
  text,
  secrets,
  doneLabel,
  onDone,
}: SecretsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" id={`${id}-text`}>
            {text}
          </Alert>
          {secrets.map(({ what, value }) => (
            <SecretField
              key={what}
              label={t(`clients.credentials.${what}`)}
              value={value}
              copyLabel={t('clients.credentials.copy', { what: t(`clients.credentials.${what}`) })}
              onCopied={(copied) =>
                copied
                  ? showToast(t('clients.credentials.copied'), 'success')
                  : showToast(t('clients.credentials.copy-failed'), 'warning')
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Props of `CredentialsDialog`. */
export interface CredentialsDialogProps {
  /** The new client's answer, or null: closed. */
  added: AddClientResult | null;
  onDone: () => void;
}

/** The new client's login, password and API key, the one time the server answers them. */
export function CredentialsDialog({ added, onDone }: CredentialsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SecretsDialog
      open={added !== null}
      title={t('clients.credentials.title', { name: added?.client.fullname ?? '' })}
      text={t('clients.credentials.text')}
      secrets={(['username', 'password', 'apiKey'] as const).map((what) => ({
        what,
        value: added?.[what] ?? '',
      }))}
      doneLabel={t('clients.credentials.done')}
      onDone={onDone}
    />
  );
}
