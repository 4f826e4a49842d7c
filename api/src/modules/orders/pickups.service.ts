import {
  PICKUP_MESSAGES,
  PICKUP_READY_STATUSES,
  type ClientPickup,
  type Paged,
  type PickupState,
  type StaffPickup,
  type StaffPickupOrder,
} from '@wolvo/shared/contracts';
import { isUniqueViolation, nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { claimIdempotencyKey } from '../idempotency';
import { pagedOf } from '../paged';
import { addMovement, BulkRefusedError, checkBulk } from './order-writes.service';
import { recordOrderEvent } from '../webhooks/webhooks.service';
import {
  clientPickupsPage,
  contentsOfRequests,
  findPickupRequest,
  insertPickupRequest,
  markPickupCollected,
  orderStates,
  ordersOfRequests,
  parcelRows,
  pickupsOfTheDayPage,
  takePickupRequest,
  waitingOrdersOfPickup,
} from './pickups.repository';

const M = PICKUP_MESSAGES;
const READY = PICKUP_READY_STATUSES as readonly string[];

/** Parcels and cash to collect per request, in one grouped query. */
export async function contentsOf(db: DbOrTx, requestIds: number[]) {
  if (!requestIds.length) return new Map<number, { parcels: number; cod: number }>();
  const rows = await contentsOfRequests(db, requestIds);
  return new Map(
    rows.map((r) => [r.requestId, { parcels: Number(r.parcels), cod: Number(r.cod ?? 0) }]),
  );
}

/**
 * The parcels of each request, by id (code, recipient, COD, status, when collected): the one lookup of a
 * request's orders, for the pickups of the day (to choose those collected) and the failed pickups (those
 * left behind). Deleted orders are left out.
 */
export async function parcelsOf(db: DbOrTx, requestIds: number[]) {
  const map = new Map<number, StaffPickupOrder[]>();
  if (!requestIds.length) return map;
  // In two steps (the requests' order ids, then those orders by primary key), so PostgreSQL seeks each
  // order rather than hashing the whole orders table (its plan for one join of a long request list).
  const links = await ordersOfRequests(db, requestIds);
  if (!links.length) return map;
  const requestOf = new Map(links.map((l) => [l.orderId, l.requestId]));
  const orders = await parcelRows(db, [...requestOf.keys()]);
  const rows = orders.map((o) => ({ requestId: requestOf.get(o.id)!, ...o }));
  for (const { requestId, ...order } of rows) {
    const list = map.get(requestId);
    if (list) list.push(order);
    else map.set(requestId, [order]);
  }
  return map;
}

/**
 * POST /v1/order/pickup-request: the merchant's printed parcels, asked to be picked up together. All or
 * nothing: an order not printed yet, already asked for, collected, or not the caller's refuses the whole
 * request, each named. The orders become AWAITING_COLLECTION (a movement each) in one transaction.
 */
export async function requestPickup(
  db: Db,
  auth: AuthContext,
  ids: number[],
): Promise<ClientPickup> {
  if (!ids.length) throw badRequest(`ids: ${M.noOrders}`);
  const { unique, refused } = await checkBulk(db, auth, ids, (o) =>
    READY.includes(o.status)
      ? null
      : o.status === 'AWAITING_COLLECTION'
        ? 'order.pickup-already-requested'
        : o.collectedAt
          ? 'order.already-collected'
          : 'order.not-printed',
  );
  if (refused.length) throw new BulkRefusedError(refused);
  const at = nowIso();
  try {
    const id = await db.transaction().execute(async (tx) => {
      // Read again inside the transaction: an order moved since the check is refused, not collected twice.
      const orders = await orderStates(tx, unique);
      const moved = orders.filter((o) => !READY.includes(o.status));
      if (moved.length)
        throw new BulkRefusedError(
          moved.map((o) => ({ id: o.id, reason: 'order.pickup-already-requested' })),
        );
      const id = await insertPickupRequest(
        tx,
        {
          clientId: auth.clientId!,
          state: 'REQUESTED',
          requestedBy: auth.id,
          createdAt: at,
          collectedAt: null,
          collectedBy: null,
        },
        unique,
      );
      for (const order of orders)
        await addMovement(tx, order, { status: 'AWAITING_COLLECTION', by: auth.id }, at);
      await claimIdempotencyKey(tx, { id, createdAt: at });
      return id;
    });
    return requestedPickup(db, id, at);
  } catch (error) {
    // Two requests for one order at once: the unique index lets one in.
    if (isUniqueViolation(error))
      throw new BulkRefusedError(
        unique.map((id) => ({ id, reason: 'order.pickup-already-requested' })),
      );
    throw error;
  }
}

/** The answer of a pickup request just made. */
export async function requestedPickup(db: DbOrTx, id: number, createdAt: string) {
  const contents = (await contentsOf(db, [id])).get(id)!;
  return { id, state: 'REQUESTED' as const, createdAt, collectedAt: null, ...contents };
}

/** GET /v1/order/getClientPickups: the merchant's pickup requests, newest first, paged. */
export async function listClientPickups(
  db: Db,
  auth: AuthContext,
  page: { offset: number; limit: number },
): Promise<Paged<ClientPickup>> {
  const { rows, total } = await clientPickupsPage(db, auth.clientId ?? -1, page);
  const contents = await contentsOf(
    db,
    rows.map((r) => r.id),
  );
  return pagedOf(
    rows.map((r) => ({
      ...r,
      state: r.state as PickupState,
      ...(contents.get(r.id) ?? { parcels: 0, cod: 0 }),
    })),
    total,
    page,
  );
}

/**
 * GET /v1/order/getCommercialPickupsOfTheDay (staff): the requests still to collect, whatever their day
 * (a partly collected one among them: some parcels collected, the rest still waiting), then every request
 * with a parcel collected on `day` (today by default, UTC), so the day's list holds each parcel collected
 * that day, also from a request partly collected then or finished on a later day. Each parcel says when it
 * was collected. A request made after the day, or wholly collected before it, cannot have had a parcel
 * collected on it: those bounds keep the parcel lookup to a few requests.
 */
export async function listPickupsOfTheDay(
  db: Db,
  query: { day?: string; offset: number; limit: number },
  now = new Date(),
): Promise<Paged<StaffPickup>> {
  const day = query.day ?? now.toISOString().slice(0, 10);
  const [from, to] = [`${day}T00:00:00.000Z`, `${day}T23:59:59.999Z`];
  const { rows, total } = await pickupsOfTheDayPage(db, { from, to }, query);
  const requestIds = rows.map((r) => r.id);
  const [contents, parcels] = await Promise.all([
    contentsOf(db, requestIds),
    parcelsOf(db, requestIds),
  ]);
  return pagedOf(
    rows.map((r) => ({
      ...r,
      company: r.company ?? '',
      state: r.state as PickupState,
      ...(contents.get(r.id) ?? { parcels: 0, cod: 0 }),
      orders: parcels.get(r.id) ?? [],
    })),
    total,
    query,
  );
}

/**
 * PUT /v1/order/pickup/{id}/collect (staff): the courier picked the parcels up, all of them or only the
 * chosen `ids`. The chosen orders still waiting become COLLECTED with a movement each, in one
 * transaction; an id that is not a waiting parcel of this request (another client's order, one already
 * collected) refuses the whole call, each named, and nothing moves. The request becomes COLLECTED when
 * none of its parcels waits any more, else it stays to collect with the rest. The request row is taken
 * first (a conditional update), so two staff at once do not collect the same parcel twice.
 */
export async function collectPickup(
  db: Db,
  auth: AuthContext,
  id: number,
  ids?: number[],
): Promise<{ id: number; collected: number; orderIds: number[]; remaining: number }> {
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    const request = await findPickupRequest(tx, id);
    if (!request) throw notFound(M.notFound);
    if (!(await takePickupRequest(tx, id, auth.id))) throw conflict(M.alreadyCollected);
    const waiting = await waitingOrdersOfPickup(tx, id);
    let chosen = waiting;
    if (ids) {
      const unique = [...new Set(ids)];
      const byId = new Map(waiting.map((o) => [o.id, o]));
      const refused = unique.filter((orderId) => !byId.has(orderId));
      if (refused.length)
        throw badRequest(refused.map((orderId) => `${orderId}: ${M.orderNotWaiting}`));
      chosen = unique.map((orderId) => byId.get(orderId)!);
    }
    for (const order of chosen) {
      await addMovement(tx, order, { status: 'COLLECTED', by: auth.id }, at);
      await recordOrderEvent(tx, 'pickup.collected', order.id, at, () => ({ pickupRequestId: id }));
    }
    const remaining = waiting.length - chosen.length;
    if (remaining === 0) await markPickupCollected(tx, id, at);
    return { id, collected: chosen.length, orderIds: chosen.map((o) => o.id), remaining };
  });
}
