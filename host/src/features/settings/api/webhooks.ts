import { httpClient } from '@wolvo/shared/http';
import type {
  EditWebhookEndpointRequest,
  NewWebhookEndpointRequest,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
} from '@wolvo/shared/contracts';

// The merchant's webhook writes (the reads, which the staff client editor makes too, are in
// `@wolvo/shared/ui/components/webhook-endpoints`). Add and edit leave their errors to the form, which shows a URL problem
// under the field; the others toast the server's message.

/** POST /v1/webhooks/endpoints: the new endpoint and its signing secret, answered this once. */
export async function createWebhookEndpoint(
  body: NewWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecretDto> {
  const { data } = await httpClient.post<WebhookEndpointWithSecretDto>(
    '/v1/webhooks/endpoints',
    body,
  );
  return data;
}

/** PUT /v1/webhooks/endpoints/:id: the fields to change (turning it on clears its failures). */
export async function updateWebhookEndpoint(
  id: number,
  body: EditWebhookEndpointRequest,
  options: { toast?: boolean } = {},
): Promise<WebhookEndpointDto> {
  const { data } = await httpClient.put<WebhookEndpointDto>(`/v1/webhooks/endpoints/${id}`, body, {
    apiErrorToast: options.toast ?? false,
  });
  return data;
}

/** DELETE /v1/webhooks/endpoints/:id: the endpoint and its deliveries. */
export async function deleteWebhookEndpoint(id: number): Promise<void> {
  await httpClient.delete(`/v1/webhooks/endpoints/${id}`, { apiErrorToast: true });
}

/** POST /v1/webhooks/endpoints/:id/roll-secret: a new secret, answered once; the old one signs 24 h more. */
export async function rollWebhookSecret(id: number): Promise<WebhookEndpointWithSecretDto> {
  const { data } = await httpClient.post<WebhookEndpointWithSecretDto>(
    `/v1/webhooks/endpoints/${id}/roll-secret`,
    undefined,
    { apiErrorToast: true },
  );
  return data;
}

/** POST /v1/webhooks/deliveries/:id/resend: the same event again, as a new delivery due now. */
export async function resendWebhookDelivery(id: number): Promise<{ id: number }> {
  const { data } = await httpClient.post<{ id: number }>(
    `/v1/webhooks/deliveries/${id}/resend`,
    undefined,
    { apiErrorToast: true },
  );
  return data;
}
