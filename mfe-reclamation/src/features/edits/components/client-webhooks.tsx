import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointListDto } from '@wolvo/shared/contracts';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import {
  getWebhookEndpoints,
  WebhookEndpointList,
} from '@wolvo/shared/ui/components/webhook-endpoints';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * A client's webhook endpoints and their recent deliveries, read-only, in the staff client editor: what
 * the merchant sees in its settings, to answer "did you send us the event?" (issue 41).
 */
export function ClientWebhooks({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [list, setList] = useState<WebhookEndpointListDto | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setList(null);
    setFailed(false);
    getWebhookEndpoints(clientId, controller.signal)
      .then(setList)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [clientId]);

  return (
    <Stack spacing={1.5} component="section" data-testid="client-webhooks">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {t('edits.client.webhooks')}
      </Typography>
      {failed ? (
        <Alert severity="error">{t('edits.client.webhooks-failed')}</Alert>
      ) : list ? (
        <WebhookEndpointList endpoints={list.items} headingComponent="h4" />
      ) : (
        <LoadingDots />
      )}
    </Stack>
  );
}
