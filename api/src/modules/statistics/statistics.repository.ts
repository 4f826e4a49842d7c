import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx, DialectName } from '../../db/database';
import { notDeleted } from '../orders/live-orders';

/**
 * The statistics' aggregate queries: each is one GROUP BY over one index of live orders, the same SQL on
 * SQLite and PostgreSQL but for the whole days between two timestamps (`daysBetween`). Timestamps are
 * ISO-8601 UTC text, so a UTC day is their first 10 characters and a range is a text comparison. What
 * happened to an order (delivered, declared returned) and its recipient's place are facts kept on the order
 * (migration `2026-11-28T09-00_statistics-facts`), so no query joins movements or recipients; the day
 * groups compare the day expression itself, which the indexes hold, so they stream without a sort.
 */

/** An inclusive range of UTC days: `from` and `to` (YYYY-MM-DD), and its `[start, end)` timestamps. */
export interface Span {
  from: string;
  to: string;
  start: string;
  end: string;
}

const dayOf = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Whole UTC days from one timestamp column to another (the calendar days between their dates). */
function daysBetween(dialect: DialectName, from: string, to: string): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(cast(substr(${sql.ref(to)}, 1, 10) as date) - cast(substr(${sql.ref(from)}, 1, 10) as date))`
    : sql<number>`cast(julianday(substr(${sql.ref(to)}, 1, 10)) - julianday(substr(${sql.ref(from)}, 1, 10)) as integer)`;
}

/** A client's live orders created in the span (`orders_stats_created_day_idx`). */
function createdIn(db: DbOrTx, clientId: number, span: Span) {
  const day = dayOf('orders.createdAt');
  return db
    .selectFrom('orders')
    .where('orders.clientId', '=', clientId)
    .where(notDeleted('orders'))
    .where(day, '>=', span.from)
    .where(day, '<=', span.to);
}

type Fact = 'orders.deliveredAt' | 'orders.returnedAt';

/** A client's live orders whose fact (delivered, returned) happened in the span. */
function happenedIn(db: DbOrTx, fact: Fact, clientId: number, span: Span) {
  const day = dayOf(fact);
  return db
    .selectFrom('orders')
    .where('orders.clientId', '=', clientId)
    .where(notDeleted('orders'))
    .where(fact, 'is not', null)
    .where(day, '>=', span.from)
    .where(day, '<=', span.to);
}

/** Live orders of a client created in the span, per UTC day and current status. */
export function ordersByDayAndStatus(db: DbOrTx, clientId: number, span: Span) {
  const day = dayOf('orders.createdAt');
  return createdIn(db, clientId, span)
    .select([day.as('day'), 'orders.status', (eb) => eb.fn.countAll<number>().as('orders')])
    .groupBy([day, 'orders.status'])
    .execute();
}

/**
 * Live orders of a client created in the span, per recipient governorate, and how many are delivered
 * (SQLite: `orders_stats_governorate_idx`, the groups in the index's order; PostgreSQL: the span's range
 * of `orders_live_client_created_place_idx`, hashed).
 */
export function ordersByGovernorate(
  db: DbOrTx,
  clientId: number,
  span: Span,
  deliveredStatuses: readonly string[],
) {
  return db
    .selectFrom('orders')
    .select([
      'orders.destGovernorate as governorate',
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('orders.status', 'in', [...deliveredStatuses])
              .then(1)
              .else(0)
              .end(),
          )
          .as('delivered'),
    ])
    .where('orders.clientId', '=', clientId)
    .where(notDeleted('orders'))
    .where('orders.createdAt', '>=', span.start)
    .where('orders.createdAt', '<', span.end)
    .groupBy('orders.destGovernorate')
    .$narrowType<{ governorate: string }>()
    .execute();
}

/** Live orders of a client by source, created in the span. */
export function ordersBySource(db: DbOrTx, clientId: number, span: Span) {
  return db
    .selectFrom('orders')
    .select(['orders.source', (eb) => eb.fn.countAll<number>().as('orders')])
    .where('orders.clientId', '=', clientId)
    .where(notDeleted('orders'))
    .where('orders.createdAt', '>=', span.start)
    .where('orders.createdAt', '<', span.end)
    .groupBy('orders.source')
    .execute();
}

/** A client's live orders whose current status is one of `statuses`: count and cash on delivery. */
export function ordersByCurrentStatus(db: DbOrTx, clientId: number, statuses: readonly string[]) {
  return db
    .selectFrom('orders')
    .select([
      'orders.status',
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
    ])
    .where('orders.clientId', '=', clientId)
    .where(notDeleted('orders'))
    .where('orders.status', 'in', [...statuses])
    .groupBy('orders.status')
    .execute();
}

/**
 * A client's live orders delivered (`orders.deliveredAt`) or declared returned (`orders.returnedAt`) in
 * the span, per UTC day of that event: the parcels and their cash on delivery.
 */
export function eventsByDay(db: DbOrTx, fact: Fact, clientId: number, span: Span) {
  const day = dayOf(fact);
  return happenedIn(db, fact, clientId, span)
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number>().as('parcels'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
    ])
    .groupBy(day)
    .execute();
}

/**
 * A client's live orders delivered in the span, per recipient governorate and delegation: parcels, cash
 * on delivery, and the whole days from collection to delivery summed over those with a collection date
 * (`collected` of them), so any grouping's average is exact.
 */
export function deliveriesByPlace(db: DbOrTx, dialect: DialectName, clientId: number, span: Span) {
  const days = daysBetween(dialect, 'orders.collectedAt', 'orders.deliveredAt');
  return happenedIn(db, 'orders.deliveredAt', clientId, span)
    .select([
      'orders.destGovernorate as governorate',
      'orders.destDelegation as delegation',
      (eb) => eb.fn.countAll<number>().as('delivered'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
    .groupBy(['orders.destGovernorate', 'orders.destDelegation'])
    .$narrowType<{ governorate: string; delegation: string }>()
    .execute();
}

/**
 * A client's live orders delivered in the span, per UTC day of delivery and recipient governorate:
 * parcels, cash on delivery, and the whole days from collection (see `deliveriesByPlace`).
 */
export function deliveriesByDayAndGovernorate(
  db: DbOrTx,
  dialect: DialectName,
  clientId: number,
  span: Span,
) {
  const day = dayOf('orders.deliveredAt');
  const days = daysBetween(dialect, 'orders.collectedAt', 'orders.deliveredAt');
  return happenedIn(db, 'orders.deliveredAt', clientId, span)
    .select([
      day.as('day'),
      'orders.destGovernorate as governorate',
      (eb) => eb.fn.countAll<number>().as('delivered'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
    .groupBy([day, 'orders.destGovernorate'])
    .$narrowType<{ governorate: string }>()
    .execute();
}

/** Whole days from collection to delivery summed over a client's orders delivered in the span. */
export function deliveryDaysTotal(db: DbOrTx, dialect: DialectName, clientId: number, span: Span) {
  const days = daysBetween(dialect, 'orders.collectedAt', 'orders.deliveredAt');
  return happenedIn(db, 'orders.deliveredAt', clientId, span)
    .select([
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
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
