import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The statistics at 100,000 orders (issues #8 and #9's speed targets) spent their time reading whole order
// rows. Two covering indexes answer them from indexes alone:
// - a client's live orders by creation time, holding the status, source and recipient the per-day,
//   per-source and per-governorate counts group by (it replaces `orders_live_client_created_idx`, its prefix);
// - orders by id holding the client, the deletion mark, the price, the collection time and the recipient, so
//   the movement-driven figures (delivered and returned per day, delivery days, turnover) check and sum each
//   movement's order in a small index rather than in the wide orders table.
export function statisticsCovering(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('orders_live_client_created_cover_idx')
        .on('orders')
        .columns(['client_id', 'created_at', 'status', 'source', 'recipient_id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema.dropIndex('orders_live_client_created_idx').ifExists().execute();
      await db.schema
        .createIndex('orders_id_cover_idx')
        .on('orders')
        .columns(['id', 'client_id', 'deleted_at', 'price', 'collected_at', 'recipient_id'])
        .execute();
      await sql`analyze orders`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('orders_id_cover_idx').ifExists().execute();
      await db.schema
        .createIndex('orders_live_client_created_idx')
        .on('orders')
        .columns(['client_id', 'created_at', 'status'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema.dropIndex('orders_live_client_created_cover_idx').ifExists().execute();
    },
  };
}
