import { lazy, Suspense } from 'react';
import type { WebhookEndpointListDto } from '@wolvo/shared/contracts';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { callApi } from '@wolvo/shared/http/api';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import type { WebhookEndpointListProps } from '../webhooks/endpoint-list';

// A small entry: every shared key the host uses is registered in its first script (the login page's too),
// and a key whose module pulls a table, cards and icons lists all their chunks there. The list itself is
// a chunk of this module, fetched when a page shows it.
const List = lazy(() => import('../webhooks/endpoint-list'));

export type { WebhookEndpointListProps };

/**
 * A client's webhook endpoints, each with its events, its state (the banner of an endpoint the dispatcher
 * disabled) and its recent deliveries, loaded when opened. The merchant's settings pass their buttons; the
 * staff client editor shows the same list read-only.
 * @example <WebhookEndpointList endpoints={list.items} onResend={(d) => resendWebhookDelivery(d.id)} />
 */
export function WebhookEndpointList(props: WebhookEndpointListProps) {
  return (
    <Suspense fallback={<LoadingDots />}>
      <List {...props} />
    </Suspense>
  );
}

/**
 * GET /v1/webhooks/endpoints: the merchant's own endpoints, or (staff) those of `clientId`.
 * @example const { items, max } = await getWebhookEndpoints();
 */
export function getWebhookEndpoints(
  clientId?: number,
  signal?: AbortSignal,
): Promise<WebhookEndpointListDto> {
  const query = clientId === undefined ? {} : { clientId: String(clientId) };
  return callApi(webhooksApi.list, { query }, { signal });
}
