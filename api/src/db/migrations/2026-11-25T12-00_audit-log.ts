import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Staff changes to an order or a client (who, when, which fields, before and after), shown in the order
// modal's history and on the client editor. A client's company that leaves its list but has finished
// orders is archived (the orders keep pointing at it) rather than deleted.
export function auditLog(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('audit_log');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'created_at'])
        .execute();
      await db.schema.alterTable('businesses').addColumn('archived_at', 'text').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('businesses').dropColumn('archived_at').execute();
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
