import { useEffect, useRef, useState } from 'react';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@wolvo/shared/contracts';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { useApiPage } from '@wolvo/shared/query';

/**
 * One endpoint's deliveries (GET /v1/webhooks/endpoints/:id/deliveries: its 50 latest, newest first),
 * loaded again when the endpoint changes or `generation` is bumped (what they showed stays meanwhile);
 * `resend` sends one again through `onResend`, then reloads.
 */
export function useWebhookDeliveries(
  endpoint: WebhookEndpointDto,
  generation: number,
  onReload: () => void,
  onResend?: (delivery: WebhookDeliveryDto) => Promise<unknown>,
) {
  const { data, loading, error, reload } = useApiPage(webhooksApi.deliveries, {
    params: { id: endpoint.id },
  });
  const [busyId, setBusyId] = useState<number | null>(null);

  // The first load is the query's own; a later change of the endpoint or a bump asks again.
  const asked = useRef({ updatedAt: endpoint.updatedAt, generation });
  useEffect(() => {
    const last = asked.current;
    if (last.updatedAt === endpoint.updatedAt && last.generation === generation) return;
    asked.current = { updatedAt: endpoint.updatedAt, generation };
    reload();
  }, [endpoint.updatedAt, generation, reload]);

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

  return {
    items: data?.items ?? null,
    // A failed load shows its alert until the next one is on its way.
    failed: error !== '' && !loading,
    busyId,
    resend,
  };
}
