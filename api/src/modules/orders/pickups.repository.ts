// The SQL of the pickup requests (pickups.service.ts, failed-pickups.ts): the requests, their orders and
// the clients to collect from. The services hold the rules (which parcels a collection takes, when a
// request failed) and the transactions; these functions run in the one they are given.
import { type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { mainCompanyName } from '../clients/client-companies.repository';
import { pageAndCount } from '../paged';
import type { Database } from '../../db/schema';
import { notDeleted } from './live-orders';

/** Where and whom a courier collects from, of `clients as c` and its user `u`. */
const CLIENT_PICKUP_COLUMNS = [
  'u.fullname as clientName',
  'c.pickupAddress',
  'c.delegation',
  'c.city',
  'c.phone1',
  'c.phone2',
] as const;

/** Parcels (live orders) and their COD summed per request, one row per request that has any. */
export function contentsOfRequests(db: DbOrTx, requestIds: number[]) {
  return db
    .selectFrom('pickupRequestOrders as ro')
    .innerJoin('orders as o', 'o.id', 'ro.orderId')
    .select([
      'ro.requestId',
      (eb) => eb.fn.countAll<number>().as('parcels'),
      (eb) => eb.fn.sum<number>('o.price').as('cod'),
    ])
    .where('ro.requestId', 'in', requestIds)
    .where(notDeleted('o'))
    .groupBy('ro.requestId')
    .execute();
}

/** Which order each request holds, as (request, order) pairs. */
export function ordersOfRequests(db: DbOrTx, requestIds: number[]) {
  return db
    .selectFrom('pickupRequestOrders')
    .select(['requestId', 'orderId'])
    .where('requestId', 'in', requestIds)
    .execute();
}

/** The live orders among `orderIds` as a pickup lists its parcels, by id. */
export function parcelRows(db: DbOrTx, orderIds: number[]) {
  return db
    .selectFrom('orders as o')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .select([
      'o.id',
      'o.code',
      'o.price',
      'o.status',
      'o.collectedAt',
      'r.fullname as recipientName',
    ])
    .where('o.id', 'in', orderIds)
    .where(notDeleted('o'))
    .orderBy('o.id')
    .execute();
}

/** Status and collection time of the orders among `ids`, whoever's and deleted or not. */
export function orderStates(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'collectedAt'])
    .where('id', 'in', ids)
    .execute();
}

/** A new pickup request holding `orderIds`; answers its id. */
export async function insertPickupRequest(
  tx: DbOrTx,
  request: Omit<Insertable<Database['pickupRequests']>, 'id'>,
  orderIds: number[],
): Promise<number> {
  const { id } = await tx
    .insertInto('pickupRequests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('pickupRequestOrders')
    .values(orderIds.map((orderId) => ({ requestId: id, orderId })))
    .execute();
  return id;
}

/** A page of a client's pickup requests, newest first, and how many it has. */
export async function clientPickupsPage(
  db: DbOrTx,
  clientId: number,
  page: { offset: number; limit: number },
) {
  return pageAndCount(db.selectFrom('pickupRequests').where('clientId', '=', clientId), (base) =>
    base
      .select(['id', 'state', 'createdAt', 'collectedAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  );
}

/**
 * A page of the requests still to collect (oldest first), then of those made by `to` and finished from
 * `from` on with a parcel collected between the two, with their client and its first company; and how
 * many there are.
 */
export async function pickupsOfTheDayPage(
  db: DbOrTx,
  { from, to }: { from: string; to: string },
  page: { offset: number; limit: number },
) {
  const base = db
    .selectFrom('pickupRequests as p')
    .where((eb) =>
      eb.or([
        eb('p.state', '=', 'REQUESTED'),
        eb.and([
          eb('p.collectedAt', '>=', from),
          eb('p.createdAt', '<=', to),
          eb.exists(
            eb
              .selectFrom('pickupRequestOrders as ro')
              .innerJoin('orders as o', 'o.id', 'ro.orderId')
              .select('o.id')
              .whereRef('ro.requestId', '=', 'p.id')
              .where('o.collectedAt', '>=', from)
              .where('o.collectedAt', '<=', to)
              .where(notDeleted('o')),
          ),
        ]),
      ]),
    );
  return pageAndCount(base, (requests) =>
    requests
      .innerJoin('clients as c', 'c.id', 'p.clientId')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select([
        'p.id',
        'p.state',
        'p.createdAt',
        'p.collectedAt',
        'p.clientId',
        ...CLIENT_PICKUP_COLUMNS,
        (eb) => mainCompanyName(eb.ref('p.clientId')).as('company'),
      ])
      // Still to collect first (oldest first: they wait longest), then the day's collected ones.
      .orderBy((eb) => eb.case().when('p.state', '=', 'REQUESTED').then(0).else(1).end())
      .orderBy('p.createdAt')
      .orderBy('p.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  );
}

/** A pickup request's state, if it exists. */
export function findPickupRequest(db: DbOrTx, id: number) {
  return db
    .selectFrom('pickupRequests')
    .select(['id', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes a request still to collect for a collection by `by` (a conditional update); answers false when it
 * is not to collect any more (another collection took it first).
 */
export async function takePickupRequest(tx: DbOrTx, id: number, by: number): Promise<boolean> {
  const taken = await tx
    .updateTable('pickupRequests')
    .set({ collectedBy: by })
    .where('id', '=', id)
    .where('state', '=', 'REQUESTED')
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** The request's live orders still awaiting collection, by id. */
export function waitingOrdersOfPickup(db: DbOrTx, requestId: number) {
  return db
    .selectFrom('pickupRequestOrders as ro')
    .innerJoin('orders as o', 'o.id', 'ro.orderId')
    .select(['o.id', 'o.collectedAt'])
    .where('ro.requestId', '=', requestId)
    .where('o.status', '=', 'AWAITING_COLLECTION')
    .where(notDeleted('o'))
    .orderBy('o.id')
    .execute();
}

/** The request is collected, none of its parcels waiting any more. */
export async function markPickupCollected(tx: DbOrTx, id: number, at: string) {
  await tx
    .updateTable('pickupRequests')
    .set({ state: 'COLLECTED', collectedAt: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Requests still to collect that were made by `cutoff`, and collected ones with a live order never
 * collected, oldest first.
 */
export function failedPickupRequests(db: DbOrTx, cutoff: string) {
  return db
    .selectFrom('pickupRequests as p')
    .where((eb) =>
      eb.or([
        eb.and([eb('p.state', '=', 'REQUESTED'), eb('p.createdAt', '<=', cutoff)]),
        eb.and([
          eb('p.state', '=', 'COLLECTED'),
          eb.exists(
            eb
              .selectFrom('pickupRequestOrders as ro')
              .innerJoin('orders as o', 'o.id', 'ro.orderId')
              .select('o.id')
              .whereRef('ro.requestId', '=', 'p.id')
              .where('o.collectedAt', 'is', null)
              .where(notDeleted('o')),
          ),
        ]),
      ]),
    )
    .select(['p.id', 'p.clientId', 'p.state', 'p.createdAt', 'p.collectedAt'])
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .execute();
}

/** Where and whom to collect from for each client, with its first company. */
export function clientsToCollectFrom(db: DbOrTx, clientIds: number[]) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select((eb) => [
      'c.id as clientId',
      ...CLIENT_PICKUP_COLUMNS,
      mainCompanyName(eb.ref('c.id')).as('company'),
    ])
    .where('c.id', 'in', clientIds)
    .execute();
}
