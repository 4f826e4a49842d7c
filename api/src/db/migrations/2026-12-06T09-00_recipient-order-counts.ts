import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import {
  createFactTriggers,
  dropFactTriggers,
  selectOf,
  upsertOf,
  type FactSpec,
} from './2026-12-05T09-00_million-facts';

// Issue #38: a merchant's search by a common first name matches some 2,000 of its recipients at 1,000,000
// orders, who hold 30,000 orders; the orders of the day's summary counted the default view's matching
// orders one by one (80 ms of CPU on SQLite). `order_recipient_counts` holds, per recipient, client and
// status, the live orders, kept by triggers on `orders` like the other day facts (a row per change on
// SQLite, a statement with its transition tables on PostgreSQL): the summary of the not-collected orders
// sums the matching recipients' rows instead. `api/test/million-facts.test.ts` recounts it.
const TABLE = 'order_recipient_counts';

const SPEC: FactSpec = {
  name: TABLE,
  table: TABLE,
  keys: [
    ['recipient_id', (p) => `${p}recipient_id`],
    ['client_id', (p) => `${p}client_id`],
    ['status', (p) => `${p}status`],
  ],
  measures: [['n', () => '1']],
  where: (p) => `${p}deleted_at is null`,
  watched: ['recipient_id', 'client_id', 'status', 'deleted_at'],
};

export function recipientOrderCounts(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // Read by recipient: its key is the whole row (SQLite keeps it in the key's b-tree, no rowid).
      await db.schema
        .createTable(TABLE)
        .addColumn('recipient_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${TABLE}_pk`, ['recipient_id', 'client_id', 'status'])
        .$call((q) => (dialect === 'postgres' ? q : q.modifyEnd(sql`without rowid`)))
        .execute();
      await sql.raw(upsertOf(SPEC, selectOf(SPEC, 'orders', ''), false)).execute(db);
      await createFactTriggers(db, dialect, SPEC);
      await sql`analyze ${sql.table(TABLE)}`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await dropFactTriggers(db, dialect, TABLE);
      await db.schema.dropTable(TABLE).ifExists().execute();
    },
  };
}
