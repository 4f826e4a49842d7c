import { newEventId } from './event-id';
import {
  isStaffRole,
  tryCountOf,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES as M,
  type EditWebhookEndpointRequest,
  type NewWebhookEndpointRequest,
  type WebhookEventType,
} from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { getOrderDetail } from '../orders/orders.service';
import { newWebhookSecret } from './signature';
import { checkWebhookBody } from './url-safety';
import {
  activeEndpointsOfClient,
  activeEndpointsOfOrder,
  completeEventPayload,
  countEndpoints,
  deleteDeliveriesOfEndpoint,
  deleteEndpointRow,
  findDeliveryScope,
  findEndpointClient,
  findEndpointRow,
  findEndpointSecret,
  findOrderReferences,
  insertDelivery,
  insertEndpoint,
  insertEventWithDeliveries,
  latestTwoStatuses,
  listDeliveryRows,
  listEndpointRows,
  pendingOrderEvents,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.repository';

/** How long a rolled secret keeps signing. */
export const PREVIOUS_SECRET_MS = 24 * 3600_000;
/** Deliveries an endpoint's list shows. */
const RECENT_DELIVERIES = 50;

const toEndpoint = (row: EndpointRow) => ({
  ...row,
  events: row.events.split(','),
  active: row.active === 1,
  consecutiveFailures: Number(row.consecutiveFailures),
});

/** The client a caller acts on: its own, or for staff the one named (required). */
function clientOf(auth: AuthContext, clientId?: string | number): number {
  if (!isStaffRole(auth.role)) return auth.clientId ?? -1;
  if (clientId === undefined) throw badRequest('client.id.not-found');
  return Number(clientId);
}

export async function listEndpoints(db: Db, auth: AuthContext, clientId?: string) {
  const rows = await listEndpointRows(db, clientOf(auth, clientId));
  return { items: rows.map(toEndpoint), max: MAX_WEBHOOK_ENDPOINTS };
}

async function ownEndpoint(db: DbOrTx, auth: AuthContext, id: number) {
  // Staff may read any client's endpoint; a merchant only its own (another's is "not found").
  const clientId = isStaffRole(auth.role)
    ? (await findEndpointClient(db, id))?.clientId
    : auth.clientId;
  const row = clientId == null ? undefined : await findEndpointRow(db, clientId, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function addEndpoint(
  db: Db,
  auth: AuthContext,
  body: NewWebhookEndpointRequest,
  allowInsecure: boolean,
) {
  const clientId = auth.clientId ?? -1;
  const url = (await checkWebhookBody(body, allowInsecure))!;
  const secret = newWebhookSecret();
  const at = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    if ((await countEndpoints(tx, clientId)) >= MAX_WEBHOOK_ENDPOINTS)
      throw conflict(M.maxEndpoints);
    return insertEndpoint(
      tx,
      { clientId, url, events: body.events.join(','), active: body.active ?? true, secret },
      at,
    );
  });
  return { ...toEndpoint((await findEndpointRow(db, clientId, id))!), secret };
}

export async function editEndpoint(
  db: Db,
  auth: AuthContext,
  id: number,
  body: EditWebhookEndpointRequest,
  allowInsecure: boolean,
) {
  await ownEndpoint(db, auth, id);
  const url = await checkWebhookBody(body, allowInsecure);
  await updateEndpoint(db, id, {
    ...(url !== undefined ? { url } : {}),
    ...(body.events ? { events: body.events.join(',') } : {}),
    // Turning an endpoint back on clears why it was turned off and its failure count.
    ...(body.active !== undefined
      ? body.active
        ? { active: 1, disabledReason: null, disabledAt: null, consecutiveFailures: 0 }
        : { active: 0 }
      : {}),
    updatedAt: nowIso(),
  });
  return toEndpoint((await findEndpointRow(db, auth.clientId ?? -1, id))!);
}

export async function deleteEndpoint(db: Db, auth: AuthContext, id: number) {
  await ownEndpoint(db, auth, id);
  await db.transaction().execute(async (tx) => {
    await deleteDeliveriesOfEndpoint(tx, id);
    await deleteEndpointRow(tx, id);
  });
  return { count: 1 };
}

/** A new secret; the current one keeps signing (as a second v1) for 24 hours. */
export async function rollSecret(db: Db, auth: AuthContext, id: number, now = new Date()) {
  await ownEndpoint(db, auth, id);
  const current = await findEndpointSecret(db, id);
  const secret = newWebhookSecret();
  await updateEndpoint(db, id, {
    secret,
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_MS).toISOString(),
    updatedAt: now.toISOString(),
  });
  return { ...toEndpoint((await findEndpointRow(db, auth.clientId ?? -1, id))!), secret };
}

export async function listDeliveries(db: Db, auth: AuthContext, endpointId: number) {
  await ownEndpoint(db, auth, endpointId);
  const rows = await listDeliveryRows(db, endpointId, RECENT_DELIVERIES);
  return {
    items: rows.map((r) => ({
      ...r,
      orderId: r.orderId === null ? null : Number(r.orderId),
      attempts: Number(r.attempts),
      nextAttemptAt: r.status === 'PENDING' ? r.nextAttemptAt : null,
    })),
  };
}

/** Sends an event again to the same endpoint, as a new delivery due now. */
export async function resendDelivery(db: Db, auth: AuthContext, deliveryId: number) {
  const found = await findDeliveryScope(db, deliveryId);
  if (!found || found.clientId !== auth.clientId) throw notFound(M.deliveryNotFound);
  const id = await insertDelivery(
    db,
    { eventId: found.eventId, endpointId: found.endpointId, orderId: found.orderId },
    nowIso(),
  );
  return { id };
}

