import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import type {
  StatusColour,
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
} from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/colour-chip';
import type { EmptyListProps } from '../paged-list/empty-list-block';

const DELIVERY_COLOUR: Record<WebhookDeliveryStatus, StatusColour> = {
  PENDING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** What the table and the phone cards of the deliveries both draw from. */
export interface DeliveriesViewProps {
  /** null while the first load runs. */
  items: WebhookDeliveryDto[] | null;
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  empty: EmptyListProps;
  /** A delivery's resend button; without it the deliveries have none. */
  resendButton?: (delivery: WebhookDeliveryDto) => ReactNode;
}

/** The delivery's event, in words. */
export function DeliveryEvent({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { t } = useTranslation();
  return t(`webhook.event.${delivery.eventType}`, { defaultValue: delivery.eventType });
}

/** The delivery's state as a coloured chip. */
export function DeliveryState({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { t } = useTranslation();
  return (
    <ColourChip
      colour={DELIVERY_COLOUR[delivery.status as WebhookDeliveryStatus] ?? 'default'}
      label={t(`webhook.delivery.status.${delivery.status}`, { defaultValue: delivery.status })}
    />
  );
}

/** The last HTTP code, with the last error in a tooltip. */
export function DeliveryCode({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={delivery.lastError ?? ''} disableHoverListener={!delivery.lastError}>
      <span>{delivery.lastStatusCode ?? t('empty-value')}</span>
    </Tooltip>
  );
}

/** The last attempt's duration; "9 ms" keeps its order in an Arabic row (it read "ms 9"). */
export function DeliveryDuration({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { t } = useTranslation();
  return delivery.lastDurationMs === null ? (
    t('empty-value')
  ) : (
    <bdi dir="ltr">{t('webhook.delivery.duration-ms', { ms: delivery.lastDurationMs })}</bdi>
  );
}

/** The merchant's button that sends a delivery's event again. */
export function ResendButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={<SendOutlinedIcon />}
      disabled={disabled}
      onClick={onClick}
      data-testid="webhook-resend"
    >
      {t('webhook.delivery.resend')}
    </Button>
  );
}
