// The merchant webhooks' wire shapes (`/api/v1/webhooks`, issue 41): the single source of the API's
// validation and answers and, through `Static<>`, of their TypeScript types.
import { Type, type Static } from '@sinclair/typebox';
// The event types and the bound are plain constants of the barrel (`../webhooks.ts`, beside this folder).
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENT_TYPES } from '../webhooks-constants';

const Str = Type.String();
const Int = Type.Integer();
const NullableString = Type.Union([Str, Type.Null()]);
const NullableInt = Type.Union([Int, Type.Null()]);
const PathId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

const EventType = Type.Union(WEBHOOK_EVENT_TYPES.map((t) => Type.Literal(t)));
const Events = Type.Array(EventType, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
});
const Url = Type.String({ minLength: 8, maxLength: 2000 });

/** An endpoint's or a delivery's id in the path. */
export const WebhookIdParam = Type.Object({ id: PathId });

/** POST /endpoints body. */
export const NewEndpointBody = Type.Object(
  { url: Url, events: Events, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** PUT /endpoints/:id body: the fields to change. */
export const EditEndpointBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** GET /endpoints query: staff name the client, a merchant reads its own. */
export const EndpointsQuery = Type.Object({ clientId: Type.Optional(PathId) });

/** An endpoint as listed (never its secret). */
export const WebhookEndpoint = Type.Object({
  id: Int,
  clientId: Int,
  url: Str,
  events: Type.Array(Str),
  active: Type.Boolean(),
  consecutiveFailures: Int,
  /** Set when the dispatcher disabled it: `RETRIES_EXHAUSTED` (24 h) or `CONSECUTIVE_FAILURES` (100). */
  disabledReason: NullableString,
  disabledAt: NullableString,
  /** Until when the previous secret still signs (during a roll). */
  previousSecretExpiresAt: NullableString,
  createdAt: Str,
  updatedAt: Str,
});
/** GET /endpoints: the client's endpoints and how many it may have. */
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
  orderId: NullableInt,
  /** One of `WEBHOOK_DELIVERY_STATUSES`. */
  status: Str,
  attempts: Int,
  nextAttemptAt: NullableString,
  lastStatusCode: NullableInt,
  lastDurationMs: NullableInt,
  lastError: NullableString,
  deliveredAt: NullableString,
  createdAt: Str,
});
/** GET /endpoints/:id/deliveries: the 50 latest, newest first. */
export const WebhookDeliveryList = Type.Object({ items: Type.Array(WebhookDelivery) });

/** DELETE /endpoints/:id: how many endpoints went. */
export const WebhookCount = Type.Object({ count: Int });
/** POST /deliveries/:id/resend: the new delivery. */
export const ResentDelivery = Type.Object({ id: Int });

export type WebhookEndpointDto = Static<typeof WebhookEndpoint>;
export type WebhookEndpointListDto = Static<typeof WebhookEndpointList>;
export type WebhookEndpointWithSecretDto = Static<typeof WebhookEndpointWithSecret>;
export type NewWebhookEndpointRequest = Static<typeof NewEndpointBody>;
export type EditWebhookEndpointRequest = Static<typeof EditEndpointBody>;
export type WebhookEndpointsQuery = Static<typeof EndpointsQuery>;
export type WebhookDeliveryDto = Static<typeof WebhookDelivery>;