/** True when an active endpoint of the client listens to the type (a batch asks once). */
export async function hasListeners(tx: DbOrTx, clientId: number, type: WebhookEventType) {
  const endpoints = await activeEndpointsOfClient(tx, clientId);
  return endpoints.some((e) => e.events.split(',').includes(type));
}

/** What an event is about: its object as the API's detail shows it, and the references to find it. */
export interface EventSubject {
  reference: string | null;
  code: string | null;
  object: unknown;
  /** Fields beside the object (a status change's from and to). */
  extra?: Record<string, unknown>;
  /** The object is added by the sender (`completeOrderEvents`), not in the change's transaction. */
  objectLater?: boolean;
}

/**
 * Writes an event to the outbox and one delivery per active endpoint of the client subscribed to its
 * type, in the caller's transaction (a rolled-back change sends nothing). `subject` is only built when
 * someone listens, so a client without endpoints pays the one indexed lookup of its endpoints.
 */
export async function recordEvent(
  tx: DbOrTx,
  event: {
    type: WebhookEventType;
    /** The client, or the order whose client it is (looked up in the same query). */
    clientId?: number;
    orderId?: number | null;
    at: string;
  },
  subject: (clientId: number) => Promise<EventSubject>,
): Promise<void> {
  const endpoints =
    event.clientId !== undefined
      ? await activeEndpointsOfClient(tx, event.clientId)
      : await activeEndpointsOfOrder(tx, event.orderId!);
  const listening = endpoints.filter((e) => e.events.split(',').includes(event.type));
  if (!listening.length) return;
  const clientId = listening[0]!.clientId;
  const { reference, code, object, extra, objectLater } = await subject(clientId);
  const id = newEventId();
  const payload = {
    id,
    type: event.type,
    createdAt: event.at,
    reference,
    code,
    data: { object, ...(extra ?? {}) },
  };
  await insertEventWithDeliveries(
    tx,
    {
      id,
      clientId,
      type: event.type,
      orderId: event.orderId ?? null,
      payload: JSON.stringify(payload),
      objectPending: objectLater ? 1 : 0,
      createdAt: event.at,
    },
    listening.map((e) => e.id),
  );
}

/** The client admin's view, for building an event's object as the merchant's own API shows it. */
export const merchantView = (clientId: number): AuthContext => ({
  id: 0,
  email: '',
  username: '',
  role: 'clientPersonnel',
  clientId,
  permissions: {},
  via: 'api-key',
});

/**
 * An order event: written now with what happened (`extra`), in the change's transaction; the order's
 * detail (the detail endpoint's own mapper) and its references are added by the sender moments later
 * (`completeOrderEvents`), so a change pays two inserts, not the detail's six reads.
 */
export async function recordOrderEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  orderId: number,
  at: string,
  extra?: () => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  await recordEvent(tx, { type, orderId, at }, async () => ({
    reference: null,
    code: null,
    object: null,
    extra: await extra?.(),
    objectLater: true,
  }));
}

/** `order.status_changed`: the movement just written and the status before it. */
export async function recordStatusChange(
  tx: DbOrTx,
  orderId: number,
  movement: { status: string; subStatus?: string; partnerStatus?: string | null },
  at: string,
) {
  await recordOrderEvent(tx, 'order.status_changed', orderId, at, async () => {
    const [, before] = await latestTwoStatuses(tx, orderId);
    return {
      change: {
        from: before?.status ?? null,
        to: movement.status,
        subStatus: movement.subStatus && movement.subStatus !== 'NONE' ? movement.subStatus : null,
        tryNumber: tryCountOf(movement.status),
        partnerStatus: movement.partnerStatus ?? null,
        at,
      },
    };
  });
}

/**
 * The sender's first step: adds the order's object (as the merchant's detail endpoint shows it now) and
 * references to order events written without them; until then their deliveries wait. Answers how many.
 * Two senders completing one event write the same thing; the second finds nothing left to do.
 */
export async function completeOrderEvents(db: Db, limit = 50): Promise<number> {
  const pending = await pendingOrderEvents(db, limit);
  for (const event of pending) {
    const stored = JSON.parse(event.payload) as { data: Record<string, unknown> };
    // An order deleted meanwhile is sent without its object rather than never.
    const detail =
      event.orderId === null
        ? null
        : await getOrderDetail(db, merchantView(event.clientId), event.orderId).catch(() => null);
    const payload = {
      ...stored,
      reference: detail?.reference ?? null,
      code: detail?.code ?? null,
      data: { ...stored.data, object: detail },
    };
    await completeEventPayload(db, event.id, JSON.stringify(payload));
  }
  return pending.length;
}

/**
 * A bill event: the bill as its detail endpoint shows it to the merchant (`bill`, read in the change's
 * transaction by the bills module, which owns it); its payment number is our code.
 */
export async function recordBillEvent(
  tx: DbOrTx,
  type: 'bill.created' | 'bill.paid' | 'bill.cancelled',
  clientId: number,
  at: string,
  bill: () => Promise<{ paymentNumber: string }>,
) {
  await recordEvent(tx, { type, clientId, at }, async () => {
    const object = await bill();
    return { reference: null, code: object.paymentNumber, object };
  });
}

/** `reclamation.answered`: the reclamation as the merchant's list shows it, with its order's references. */
export async function recordReclamationEvent(
  tx: DbOrTx,
  clientId: number,
  reclamation: { id: number; orderId: number | null },
  object: () => Promise<unknown>,
  at: string,
) {
  await recordEvent(
    tx,
    { type: 'reclamation.answered', clientId, orderId: reclamation.orderId, at },
    async () => {
      const order = reclamation.orderId
        ? await findOrderReferences(tx, reclamation.orderId)
        : undefined;
      return {
        reference: order?.reference ?? null,
        code: order?.code ?? null,
        object: await object(),
      };
    },
  );
}
