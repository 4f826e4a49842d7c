import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx, DialectName } from '../../db/database';

/**
 * The statistics' aggregate queries: each is one GROUP BY over indexed columns, the same SQL on SQLite
 * and PostgreSQL but for the whole days between two timestamps (`daysBetween`). Timestamps are ISO-8601
 * UTC text, so a UTC day is their first 10 characters and a range is a text comparison.
 */

/** `[start, end)` timestamps of an inclusive range of UTC days. */
export interface Span {
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

/** Live orders of a client created in the span, per UTC day and current status. */
export function ordersByDayAndStatus(db: DbOrTx, clientId: number, span: Span) {
  const day = dayOf('orders.createdAt');
  return db
    .selectFrom('orders')
    .select([day.as('day'), 'orders.status', (eb) => eb.fn.countAll<number>().as('orders')])
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
    .where('orders.createdAt', '>=', span.start)
    .where('orders.createdAt', '<', span.end)
    .groupBy([day, 'orders.status'])
    .execute();
}

/** Live orders of a client created in the span, per recipient governorate, and how many are delivered. */
export function ordersByGovernorate(
  db: DbOrTx,
  clientId: number,
  span: Span,
  deliveredStatuses: readonly string[],
) {
  return db
    .selectFrom('orders')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select([
      'recipients.delegation as governorate',
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
    .where('orders.deletedAt', 'is', null)
    .where('orders.createdAt', '>=', span.start)
    .where('orders.createdAt', '<', span.end)
    .groupBy('recipients.delegation')
    .execute();
}

/** Live orders of a client by source, created in the span. */
export function ordersBySource(db: DbOrTx, clientId: number, span: Span) {
  return db
    .selectFrom('orders')
    .select(['orders.source', (eb) => eb.fn.countAll<number>().as('orders')])
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
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
    .where('orders.deletedAt', 'is', null)
    .where('orders.status', 'in', [...statuses])
    .groupBy('orders.status')
    .execute();
}

/**
 * Movements to one of `statuses` (DELIVERED, RETURN_TO_SENDER...) of a client's live orders in the span,
 * per UTC day and status: the parcels and their cash on delivery.
 */
export function eventsByDay(db: DbOrTx, clientId: number, span: Span, statuses: readonly string[]) {
  const day = dayOf('movements.createdAt');
  return db
    .selectFrom('movements')
    .innerJoin('orders', 'orders.id', 'movements.orderId')
    .select([
      day.as('day'),
      'movements.status',
      (eb) => eb.fn.countAll<number>().as('parcels'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
    ])
    .where('movements.status', 'in', [...statuses])
    .where('movements.createdAt', '>=', span.start)
    .where('movements.createdAt', '<', span.end)
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
    .groupBy([day, 'movements.status'])
    .execute();
}

/**
 * A client's live orders delivered in the span (a DELIVERED movement), per recipient governorate and
 * delegation: parcels, cash on delivery, and the whole days from collection to delivery summed over those
 * with a collection date (`collected` of them), so any grouping's average is exact.
 */
export function deliveriesByPlace(db: DbOrTx, dialect: DialectName, clientId: number, span: Span) {
  const days = daysBetween(dialect, 'orders.collectedAt', 'movements.createdAt');
  return db
    .selectFrom('movements')
    .innerJoin('orders', 'orders.id', 'movements.orderId')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select([
      'recipients.delegation as governorate',
      'recipients.city as delegation',
      (eb) => eb.fn.countAll<number>().as('delivered'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
    .where('movements.status', '=', 'DELIVERED')
    .where('movements.createdAt', '>=', span.start)
    .where('movements.createdAt', '<', span.end)
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
    .groupBy(['recipients.delegation', 'recipients.city'])
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
  const day = dayOf('movements.createdAt');
  const days = daysBetween(dialect, 'orders.collectedAt', 'movements.createdAt');
  return db
    .selectFrom('movements')
    .innerJoin('orders', 'orders.id', 'movements.orderId')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select([
      day.as('day'),
      'recipients.delegation as governorate',
      (eb) => eb.fn.countAll<number>().as('delivered'),
      (eb) => eb.fn.sum<number>('orders.price').as('cod'),
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
    .where('movements.status', '=', 'DELIVERED')
    .where('movements.createdAt', '>=', span.start)
    .where('movements.createdAt', '<', span.end)
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
    .groupBy([day, 'recipients.delegation'])
    .execute();
}

/** Whole days from collection to delivery summed over a client's orders delivered in the span. */
export function deliveryDaysTotal(db: DbOrTx, dialect: DialectName, clientId: number, span: Span) {
  const days = daysBetween(dialect, 'orders.collectedAt', 'movements.createdAt');
  return db
    .selectFrom('movements')
    .innerJoin('orders', 'orders.id', 'movements.orderId')
    .select([
      (eb) => eb.fn.count<number>('orders.collectedAt').as('collected'),
      (eb) => eb.fn.sum<number>(days).as('days'),
    ])
    .where('movements.status', '=', 'DELIVERED')
    .where('movements.createdAt', '>=', span.start)
    .where('movements.createdAt', '<', span.end)
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
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
