import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// Same digest as modules/auth/api-key.ts, frozen here so this migration never changes.
const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

// The merchant's working list (orders of the day), the merchant API key stored hashed, and lookups by
// recipient phone for the refusal risk and the list's search.
export function ordersOfTheDay(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('clients').addColumn('api_key_hash', 'text').execute();
      // The last four characters, so settings can show the key masked without storing it.
      await db.schema.alterTable('clients').addColumn('api_key_hint', 'text').execute();
      await db.schema.alterTable('clients').addColumn('api_key_created_at', 'text').execute();
      // Keys written in plain text by earlier versions are hashed, then forgotten.
      const rows = await db
        .selectFrom('clients')
        .select(['id', 'api_key', 'updated_at'])
        .where('api_key', 'is not', null)
        .execute();
      for (const row of rows as Array<{ id: number; api_key: string; updated_at: string }>) {
        await db
          .updateTable('clients')
          .set({
            api_key_hash: hashApiKey(row.api_key),
            api_key_hint: row.api_key.slice(-4),
            api_key_created_at: row.updated_at,
            api_key: null,
          })
          .where('id', '=', row.id)
          .execute();
      }
      const indexes: Array<[string, string, string[], boolean?]> = [
        ['clients_api_key_hash_idx', 'clients', ['api_key_hash'], true],
        ['orders_recipient_idx', 'orders', ['recipient_id']],
        ['orders_partner_code_idx', 'orders', ['partner_code']],
        ['orders_exchange_idx', 'orders', ['exchange_order_id']],
        ['orders_returning_idx', 'orders', ['returning_order_id']],
        ['recipients_phone1_idx', 'recipients', ['phone1']],
        ['recipients_phone2_idx', 'recipients', ['phone2']],
      ];
      for (const [name, table, columns, unique] of indexes) {
        const builder = db.schema.createIndex(name).on(table).columns(columns);
        await (unique ? builder.unique() : builder).execute();
      }
      // The list and its per-status summary read only live orders: partial indexes that hold the status
      // answer the counts from the index alone. By status first for the default view (orders not collected
      // yet, whatever their age), by date first for a date range.
      for (const [name, columns] of [
        ['orders_live_client_status_idx', ['client_id', 'status', 'created_at']],
        ['orders_live_client_created_idx', ['client_id', 'created_at', 'status']],
        ['orders_live_created_idx', ['created_at', 'status']],
      ] as const)
        await db.schema
          .createIndex(name)
          .on('orders')
          .columns([...columns])
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const name of [
        'orders_live_created_idx',
        'orders_live_client_created_idx',
        'orders_live_client_status_idx',
        'recipients_phone2_idx',
        'recipients_phone1_idx',
        'orders_returning_idx',
        'orders_exchange_idx',
        'orders_partner_code_idx',
        'orders_recipient_idx',
        'clients_api_key_hash_idx',
      ])
        await db.schema.dropIndex(name).ifExists().execute();
      for (const column of ['api_key_created_at', 'api_key_hint', 'api_key_hash'])
        await db.schema.alterTable('clients').dropColumn(column).execute();
    },
  };
}
