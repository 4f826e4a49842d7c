import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The list's search by a piece of the recipient's name (`lower(fullname) like '%text%'`) reads every
// recipient without an index: a trigram index answers it from the index on PostgreSQL. pg_trgm ships with
// PostgreSQL but may be missing or not allowed: the block below swallows any error (its own
// subtransaction), so the migration never fails and the search simply stays a scan. SQLite has nothing
// comparable and needs none at these volumes.
export function recipientNameTrigram(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`
        do $$
        begin
          create extension if not exists pg_trgm;
          create index if not exists recipients_fullname_trgm_idx
            on recipients using gin (lower(fullname) gin_trgm_ops);
        exception when others then
          raise notice 'recipients_fullname_trgm_idx not created: %', sqlerrm;
        end
        $$`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      // The extension stays: something else may use it.
      await db.schema.dropIndex('recipients_fullname_trgm_idx').ifExists().execute();
    },
  };
}
