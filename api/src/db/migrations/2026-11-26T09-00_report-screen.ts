import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// The report screen's summary (issue #9): the faulty orders counted and summed from indexes alone. Orders
// by status and by sub-status, each holding the filters' columns, the price and the deletion mark (whole
// indexes: a partial one is not used for a bound parameter on SQLite); the open reports by order; the
// report list by date.
export function reportScreen(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const covered = ['created_at', 'price', 'business_id', 'delivery_company_id', 'deleted_at'];
      await db.schema
        .createIndex('orders_status_price_idx')
        .on('orders')
        .columns(['status', ...covered])
        .execute();
      await db.schema
        .createIndex('orders_sub_status_price_idx')
        .on('orders')
        .columns(['sub_status', 'status', ...covered])
        .execute();
      await db.schema
        .createIndex('order_reports_open_idx')
        .on('order_reports')
        .columns(['closed', 'order_id'])
        .execute();
      await db.schema
        .createIndex('order_reports_created_idx')
        .on('order_reports')
        .columns(['created_at', 'id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const name of [
        'order_reports_created_idx',
        'order_reports_open_idx',
        'orders_sub_status_price_idx',
        'orders_status_price_idx',
      ])
        await db.schema.dropIndex(name).ifExists().execute();
    },
  };
}
