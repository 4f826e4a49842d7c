import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The statistics at 100,000 orders (issue #8's target: p95 ≤ 50 ms on SQLite) spent their time joining
// each DELIVERED movement to its order and each order to its recipient, and sorting tens of thousands of
// rows for their GROUP BY. Facts kept on the order answer them from one index each:
// - `delivered_at` / `returned_at`: when the order's latest DELIVERED / RETURN_TO_SENDER movement happened
//   (written with the movement, in its transaction: `addMovement`, the staff edit that replaces the
//   latest status);
// - `dest_governorate` / `dest_delegation`: a copy of the recipient's governorate and delegation
//   (written with the order and with every edit of its recipient's place).
// The indexes are partial on live orders and hold `deleted_at` so SQLite reads them alone (a column of
// the partial index's WHERE is not covered otherwise), and the timestamp behind each day expression so
// PostgreSQL does too (its index-only scan needs the column itself). Their columns follow the GROUP BY's
// order, so the day (the first 10 characters of the ISO-8601 UTC timestamp) and the governorate groups
// stream from the index without a temporary sort.
const INDEXES = [
  [
    'orders_stats_created_day_idx',
    sql`(client_id, substr(created_at, 1, 10), status, created_at, deleted_at) where deleted_at is null`,
  ],
  [
    'orders_stats_governorate_idx',
    sql`(client_id, dest_governorate, created_at, status, deleted_at) where deleted_at is null`,
  ],
  [
    'orders_stats_delivered_idx',
    sql`(client_id, substr(delivered_at, 1, 10), dest_governorate, dest_delegation, price, collected_at, delivered_at, deleted_at) where deleted_at is null and delivered_at is not null`,
  ],
  [
    'orders_stats_returned_idx',
    sql`(client_id, substr(returned_at, 1, 10), price, returned_at, deleted_at) where deleted_at is null and returned_at is not null`,
  ],
] as const;

export function statisticsFacts(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of ['delivered_at', 'returned_at', 'dest_governorate', 'dest_delegation'])
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
      // One UPDATE ... FROM per fact (SQLite 3.33+ and PostgreSQL), the movements grouped once through
      // their (status, created_at, order_id) index.
      for (const [column, status] of [
        ['delivered_at', 'DELIVERED'],
        ['returned_at', 'RETURN_TO_SENDER'],
      ] as const)
        await sql`update orders set ${sql.ref(column)} = m.at
          from (select order_id, max(created_at) as at from movements where status = ${status} group by order_id) as m
          where m.order_id = orders.id`.execute(db);
      await sql`update orders set dest_governorate = r.delegation, dest_delegation = r.city
        from recipients as r where r.id = orders.recipient_id`.execute(db);
      for (const [name, definition] of INDEXES)
        await sql`create index ${sql.ref(name)} on orders ${definition}`.execute(db);
      await sql`analyze orders`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      for (const column of ['dest_delegation', 'dest_governorate', 'returned_at', 'delivered_at'])
        await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  };
}
