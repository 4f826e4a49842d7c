import { Type, type Static } from '@sinclair/typebox';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENT_TYPES } from '@wolvo/shared/contracts';

const Str = Type.String();
const Int = Type.Integer();
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) =>
  Type.Union([t, Type.Null()]);

const EventType = Type.Union(WEBHOOK_EVENT_TYPES.map((t) => Type.Literal(t)));
const Events = Type.Array(EventType, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
});
const Url = Type.String({ minLength: 8, maxLength: 2000 });

/** POST /v1/webhooks/endpoints body. */
export const NewEndpointBody = Type.Object(
  { url: Url, events: Events, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NewEndpointBody = Static<typeof NewEndpointBody>;

/** PUT /v1/webhooks/endpoints/:id body: the fields to change. */
export const EditEndpointBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EditEndpointBody = Static<typeof EditEndpointBody>;

/** GET /v1/webhooks/endpoints query: staff name the client, a merchant reads its own. */
export const EndpointsQuery = Type.Object({
  clientId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
});

/** An endpoint as listed (never its secret). */
export const WebhookEndpoint = Type.Object({
  id: Int,
  clientId: Int,
  url: Str,
  events: Type.Array(Str),
  active: Type.Boolean(),
  consecutiveFailures: Int,
  disabledReason: Nullable(Str),
  disabledAt: Nullable(Str),
  /** Until when the previous secret still signs (during a roll). */
  previousSecretExpiresAt: Nullable(Str),
  createdAt: Str,
  updatedAt: Str,
});
export const WebhookEndpointList = Type.Object({
  items: Type.Array(WebhookEndpoint),
  max: Type.Integer({ default: MAX_WEBHOOK_ENDPOINTS }),
});

/** The add and roll answers: the only time the secret is shown. */
export const WebhookEndpointWithSecret = Type.Composite([
  WebhookEndpoint,
  Type.Object({ secret: Type.String({ description: 'Shown once; signs every delivery' }) }),
]);

/** One delivery of an event to an endpoint. */
export const WebhookDelivery = Type.Object({
  id: Int,
  eventId: Str,
  eventType: Str,
  orderId: Nullable(Int),
  status: Str,
  attempts: Int,
  nextAttemptAt: Nullable(Str),
  lastStatusCode: Nullable(Int),
  lastDurationMs: Nullable(Int),
  lastError: Nullable(Str),
  deliveredAt: Nullable(Str),
  createdAt: Str,
});
export const WebhookDeliveryList = Type.Object({ items: Type.Array(WebhookDelivery) });
