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
import { keyOf, queryClient, useApiMutation, useApiQuery } from '@wolvo/shared/query';

/** What the card shows when the key cannot be read. */
const NO_KEY: ApiKeyInfo = { maskedKey: null, createdAt: null };

/**
 * The merchant API key of the client admin: shown masked, regenerated on request after a confirmation
 * (the shop must then use the new key); the new key is shown once, in clear, until the page is left.
 */
export function ApiKeyCard() {
  const { t, i18n } = useTranslation('shell');
  // Not kept once the card is left: the next visit (maybe another account's) asks again.
  const key = useApiQuery(settingsApi.apiKey, {}, { gcTime: 0 });
  // A key that cannot be read shows as none, after the server's message.
  const info: ApiKeyInfo | null = key.data ?? (key.error ? NO_KEY : null);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useApiMutation(settingsApi.regenerateApiKey, {
    onSuccess: ({ apiKey, maskedKey, createdAt }) => {
      queryClient.setQueryData<ApiKeyInfo>(keyOf(settingsApi.apiKey, {}), { maskedKey, createdAt });
      setNewKey(apiKey);
    },
    onError: (failure) => toastApiError(failure),
  });

  useEffect(() => {
    if (key.error) toastApiError(key.error);
  }, [key.error]);

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
            <Button
              variant="outlined"
              disabled={regenerate.isPending}
              onClick={() => setConfirming(true)}
            >
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
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              regenerate.mutate({});
            }}
          >
            {t('settings.api-key.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
