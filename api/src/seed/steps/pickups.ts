import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY } from '../seed-context';

type OrderRow = Insertable<Database['orders']>;

/**
 * Each client's parcels waiting for collection, asked for in one pickup request, and a few pickups that
 * went wrong for the staff's follow-up page, drawn from the same orders (no order is added, each waiting
 * parcel is in one request): a client's waiting parcels asked for between 1.25 and 7 days ago (the last 3)
 * are a request still not collected; its last parcel asked for between 7 and 60 days ago was left behind
 * by a collection that took the client's next parcels (collected within 2 days after it): a partial pickup.
 */
export function pickupRequestsOf(orders: OrderRow[], nowMs: number) {
  const waiting = new Map<number, OrderRow[]>();
  const collected = new Map<number, OrderRow[]>();
  // Appended in place: copying a client's list for each order made this quadratic (26 s at 100,000 orders).
  const append = (map: Map<number, OrderRow[]>, order: OrderRow) => {
    const list = map.get(order.clientId);
    if (list) list.push(order);
    else map.set(order.clientId, [order]);
  };
  for (const order of orders) {
    if (order.status === 'AWAITING_COLLECTION') append(waiting, order);
    if (order.collectedAt) append(collected, order);
  }
  const askedBetween = (list: OrderRow[], fromDays: number, toDays: number) =>
    list
      .filter((o) => {
        const at = Date.parse(o.updatedAt as string);
        return at >= nowMs - toDays * DAY && at <= nowMs - fromDays * DAY;
      })
      .sort((a, b) => (a.updatedAt as string).localeCompare(b.updatedAt as string));
  const latest = (list: OrderRow[], key: 'updatedAt' | 'collectedAt') =>
    list.reduce((max, o) => ((o[key] as string) > max ? (o[key] as string) : max), '');
  const requests: Insertable<Database['pickupRequests']>[] = [];
  const links: Insertable<Database['pickupRequestOrders']>[] = [];
  const failed: { clientId: number; list: OrderRow[]; collectedAt: string | null }[] = [];
  const open: [number, OrderRow[]][] = [];
  for (const [clientId, list] of waiting) {
    const late = askedBetween(list, 1.25, 7).slice(-3);
    if (late.length) failed.push({ clientId, list: late, collectedAt: null });
    const left = askedBetween(list, 7, 60).at(-1);
    const leftAt = left ? Date.parse(left.updatedAt as string) : 0;
    const taken = left
      ? (collected.get(clientId) ?? [])
          .filter((o) => {
            const at = Date.parse(o.collectedAt as string);
            return at > leftAt && at <= leftAt + 2 * DAY;
          })
          .slice(0, 3)
      : [];
    if (left && taken.length)
      failed.push({ clientId, list: [left, ...taken], collectedAt: latest(taken, 'collectedAt') });
    const moved = [...late, ...(taken.length ? [left] : [])];
    const rest = list.filter((o) => !moved.includes(o));
    if (rest.length) open.push([clientId, rest]);
  }
  // The open requests first, numbered as before this follow-up data existed.
  for (const [clientId, list] of open) {
    const id = requests.length + 1;
    requests.push({
      id,
      clientId,
      state: 'REQUESTED',
      requestedBy: null,
      createdAt: latest(list, 'updatedAt'),
      collectedAt: null,
      collectedBy: null,
    });
    for (const o of list) links.push({ requestId: id, orderId: o.id as number });
  }
  for (const { clientId, list, collectedAt } of failed) {
    const id = requests.length + 1;
    requests.push({
      id,
      clientId,
      state: collectedAt ? 'COLLECTED' : 'REQUESTED',
      requestedBy: null,
      // A partial pickup was asked for when its left-behind parcel was ready.
      createdAt: collectedAt ? (list[0].updatedAt as string) : latest(list, 'updatedAt'),
      collectedAt,
      collectedBy: null,
    });
    for (const o of list) links.push({ requestId: id, orderId: o.id as number });
  }
  return { requests, links };
}
