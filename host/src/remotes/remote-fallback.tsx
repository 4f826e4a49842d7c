import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@wolvo/shared/contracts';
import { fallbackTitleKey, type RemoteFailureReason } from './remote-errors';

export interface RemoteFallbackProps {
  remote: RemoteName;
  reason: RemoteFailureReason;
  onRetry: () => Promise<void> | void;
}

/** What a remote's area shows while the remote is unavailable. */
export function RemoteFallback({ remote, reason, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }} data-testid={`remote-fallback-${remote}`}>
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={retry}
            disabled={retrying}
          >
            {t('remote.retry')}
          </Button>
        }
      >
        <AlertTitle>{t(fallbackTitleKey(reason), { area: t(`remote.name.${remote}`) })}</AlertTitle>
        {t(`remote.reason.${reason}`)}
      </Alert>
    </Box>
  );
}
