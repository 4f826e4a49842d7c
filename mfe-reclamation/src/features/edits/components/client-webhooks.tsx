import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { useApiQuery } from '@wolvo/shared/query';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { WebhookEndpointList } from '@wolvo/shared/ui/components/webhook-endpoints';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * A client's webhook endpoints and their recent deliveries, read-only, in the staff client editor: what
 * the merchant sees in its settings, to answer "did you send us the event?" (issue 41).
 */
export function ClientWebhooks({ clientId }: { clientId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useApiQuery(webhooksApi.list, { query: { clientId: String(clientId) } });

  return (
    <Stack spacing={1.5} component="section" data-testid="client-webhooks">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {t('edits.client.webhooks')}
      </Typography>
      {list.error ? (
        <Alert severity="error">{t('edits.client.webhooks-failed')}</Alert>
      ) : list.data ? (
        <WebhookEndpointList endpoints={list.data.items} headingComponent="h4" />
      ) : (
        <LoadingDots />
      )}
    </Stack>
  );
}
