import type { WebhookDeliveryDto, WebhookEndpointListDto } from '@wolvo/shared/contracts';
import { httpClient } from './http-client';

// The webhook reads both the merchant's settings (host) and the staff client editor (reclamation remote)
// make; an entry of its own so that neither page pays for the other's code, and no remote writes a URL.

/**
 * GET /v1/webhooks/endpoints: the merchant's own endpoints, or (staff) those of `clientId`.
 * @example const { items, max } = await getWebhookEndpoints();
 */
export async function getWebhookEndpoints(
  clientId?: number,
  signal?: AbortSignal,
): Promise<WebhookEndpointListDto> {
  const { data } = await httpClient.get<WebhookEndpointListDto>('/v1/webhooks/endpoints', {
    params: clientId === undefined ? undefined : { clientId: String(clientId) },
    signal,
  });
  return data;
}

/** GET /v1/webhooks/endpoints/:id/deliveries: the endpoint's 50 latest deliveries, newest first. */
export async function getWebhookDeliveries(
  endpointId: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryDto[]> {
  const { data } = await httpClient.get<{ items: WebhookDeliveryDto[] }>(
    `/v1/webhooks/endpoints/${endpointId}/deliveries`,
    { signal },
  );
  return data.items;
}
