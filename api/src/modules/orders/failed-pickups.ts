import {
  PICKUP_LATE_AFTER_MS,
  type ClientFailedPickups,
  type FailedPickup,
  type FailedPickupKind,
  type Paged,
} from '@wolvo/shared/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { pagedOf } from '../paged';
import { contentsOf, parcelsOf } from './pickups.service';

/**
 * Pickup requests that went wrong: still to collect a day (PICKUP_LATE_AFTER_MS) after they were asked
 * (NOT_COLLECTED), or collected with some of their parcels left behind (PARTIAL: an order of the
 * request, not deleted, that was never collected; a late request of which only some parcels were
 * collected is PARTIAL too).
 */
function failedRequests(db: DbOrTx, cutoff: string) {
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
              .where('o.deletedAt', 'is', null),
          ),
        ]),
      ]),
    );
}

/**
 * GET /v1/order/getReclamationPickups (staff): the clients whose pickups went wrong, the one waiting
 * longest first, paged by client; each with where to go, whom to call and its failed requests (oldest
 * first) with the orders concerned: every order of a late request, the ones left of a partial one.
 */
export async function listFailedPickups(
  db: Db,
  query: { offset: number; limit: number },
  now = new Date(),
): Promise<Paged<ClientFailedPickups>> {
  const cutoff = new Date(now.getTime() - PICKUP_LATE_AFTER_MS).toISOString();
  const [clients, count] = await Promise.all([
    failedRequests(db, cutoff)
      .innerJoin('clients as c', 'c.id', 'p.clientId')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select((eb) => [
        'p.clientId',
        'u.fullname as clientName',
        'c.pickupAddress',
        'c.delegation',
        'c.city',
        'c.phone1',
        'c.phone2',
        eb.fn.min('p.createdAt').as('oldest'),
        eb
          .selectFrom('businesses as b')
          .select('b.name')
          .whereRef('b.clientId', '=', 'p.clientId')
          .orderBy('b.position')
          .limit(1)
          .as('company'),
      ])
      .groupBy([
        'p.clientId',
        'u.fullname',
        'c.pickupAddress',
        'c.delegation',
        'c.city',
        'c.phone1',
        'c.phone2',
      ])
      .orderBy('oldest')
      .orderBy('p.clientId')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    failedRequests(db, cutoff)
      .select((eb) => eb.fn.count<number>('p.clientId').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const clientIds = clients.map((c) => c.clientId);
  const requests = clientIds.length
    ? await failedRequests(db, cutoff)
        .select(['p.id', 'p.clientId', 'p.state', 'p.createdAt', 'p.collectedAt'])
        .where('p.clientId', 'in', clientIds)
        .orderBy('p.createdAt')
        .orderBy('p.id')
        .execute()
    : [];
  const requestIds = requests.map((r) => r.id);
  const [contents, parcels] = await Promise.all([
    contentsOf(db, requestIds),
    parcelsOf(db, requestIds),
  ]);
  // A request some of whose parcels were collected is PARTIAL, whether staff closed it (the older
  // whole-request collection) or it still waits for the rest (a collection of only some parcels).
  const partlyCollected = new Set(
    requestIds.filter((id) => parcels.get(id)?.some((o) => o.collectedAt !== null)),
  );
  const byRequest = new Map<number, FailedPickup>();
  const byClient = new Map<number, FailedPickup[]>();
  for (const r of requests) {
    const kind: FailedPickupKind =
      r.state === 'REQUESTED' && !partlyCollected.has(r.id) ? 'NOT_COLLECTED' : 'PARTIAL';
    const item: FailedPickup = {
      id: r.id,
      kind,
      createdAt: r.createdAt,
      collectedAt: r.collectedAt,
      parcels: contents.get(r.id)?.parcels ?? 0,
      orders: [],
    };
    byRequest.set(r.id, item);
    byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), item]);
  }
  // A late request lists every parcel; a partial one only the parcels left behind.
  for (const [requestId, request] of byRequest)
    for (const { collectedAt, ...order } of parcels.get(requestId) ?? [])
      if (request.kind === 'NOT_COLLECTED' || collectedAt === null) request.orders.push(order);
  return pagedOf(
    clients.map(({ oldest: _oldest, ...c }) => ({
      ...c,
      company: c.company ?? '',
      requests: byClient.get(c.clientId) ?? [],
    })),
    Number(count.n),
    query,
  );
}
