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

// The endpoints, their deliveries and the bodies are TypeBox schemas in `./webhooks/schemas.ts`
// (`@wolvo/shared/contracts/webhooks`); their types are re-exported by the barrel.
