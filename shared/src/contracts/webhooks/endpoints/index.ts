// The merchant webhooks' operations for the browser's typed client: method, literal path and, as types
// only, the schemas of ../schemas. An entry of its own (`@wolvo/shared/contracts/webhooks/endpoints`):
// importing it downloads no TypeBox.
import { endpoint } from '../../endpoint';
import type * as S from '../schemas';

/** Every operation of `/api/v1/webhooks` (the API's `routes/webhooks` registers the same paths). */
export const webhooksApi = {
  list: endpoint<{ query: typeof S.EndpointsQuery; response: typeof S.WebhookEndpointList }>(
    'GET',
    '/v1/webhooks/endpoints',
  ),
  add: endpoint<{ body: typeof S.NewEndpointBody; response: typeof S.WebhookEndpointWithSecret }>(
    'POST',
    '/v1/webhooks/endpoints',
  ),
  edit: endpoint<{
    params: typeof S.WebhookIdParam;
    body: typeof S.EditEndpointBody;
    response: typeof S.WebhookEndpoint;
  }>('PUT', '/v1/webhooks/endpoints/:id'),
  remove: endpoint<{ params: typeof S.WebhookIdParam; response: typeof S.WebhookCount }>(
    'DELETE',
    '/v1/webhooks/endpoints/:id',
  ),
  rollSecret: endpoint<{
    params: typeof S.WebhookIdParam;
    response: typeof S.WebhookEndpointWithSecret;
  }>('POST', '/v1/webhooks/endpoints/:id/roll-secret'),
  deliveries: endpoint<{ params: typeof S.WebhookIdParam; response: typeof S.WebhookDeliveryList }>(
    'GET',
    '/v1/webhooks/endpoints/:id/deliveries',
  ),
  resend: endpoint<{ params: typeof S.WebhookIdParam; response: typeof S.ResentDelivery }>(
    'POST',
    '/v1/webhooks/deliveries/:id/resend',
  ),
} as const;
