import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@wolvo/shared/ui/format/format-date';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { settingsApi } from '@wolvo/shared/contracts/settings/endpoints';
import type { ApiKeyInfo } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';

/**
 * The merchant API key of the client admin: shown masked, regenerated on request after a confirmation
 * (the shop must then use the new key); the new key is shown once, in clear, until the page is left.
 */
export function ApiKeyCard() {
  const { t, i18n } = useTranslation('shell');
  const [info, setInfo] = useState<ApiKeyInfo | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(settingsApi.apiKey)
      .then((answer) => live && setInfo(answer))
      .catch((failure: unknown) => {
        toastApiError(failure);
        if (live) setInfo({ maskedKey: null, createdAt: null });
      });
    return () => {
      live = false;
    };
  }, []);

  const regenerate = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const answer = await callApi(settingsApi.regenerateApiKey);
      setInfo({ maskedKey: answer.maskedKey, createdAt: answer.createdAt });
      setNewKey(answer.apiKey);
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const created = info?.createdAt ? formatDisplayDate(info.createdAt, i18n.language) : null;
  return (
    <Card>
      <CardHeader
        avatar={<KeyIcon color="primary" />}
        title={t('settings.api-key.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('settings.api-key.help')}
          </Typography>
          {info === null ? (
            <LoadingDots />
          ) : (
            <Stack spacing={0.5}>
              {/* bdi + ltr: the key reads left to right inside an Arabic sentence. */}
              <Typography data-testid="api-key-masked">
                <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                  {info.maskedKey ?? t('settings.api-key.none')}
                </Box>
              </Typography>
              {created && (
                <Typography variant="body2" color="text.secondary">
                  {t('settings.api-key.created', { date: created })}
                </Typography>
              )}
            </Stack>
          )}
          {newKey && (
            <Alert severity="warning" data-testid="api-key-new">
              {t('settings.api-key.shown-once')}
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 1 }} dir="ltr">
                {newKey}
              </Typography>
            </Alert>
          )}
          <Stack direction="row">
            <Button variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
              {t('settings.api-key.regenerate')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('settings.api-key.regenerate')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('settings.api-key.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common:cancel')}</Button>
          <Button color="warning" variant="contained" onClick={regenerate}>
            {t('settings.api-key.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
