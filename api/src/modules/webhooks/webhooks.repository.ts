import type { DbOrTx } from '../../db/database';

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
