import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// The public roulette: a link is played once (the unique index on the participant's link holds it
// against two plays at once), the prize is kept as drawn (an item edited later does not change it), the
// winner leaves a delivery address once, and the merchant marks the prize handed over.
export function wheelPlay(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of [
        'won_title',
        'won_value',
        'governorate',
        'delegation',
        'address',
        'details_saved_at',
        'withdrawn_at',
      ])
        await db.schema.alterTable('wheel_participants').addColumn(column, 'text').execute();
      await db.schema
        .createIndex('wheel_participants_url_unique')
        .on('wheel_participants')
        .column('url_id')
        .unique()
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('wheel_participants_url_unique').execute();
      for (const column of [
        'withdrawn_at',
        'details_saved_at',
        'address',
        'delegation',
        'governorate',
        'won_value',
        'won_title',
      ])
        await db.schema.alterTable('wheel_participants').dropColumn(column).execute();
    },
  };
}
