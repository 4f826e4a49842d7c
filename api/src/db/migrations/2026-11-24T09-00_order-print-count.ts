import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// Slips (GET /v1/order/voucher): how many times each order's slip was printed and when last. The first
// print also writes READY and every reprint PRINTED_N_TIMES, but a reprint of an order waiting for its
// pickup or already collected changes no status, so the count cannot be read off the movements.
export function orderPrintCount(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('print_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('last_printed_at', 'text').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('orders').dropColumn('last_printed_at').execute();
      await db.schema.alterTable('orders').dropColumn('print_count').execute();
    },
  };
}
