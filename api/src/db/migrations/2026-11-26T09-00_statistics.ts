import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// The statistics count what happened on a day (delivered, declared returned) from the movements: by
// status and day first, with the order id in the index, so a range of events is read from the index alone.
export function statisticsIndexes(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('movements_status_created_idx')
        .on('movements')
        .columns(['status', 'created_at', 'order_id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('movements_status_created_idx').execute();
    },
  };
}
