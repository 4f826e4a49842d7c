import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Delivery partners push parcel status changes with their API key. The key is now kept as a SHA-256 hash
// with its last four characters (like the merchants' keys), a partner can be deactivated, and each update
// a partner sends is remembered by its idempotency key so a repeated delivery changes nothing.
export function partnerFeed(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('delivery_companies').addColumn('api_key_hash', 'text').execute();
      await db.schema.alterTable('delivery_companies').addColumn('api_key_hint', 'text').execute();
      await db.schema
        .alterTable('delivery_companies')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      const keyed = await db
        .selectFrom('delivery_companies')
        .select(['id', 'api_key'])
        .where('api_key', 'is not', null)
        .execute();
      for (const row of keyed as Array<{ id: number; api_key: string }>)
        await db
          .updateTable('delivery_companies')
          .set({
            api_key_hash: createHash('sha256').update(row.api_key).digest('hex'),
            api_key_hint: row.api_key.slice(-4),
            api_key: null,
          })
          .where('id', '=', row.id)
          .execute();
      await db.schema
        .createIndex('delivery_companies_api_key_hash')
        .on('delivery_companies')
        .column('api_key_hash')
        .unique()
        .execute();

      const table = db.schema.createTable('partner_status_updates');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('delivery_company_id', 'integer', (c) =>
          c.notNull().references('delivery_companies.id').onDelete('cascade'),
        )
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('partner_status_updates_key')
        .on('partner_status_updates')
        .columns(['delivery_company_id', 'idempotency_key'])
        .unique()
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('partner_status_updates').execute();
      await db.schema.dropIndex('delivery_companies_api_key_hash').execute();
      await db.schema.alterTable('delivery_companies').dropColumn('active').execute();
      await db.schema.alterTable('delivery_companies').dropColumn('api_key_hint').execute();
      await db.schema.alterTable('delivery_companies').dropColumn('api_key_hash').execute();
    },
  };
}
