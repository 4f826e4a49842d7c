import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Recipients choose a delivery day or refuse their parcel on the public tracking page. One choice per
// order and Tunis calendar day (the unique index holds it against two taps at once); each choice is also
// a movement on the order, which the order's history shows.
export function recipientChoices(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('recipient_choices');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('movement_id', 'integer', (c) =>
          c.notNull().references('movements.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day', 'text')
        .addColumn('note', 'text')
        .addColumn('made_on', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recipient_choices_order_day')
        .on('recipient_choices')
        .columns(['order_id', 'made_on'])
        .unique()
        .execute();
      await db.schema
        .createIndex('recipient_choices_movement')
        .on('recipient_choices')
        .column('movement_id')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('recipient_choices').execute();
    },
  };
}
