import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx, DialectName } from '../../db/database';

/**
 * The statistics' aggregate queries, read from day facts kept by triggers on `orders` in the transaction
 * of every write (migrations `2026-12-04T09-00_order-day-counts` and `2026-12-05T09-00_million-facts`):
 * per client and UTC day of creation, the live orders per status (`order_day_counts`) and per
 * governorate, source and status (`order_place_day_counts`); per client and UTC day of delivery or of the
 * declared return, the parcels, their cash on delivery and their days from collection per governorate
 * and delegation (`order_event_day_facts`). A range of 90 days reads a few thousand of those rows instead
 * of every order of the range (half a million at 1,000,000 orders). Groups whose count fell to zero (every
 * order moved out) are left out, as a GROUP BY over the orders has none. `api/test/million-facts.test.ts`
 * recomputes the facts from the orders.
 */

/** An inclusive range of UTC days: `from` and `to` (YYYY-MM-DD), and its `[start, end)` timestamps. */
export interface Span {
  from: string;
  to: string;
  start: string;
  end: string;
}

type Fact = 'orders.deliveredAt' | 'orders.returnedAt';

/**
 * A nullable text kept in a day-fact key ('' for null, '=' and the text otherwise), as the text again.
 */
export const decodeKey = (column: string): RawBuilder<string | null> =>
  sql<
    string | null
  >`case when ${sql.ref(column)} = '' then null else substr(${sql.ref(column)}, 2) end`;

const total = (column: string) => sql<number>`sum(${sql.ref(column)})`;

/** A client's day facts of orders created in the span (`order_place_day_counts`). */
function placeDays(db: DbOrTx, clientId: number, span: Span) {
  return db
    .selectFrom('orderPlaceDayCounts as c')
    .where('c.clientId', '=', clientId)
    .where('c.day', '>=', span.from)
    .where('c.day', '<=', span.to);
}

/** A client's day facts of one event (delivered, declared returned) in the span (`order_event_day_facts`). */
function eventDays(db: DbOrTx, event: Fact, clientId: number, span: Span) {
  return db
    .selectFrom('orderEventDayFacts as e')
    .where('e.clientId', '=', clientId)
    .where('e.event', '=', event === 'orders.deliveredAt' ? 'DELIVERED' : 'RETURNED')
    .where('e.day', '>=', span.from)
    .where('e.day', '<=', span.to);
}

/** Live orders of a client created in the span, per UTC day and current status (`order_day_counts`). */
export function ordersByDayAndStatus(db: DbOrTx, clientId: number, span: Span) {
  return db
    .selectFrom('orderDayCounts as c')
    .select(['c.day', 'c.status', total('c.n').as('orders')])
    .where('c.clientId', '=', clientId)
    .where('c.day', '>=', span.from)
    .where('c.day', '<=', span.to)
    .groupBy(['c.day', 'c.status'])
    .having(total('c.n'), '>', 0)
    .execute();
}

/**
 * Live orders of a client created in the span, per recipient governorate, and how many are delivered
 * (`order_place_day_counts`).
 */
export function ordersByGovernorate(
  db: DbOrTx,
  clientId: number,
  span: Span,
  deliveredStatuses: readonly string[],
) {
  return placeDays(db, clientId, span)
    .select([
      decodeKey('c.governorate').as('governorate'),
      total('c.n').as('orders'),
      sql<number>`sum(case when ${sql.ref('c.status')} in (${sql.join(
        deliveredStatuses,
      )}) then ${sql.ref('c.n')} else 0 end)`.as('delivered'),
    ])
    .groupBy('c.governorate')
    .having(total('c.n'), '>', 0)
    .$narrowType<{ governorate: string }>()
    .execute();
}

