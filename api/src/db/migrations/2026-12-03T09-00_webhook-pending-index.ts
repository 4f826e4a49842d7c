import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The events the sender has yet to complete are few and short-lived: a partial index holds only them,
// oldest first, instead of an entry for every event ever written that each completion moves (one page
// less for a status change with endpoints to write).
export function webhookPendingIndex(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.dropIndex('webhook_events_object_pending').execute();
      await db.schema
        .createIndex('webhook_events_pending')
        .on('webhook_events')
        .column('created_at')
        .where(sql.ref('object_pending'), '=', sql.lit(1))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('webhook_events_pending').execute();
      await db.schema
        .createIndex('webhook_events_object_pending')
        .on('webhook_events')
        .column('object_pending')
        .execute();
    },
  };
}
