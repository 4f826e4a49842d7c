import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Idempotency keys (issue 39): a retried creation answers its first response instead of creating twice.
// The row is written in the transaction of the change it guards, so a committed change always has its key.
export function idempotencyKeys(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_keys')
        // Who sent the key ("user:<id>"): the same key from two callers is two keys.
        .addColumn('caller', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        // "POST /v1/order/add": a key reused on another route is refused like a changed body.
        .addColumn('route', 'text', (c) => c.notNull())
        // SHA-256 of the request's body.
        .addColumn('body_hash', 'text', (c) => c.notNull())
        // What the change created (JSON), enough to answer again when the response was not kept.
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        // The first response's JSON body, once it was sent.
        .addColumn('response', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['caller', 'key'])
        .execute();
      // The hourly purge of keys older than a day.
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
