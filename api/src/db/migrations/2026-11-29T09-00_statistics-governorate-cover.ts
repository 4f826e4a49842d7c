import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// getOrderStats' orders per governorate (a client's live orders created in the range, grouped by
// `dest_governorate`) took 20-30 ms on PostgreSQL at 100,000 orders: its planner never reads
// `orders_stats_governorate_idx` for a date range (the governorate comes before the creation time, so the
// whole client is scanned), and went through `orders_created_idx` and the table rows instead. The covering
// index of a client's live orders by creation time now holds the destination governorate too (and
// `deleted_at`, so SQLite counts the partial index's WHERE column as covered): PostgreSQL answers from the
// index alone, and SQLite's orders by source read it alone too. SQLite keeps the governorate index for the
// governorates (its groups stream from it without a sort). The columns before are the old index's, in its
// order, so every query that read it reads this one.
export function statisticsGovernorateCover(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('orders_live_client_created_place_idx')
        .on('orders')
        .columns([
          'client_id',
          'created_at',
          'status',
          'source',
          'recipient_id',
          'dest_governorate',
          'deleted_at',
        ])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema.dropIndex('orders_live_client_created_cover_idx').ifExists().execute();
      await sql`analyze orders`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema
        .createIndex('orders_live_client_created_cover_idx')
        .on('orders')
        .columns(['client_id', 'created_at', 'status', 'source', 'recipient_id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema.dropIndex('orders_live_client_created_place_idx').ifExists().execute();
    },
  };
}
