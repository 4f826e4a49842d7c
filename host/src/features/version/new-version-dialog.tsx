import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { reloadToNewVersion } from './version-check';
import { useVersionPoller } from './use-version-poller';

/**
 * New-version prompt: reload now (clears caches, stores the build, waits 1 s) or later. Its poller checks
 * at start and every 60 s; the default export is what the shell loads lazily.
 */
export default function NewVersionDialog() {
  const { t } = useTranslation('shell');
  const { prompt, dismiss } = useVersionPoller();
  const [reloading, setReloading] = useState(false);
  const confirm = async () => {
    setReloading(true);
    await reloadToNewVersion(prompt?.build ?? null);
  };
  return (
    <Dialog
      open={Boolean(prompt)}
      onClose={reloading ? undefined : dismiss}
      aria-labelledby="new-version-title"
    >
      <DialogTitle id="new-version-title">{t('version.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('version.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss} disabled={reloading}>
          {t('version.later')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={reloading}>
          {reloading ? <LoadingDots /> : t('version.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
