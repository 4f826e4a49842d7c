// Issue 37: a deleted order (`deletedAt` set) is gone for everyone, so every read of the orders table
// skips it. The condition is written here only (test/live-orders-guard.test.ts fails on another copy).
import { expressionBuilder } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/** The live orders, as `orders as o`: chain joins, selects and conditions on it as on `selectFrom`. */
export function liveOrders(db: DbOrTx) {
  return db.selectFrom('orders as o').where('o.deletedAt', 'is', null);
}

/** The names the orders table goes by in the API's queries: `o` (`orders as o`) or `orders` itself. */
export type OrdersAlias = 'o' | 'orders';

type Named<A extends OrdersAlias> = A extends 'o' ? { o: Database['orders'] } : Database;

/**
 * `<alias>.deletedAt is null` (or the bare column's without an alias, for `selectFrom('orders')`), for the
 * queries that do not start with `liveOrders`: updates, subqueries, joins where orders is not the first
 * table. Put it where the old `.where(..., 'is', null)` stood, so the SQL stays the same.
 * @example tx.selectFrom('pickupRequestOrders as ro').innerJoin('orders as o', 'o.id', 'ro.orderId').where(notDeleted('o'))
 */
export function notDeleted(alias?: OrdersAlias) {
  if (alias === 'o') return expressionBuilder<Named<'o'>, 'o'>()('o.deletedAt', 'is', null);
  if (alias === 'orders')
    return expressionBuilder<Database, 'orders'>()('orders.deletedAt', 'is', null);
  return expressionBuilder<Database, 'orders'>()('deletedAt', 'is', null);
}
