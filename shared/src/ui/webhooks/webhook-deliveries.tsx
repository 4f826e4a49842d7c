import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@wolvo/shared/contracts';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { DeliveryCards } from './delivery-cards';
import { ResendButton } from './delivery-parts';
import { DeliveryTable } from './delivery-table';
import { useWebhookDeliveries } from './use-webhook-deliveries';

/** One endpoint's recent deliveries: a table, cards on a phone, and (merchant) resend buttons. */
export function WebhookDeliveries({
  endpoint,
  generation,
  onReload,
  onResend,
}: {
  endpoint: WebhookEndpointDto;
  generation: number;
  onReload: () => void;
  onResend?: (delivery: WebhookDeliveryDto) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { items, failed, busyId, resend } = useWebhookDeliveries(
    endpoint,
    generation,
    onReload,
    onResend,
  );
  const view = {
    items,
    loading: items === null && !failed,
    label: t('webhook.deliveries.label', { url: endpoint.url }),
    empty: {
      icon: <OutboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />,
      title: t('webhook.deliveries.empty.title'),
      text: t('webhook.deliveries.empty.text'),
    },
    resendButton: onResend
      ? (d: WebhookDeliveryDto) => (
          <ResendButton disabled={busyId !== null} onClick={() => void resend(d)} />
        )
      : undefined,
  };
  return (
    <Box>
      {failed ? (
        <Alert severity="error">{t('webhook.deliveries.failed')}</Alert>
      ) : phone ? (
        <DeliveryCards {...view} />
      ) : (
        <DeliveryTable {...view} />
      )}
    </Box>
  );
}
