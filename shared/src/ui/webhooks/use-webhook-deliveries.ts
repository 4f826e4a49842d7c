import { useEffect, useState } from 'react';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@wolvo/shared/contracts';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { callApi } from '@wolvo/shared/http/api';

/** GET /v1/webhooks/endpoints/:id/deliveries: the endpoint's 50 latest deliveries, newest first. */
async function getWebhookDeliveries(
  endpointId: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryDto[]> {
  const { items } = await callApi(
    webhooksApi.deliveries,
    { params: { id: endpointId } },
    { signal },
  );
  return items;
}

/**
 * One endpoint's deliveries, loaded again when the endpoint changes or `generation` is bumped; `resend`
 * sends one again through `onResend`, then reloads.
 */
export function useWebhookDeliveries(
  endpoint: WebhookEndpointDto,
  generation: number,
  onReload: () => void,
  onResend?: (delivery: WebhookDeliveryDto) => Promise<unknown>,
) {
  const [items, setItems] = useState<WebhookDeliveryDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getWebhookDeliveries(endpoint.id, controller.signal)
      .then(setItems)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [endpoint.id, endpoint.updatedAt, generation]);

  const resend = async (delivery: WebhookDeliveryDto) => {
    if (!onResend) return;
    setBusyId(delivery.id);
    try {
      await onResend(delivery);
      onReload();
    } catch {
      // The caller's HTTP client showed the server's message.
    } finally {
      setBusyId(null);
    }
  };

  return { items, failed, busyId, resend };
}
