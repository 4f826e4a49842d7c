import {
  PICKUP_LATE_AFTER_MS,
  type ClientFailedPickups,
  type FailedPickup,
  type FailedPickupKind,
  type Paged,
} from '@wolvo/shared/contracts';
import type { Db } from '../../db/database';
import { pagedOf } from '../paged';
import { parcelsOf } from './pickups.service';
import { clientsToCollectFrom, failedPickupRequests } from './pickups.repository';

/**
 * GET /v1/order/getReclamationPickups (staff): the clients whose pickups went wrong, the one waiting
 * longest first, paged by client; each with where to go, whom to call and its failed requests (oldest
 * first) with the orders concerned: every order of a late request, the ones left of a partial one.
 * The failed requests are found once (their clients, order and count come from that list), then the
 * page's clients and the parcels of their failed requests; a request's parcels are its live orders.
 */
export async function listFailedPickups(
  db: Db,
  query: { offset: number; limit: number },
  now = new Date(),
): Promise<Paged<ClientFailedPickups>> {
  const cutoff = new Date(now.getTime() - PICKUP_LATE_AFTER_MS).toISOString();
  // Pickup requests that went wrong: still to collect a day (PICKUP_LATE_AFTER_MS) after they were asked
  // (NOT_COLLECTED), or collected with some of their parcels left behind (PARTIAL: an order of the
  // request, not deleted, that was never collected; a late request of which only some parcels were
  // collected is PARTIAL too).
  const failed = await failedPickupRequests(db, cutoff);
  // Oldest first, so a client's first request is its oldest; ties between clients by client id.
  const requestsOf = new Map<number, typeof failed>();
  for (const r of failed) {
    const list = requestsOf.get(r.clientId);
    if (list) list.push(r);
    else requestsOf.set(r.clientId, [r]);
  }
  const order = [...requestsOf.entries()]
    .map(([clientId, list]) => ({ clientId, oldest: list[0]!.createdAt }))
    .sort((a, b) => (a.oldest < b.oldest ? -1 : a.oldest > b.oldest ? 1 : a.clientId - b.clientId));
  const clientIds = order.slice(query.offset, query.offset + query.limit).map((c) => c.clientId);
  const requests = clientIds.flatMap((id) => requestsOf.get(id)!);
  const requestIds = requests.map((r) => r.id);
  const [clients, parcels] = await Promise.all([
    clientIds.length ? clientsToCollectFrom(db, clientIds) : [],
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
      parcels: parcels.get(r.id)?.length ?? 0,
      orders: [],
    };
    byRequest.set(r.id, item);
    const list = byClient.get(r.clientId);
    if (list) list.push(item);
    else byClient.set(r.clientId, [item]);
  }
  // A late request lists every parcel; a partial one only the parcels left behind.
  for (const [requestId, request] of byRequest)
    for (const { collectedAt, ...order } of parcels.get(requestId) ?? [])
      if (request.kind === 'NOT_COLLECTED' || collectedAt === null) request.orders.push(order);
  const clientOf = new Map(clients.map((c) => [c.clientId, c]));
  return pagedOf(
    clientIds.map((id) => {
      const c = clientOf.get(id)!;
      return { ...c, company: c.company ?? '', requests: byClient.get(id) ?? [] };
    }),
    order.length,
    query,
  );
}
