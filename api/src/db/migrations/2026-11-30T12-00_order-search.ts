import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// The header search by phone for a merchant: its own recipients by phone prefix, without walking every
// recipient of the range (the slip and partner codes already have their indexes).
const INDEXES = [
  ['recipients_client_phone1_idx', ['client_id', 'phone1']],
  ['recipients_client_phone2_idx', ['client_id', 'phone2']],
] as const;

export function orderSearch(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const [name, columns] of INDEXES)
        await db.schema
          .createIndex(name)
          .on('recipients')
          .columns([...columns])
          .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    },
  };
}
