import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Merchant webhooks (issue 41): endpoints, the outbox of events written in the transaction of the change
// that causes them, and one delivery per event and endpoint that the dispatcher claims with a lease.
export function webhooks(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const serial = (db: Kysely<any>, name: string) => {
    const table = db.schema.createTable(name);
    return dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await serial(db, 'webhook_endpoints')
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        // Event types joined by "," (a handful of known names; no per-type table needed).
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        // Kept in clear: it must sign (HMAC), so a hash would be useless.
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_expires_at', 'text')
        .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled_reason', 'text')
        .addColumn('disabled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The one lookup every change of a client's order pays.
      await db.schema
        .createIndex('webhook_endpoints_client')
        .on('webhook_endpoints')
        .columns(['client_id', 'active'])
        .execute();

      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await serial(db, 'webhook_deliveries')
        .addColumn('event_id', 'text', (c) =>
          c.notNull().references('webhook_events.id').onDelete('cascade'),
        )
        .addColumn('endpoint_id', 'integer', (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        // Copied from the event so the per-order ordering check needs no join.
        .addColumn('order_id', 'integer')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_status_code', 'integer')
        .addColumn('last_duration_ms', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_order')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'order_id', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_event')
        .on('webhook_deliveries')
        .column('event_id')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhook_events').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
    },
  };
}