/** Live orders of a client by source, created in the span (`order_source_day_counts`). */
export function ordersBySource(db: DbOrTx, clientId: number, span: Span) {
  return db
    .selectFrom('orderSourceDayCounts as c')
    .where('c.clientId', '=', clientId)
    .where('c.day', '>=', span.from)
    .where('c.day', '<=', span.to)
    .select(['c.source', total('c.n').as('orders')])
    .groupBy('c.source')
    .having(total('c.n'), '>', 0)
    .execute();
}

/**
 * A client's live orders whose current status is one of `statuses`: count and cash on delivery (every
 * day of `order_day_counts`).
 */
export function ordersByCurrentStatus(db: DbOrTx, clientId: number, statuses: readonly string[]) {
  return db
    .selectFrom('orderDayCounts as c')
    .select(['c.status', total('c.n').as('orders'), total('c.price').as('cod')])
    .where('c.clientId', '=', clientId)
    .where('c.status', 'in', [...statuses])
    .groupBy('c.status')
    .having(total('c.n'), '>', 0)
    .execute();
}

/**
 * A client's live orders delivered (`orders.deliveredAt`) or declared returned (`orders.returnedAt`) in
 * the span, per UTC day of that event: the parcels and their cash on delivery (`order_event_day_facts`).
 */
export function eventsByDay(db: DbOrTx, fact: Fact, clientId: number, span: Span) {
  return eventDays(db, fact, clientId, span)
    .select(['e.day', total('e.n').as('parcels'), total('e.price').as('cod')])
    .groupBy('e.day')
    .having(total('e.n'), '>', 0)
    .execute();
}

/**
 * A client's live orders delivered in the span, per recipient governorate and delegation: parcels, cash
 * on delivery, and the whole days from collection to delivery summed over those with a collection date
 * (`collected` of them), so any grouping's average is exact.
 */
export function deliveriesByPlace(db: DbOrTx, _dialect: DialectName, clientId: number, span: Span) {
  return eventDays(db, 'orders.deliveredAt', clientId, span)
    .select([
      decodeKey('e.governorate').as('governorate'),
      decodeKey('e.delegation').as('delegation'),
      total('e.n').as('delivered'),
      total('e.price').as('cod'),
      total('e.collected').as('collected'),
      total('e.days').as('days'),
    ])
    .groupBy(['e.governorate', 'e.delegation'])
    .having(total('e.n'), '>', 0)
    .$narrowType<{ governorate: string; delegation: string }>()
    .execute();
}

/**
 * A client's live orders delivered in the span, per UTC day of delivery and recipient governorate:
 * parcels, cash on delivery, and the whole days from collection (see `deliveriesByPlace`).
 */
export function deliveriesByDayAndGovernorate(
  db: DbOrTx,
  _dialect: DialectName,
  clientId: number,
  span: Span,
) {
  return eventDays(db, 'orders.deliveredAt', clientId, span)
    .select([
      'e.day',
      decodeKey('e.governorate').as('governorate'),
      total('e.n').as('delivered'),
      total('e.price').as('cod'),
      total('e.collected').as('collected'),
      total('e.days').as('days'),
    ])
    .groupBy(['e.day', 'e.governorate'])
    .having(total('e.n'), '>', 0)
    .$narrowType<{ governorate: string }>()
    .execute();
}

/** Whole days from collection to delivery summed over a client's orders delivered in the span. */
export function deliveryDaysTotal(db: DbOrTx, _dialect: DialectName, clientId: number, span: Span) {
  return eventDays(db, 'orders.deliveredAt', clientId, span)
    .select([total('e.collected').as('collected'), total('e.days').as('days')])
    .executeTakeFirst();
}

/** A client's live bills (pending, paid) with their net to pay summed. */
export function billsByStatus(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('bills')
    .select([
      'bills.status',
      (eb) => eb.fn.countAll<number>().as('bills'),
      (eb) => eb.fn.sum<number>('bills.netToPay').as('net'),
    ])
    .where('bills.clientId', '=', clientId)
    .where('bills.status', 'in', ['PENDING', 'PAID'])
    .groupBy('bills.status')
    .execute();
}
