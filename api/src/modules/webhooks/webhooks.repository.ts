import { sql, type Updateable } from 'kysely';
import { isPostgres, type DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

const ENDPOINT_COLUMNS = [
  'id',
  'clientId',
  'url',
  'events',
  'active',
  'consecutiveFailures',
  'disabledReason',
  'disabledAt',
  'previousSecretExpiresAt',
  'createdAt',
  'updatedAt',
] as const;

export type EndpointRow = Awaited<ReturnType<typeof listEndpointRows>>[number];

export const listEndpointRows = (db: DbOrTx, clientId: number) =>
  db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('clientId', '=', clientId)
    .orderBy('id')
    .execute();

export const findEndpointRow = (db: DbOrTx, clientId: number, id: number) =>
  db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('clientId', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findEndpointClient = (db: DbOrTx, id: number) =>
  db.selectFrom('webhookEndpoints').select('clientId').where('id', '=', id).executeTakeFirst();

export async function countEndpoints(db: DbOrTx, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientId', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEndpoint(
  db: DbOrTx,
  row: { clientId: number; url: string; events: string; active: boolean; secret: string },
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('webhookEndpoints')
    .values({ ...row, active: row.active ? 1 : 0, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export const updateEndpoint = (
  db: DbOrTx,
  id: number,
  set: Partial<{
    url: string;
    events: string;
    active: number;
    secret: string;
    previousSecret: string | null;
    previousSecretExpiresAt: string | null;
    consecutiveFailures: number;
    disabledReason: string | null;
    disabledAt: string | null;
    updatedAt: string;
  }>,
) => db.updateTable('webhookEndpoints').set(set).where('id', '=', id).execute();

export const deleteEndpointRow = (db: DbOrTx, id: number) =>
  db.deleteFrom('webhookEndpoints').where('id', '=', id).execute();

/** The active endpoints of a client subscribed to nothing in particular (the caller filters by type). */
export const activeEndpointsOfClient = (db: DbOrTx, clientId: number) =>
  db
    .selectFrom('webhookEndpoints')
    .select(['id', 'clientId', 'events'])
    .where('clientId', '=', clientId)
    .where('active', '=', 1)
    .execute();

/** The same for an order's client, in one indexed lookup (the order's client through its primary key). */
export const activeEndpointsOfOrder = (db: DbOrTx, orderId: number) =>
  db
    .selectFrom('webhookEndpoints')
    .select(['id', 'clientId', 'events'])
    .where('clientId', '=', (eb) =>
      eb.selectFrom('orders').select('orders.clientId').where('orders.id', '=', orderId),
    )
    .where('active', '=', 1)
    .execute();

export async function insertEventWithDeliveries(
  db: DbOrTx,
  event: {
    id: string;
    clientId: number;
    type: string;
    orderId: number | null;
    payload: string;
    objectPending: number;
    createdAt: string;
  },
  endpointIds: number[],
) {
  await db.insertInto('webhookEvents').values(event).execute();
  await db
    .insertInto('webhookDeliveries')
    .values(
      endpointIds.map((endpointId) => ({
        eventId: event.id,
        endpointId,
        orderId: event.orderId,
        nextAttemptAt: event.createdAt,
        createdAt: event.createdAt,
      })),
    )
    .execute();
}

export const listDeliveryRows = (db: DbOrTx, endpointId: number, limit: number) =>
  db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEvents as e', 'e.id', 'd.eventId')
    .select([
      'd.id',
      'd.eventId',
      'e.type as eventType',
      'd.orderId',
      'd.status',
      'd.attempts',
      'd.nextAttemptAt',
      'd.lastStatusCode',
      'd.lastDurationMs',
      'd.lastError',
      'd.deliveredAt',
      'd.createdAt',
    ])
    .where('d.endpointId', '=', endpointId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();

export const findDeliveryScope = (db: DbOrTx, id: number) =>
  db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as w', 'w.id', 'd.endpointId')
    .select(['d.id', 'd.eventId', 'd.endpointId', 'd.orderId', 'w.clientId'])
    .where('d.id', '=', id)
    .executeTakeFirst();

/** A new attempt of an event to an endpoint (resend): a fresh row, so the history stays. */
export async function insertDelivery(
  db: DbOrTx,
  row: { eventId: string; endpointId: number; orderId: number | null },
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('webhookDeliveries')
    .values({ ...row, nextAttemptAt: at, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Deletes an endpoint's deliveries (before the endpoint itself). */
export const deleteDeliveriesOfEndpoint = (db: DbOrTx, endpointId: number) =>
  db.deleteFrom('webhookDeliveries').where('endpointId', '=', endpointId).execute();

/** The secret an endpoint signs with now. */
export const findEndpointSecret = (db: DbOrTx, id: number) =>
  db.selectFrom('webhookEndpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();

/** The statuses of an order's latest two movements, newest first. */
export const latestTwoStatuses = (db: DbOrTx, orderId: number) =>
  db
    .selectFrom('movements')
    .select('status')
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();

/** An order's code and merchant reference, if it exists. */
export const findOrderReferences = (db: DbOrTx, orderId: number) =>
  db
    .selectFrom('orders')
    .select(['code', 'reference'])
    .where('id', '=', orderId)
    .executeTakeFirst();

/** Order events still waiting for their order's object, oldest first. */
export const pendingOrderEvents = (db: DbOrTx, limit: number) =>
  db
    .selectFrom('webhookEvents')
    .select(['id', 'clientId', 'orderId', 'payload'])
    // Written as the partial index's condition is, so that both engines' planners match it.
    .where('objectPending', '=', sql.lit(1))
    .orderBy('createdAt')
    .limit(limit)
    .execute();

/** Writes an order event's full payload, unless another sender completed it first. */
export const completeEventPayload = (db: DbOrTx, id: string, payload: string) =>
  db
    .updateTable('webhookEvents')
    .set({ payload, objectPending: 0 })
    .where('id', '=', id)
    .where('objectPending', '=', 1)
    .execute();

/**
 * The ids of deliveries due at `now` that no claim holds, of active endpoints, for events complete, and
 * with no earlier delivery of their order to their endpoint pending; PostgreSQL locks them, skipping
 * rows another dispatcher locked.
 */
export async function dueDeliveryIds(tx: DbOrTx, now: string, limit: number): Promise<number[]> {
  let due = tx
    .selectFrom('webhookDeliveries as d')
    .select(['d.id'])
    .where('d.status', '=', 'PENDING')
    .where('d.nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('d.lockedUntil', 'is', null), eb('d.lockedUntil', '<', now)]))
    .where('d.endpointId', 'in', (eb) =>
      eb.selectFrom('webhookEndpoints').select('id').where('active', '=', 1),
    )
    // An order event is sent once the sender added the order's object to it.
    .where('d.eventId', 'not in', (eb) =>
      eb
        .selectFrom('webhookEvents as pe')
        .select('pe.id')
        .where('pe.objectPending', '=', sql.lit(1)),
    )
    // In order per order and endpoint: an earlier delivery still pending holds the later ones.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhookDeliveries as p')
            .select(sql`1`.as('one'))
            .whereRef('p.endpointId', '=', 'd.endpointId')
            .whereRef('p.orderId', '=', 'd.orderId')
            .whereRef('p.id', '<', 'd.id')
            .where('p.status', '=', 'PENDING'),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(limit);
  if (isPostgres(tx)) due = due.forUpdate().skipLocked();
  return (await due.execute()).map((r) => Number(r.id));
}

/** Holds the deliveries against other dispatchers until `until`; answers what sending them needs. */
export async function leaseDeliveries(tx: DbOrTx, ids: number[], until: string) {
  const rows = await tx
    .updateTable('webhookDeliveries')
    .set({ lockedUntil: until })
    .where('id', 'in', ids)
    .returning(['id', 'eventId', 'endpointId', 'attempts'])
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/** What sending a delivery needs: its event's payload and client, its endpoint's URL and secrets. */
export const findDeliveryToSend = (db: DbOrTx, id: number) =>
  db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEvents as e', 'e.id', 'd.eventId')
    .innerJoin('webhookEndpoints as w', 'w.id', 'd.endpointId')
    .select([
      'e.payload',
      'd.createdAt as deliveryAt',
      'e.clientId',
      'w.url',
      'w.secret',
      'w.previousSecret',
      'w.previousSecretExpiresAt',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();

/** Records an attempt's outcome on a delivery. */
export const updateDelivery = (
  db: DbOrTx,
  id: number,
  set: Updateable<Database['webhookDeliveries']>,
) => db.updateTable('webhookDeliveries').set(set).where('id', '=', id).execute();

/** Counts one more failure in a row of an endpoint; answers the count and whether it is active. */
export const countEndpointFailure = (db: DbOrTx, id: number) =>
  db
    .updateTable('webhookEndpoints')
    .set((eb) => ({ consecutiveFailures: eb('consecutiveFailures', '+', 1) }))
    .where('id', '=', id)
    .returning(['consecutiveFailures', 'active'])
    .executeTakeFirst();

/** Fails an endpoint's deliveries still waiting. */
export const failPendingDeliveries = (db: DbOrTx, endpointId: number) =>
  db
    .updateTable('webhookDeliveries')
    .set({ status: 'FAILED', lockedUntil: null })
    .where('endpointId', '=', endpointId)
    .where('status', '=', 'PENDING')
    .execute();
