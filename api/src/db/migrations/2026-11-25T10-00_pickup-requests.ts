import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// A merchant asks for its printed parcels to be picked up: one request holds them (an order is asked for
// once: the unique index), staff see the requests of the day and mark them collected.
export function pickupRequests(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('pickup_requests');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('collected_at', 'text')
        .addColumn('collected_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('pickup_requests_state_idx')
        .on('pickup_requests')
        .columns(['state', 'created_at'])
        .execute();
      await db.schema
        .createIndex('pickup_requests_client_idx')
        .on('pickup_requests')
        .columns(['client_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('pickup_request_orders')
        .addColumn('request_id', 'integer', (c) =>
          c.notNull().references('pickup_requests.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('pickup_request_orders_order')
        .on('pickup_request_orders')
        .column('order_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('pickup_request_orders_request')
        .on('pickup_request_orders')
        .column('request_id')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pickup_request_orders').execute();
      await db.schema.dropTable('pickup_requests').execute();
    },
  };
}
