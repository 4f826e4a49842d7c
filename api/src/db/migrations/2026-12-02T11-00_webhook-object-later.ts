import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// An order event is written with what happened (its change) in the transaction of the change; the order's
// object is added by the sender moments later (issue 41: a status change with endpoints costs ≤ 2 ms more
// than without). `object_pending` marks the events the sender has yet to complete; none is sent before.
export function webhookObjectLater(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('webhook_events')
        .addColumn('object_pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('webhook_events_object_pending')
        .on('webhook_events')
        .column('object_pending')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('webhook_events_object_pending').execute();
      await db.schema.alterTable('webhook_events').dropColumn('object_pending').execute();
    },
  };
}
