/** Event types a merchant's webhook endpoint may subscribe to (issue 41). */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.edited',
  'pickup.collected',
  'bill.created',
  'bill.paid',
  'bill.cancelled',
  'reclamation.answered',
  'recipient.choice',
] as const;
/** One webhook event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints one client may have. */
export const MAX_WEBHOOK_ENDPOINTS = 5;

/** A delivery's state: waiting (or retrying), delivered, or given up when its endpoint was disabled. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Message keys of the webhook calls. */
export const WEBHOOK_MESSAGES = {
  notFound: 'webhook.not-found',
  deliveryNotFound: 'webhook.delivery.not-found',
  maxEndpoints: 'webhook.max-endpoints',
  /** Not an absolute https URL (http only for localhost with WEBHOOK_ALLOW_INSECURE). */
  urlInvalid: 'webhook.url.invalid',
  /** The host resolves to a private, loopback or link-local address. */
  urlPrivate: 'webhook.url.private',
  eventsRequired: 'webhook.events.required',
} as const;

/** An endpoint as GET /v1/webhooks/endpoints lists it (never its secret). */
export interface WebhookEndpointDto {
  id: number;
  clientId: number;
  url: string;
  events: string[];
  active: boolean;
  consecutiveFailures: number;
  /** Set when the dispatcher disabled the endpoint: `RETRIES_EXHAUSTED` (24 h) or `CONSECUTIVE_FAILURES` (100). */
  disabledReason: string | null;
  disabledAt: string | null;
  /** Until when the previous secret still signs (after a roll). */
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /v1/webhooks/endpoints response. */
export interface WebhookEndpointListDto {
  items: WebhookEndpointDto[];
  /** Endpoints the client may have. */
  max: number;
}

/** POST /v1/webhooks/endpoints and roll-secret response: the only answers that carry the secret. */
export interface WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  secret: string;
}

/** POST /v1/webhooks/endpoints body. */
export interface NewWebhookEndpointRequest {
  url: string;
  events: WebhookEventType[];
  active?: boolean;
}

/** PUT /v1/webhooks/endpoints/:id body: the fields to change. */
export type EditWebhookEndpointRequest = Partial<NewWebhookEndpointRequest>;

/** One delivery of an event to an endpoint, as GET /v1/webhooks/endpoints/:id/deliveries lists it. */
export interface WebhookDeliveryDto {
  id: number;
  eventId: string;
  eventType: string;
  orderId: number | null;
  /** One of `WEBHOOK_DELIVERY_STATUSES`. */
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}
