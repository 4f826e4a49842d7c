import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import type { Database } from '../schema';
import { writeBillMoney } from '../../modules/bills/bill-lines';

// A bill's money in its own rows (bill_lines, bill_fees.amount, the totals on bills), so a paid bill's
// detail and invoice no longer follow later edits of its orders. Existing bills get their lines from
// their orders as they are now; a paid or cancelled bill keeps its stored net (what was paid), so one
// whose orders were edited after payment shows lines that do not add up to it, as it did before.
const TOTAL_COLUMNS = [
  'total_cod',
  'total_costs',
  'total_insurance',
  'total_refunds',
  'total_fees',
  'shipping_tva',
  'packaging_tva',
];

export function billLines(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      let table = db.schema.createTable('bill_lines');
      table =
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('bill_id', 'integer', (c) =>
          c.notNull().references('bills.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('order_status', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('cod', 'integer', (c) => c.notNull())
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('insurance', 'integer', (c) => c.notNull())
        .addColumn('refund', 'integer', (c) => c.notNull())
        .addColumn('net', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('bill_lines_bill_order_idx')
        .unique()
        .on('bill_lines')
        .columns(['bill_id', 'order_id'])
        .execute();
      for (const column of TOTAL_COLUMNS)
        await db.schema
          .alterTable('bills')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      await db.schema
        .alterTable('bill_fees')
        .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      const typed = db as unknown as Kysely<Database>;
      const bills = await typed
        .selectFrom('bills')
        .select(['id', 'status', 'insuranceBp', 'refundBp', 'shippingTvaBp', 'packagingTvaBp'])
        .orderBy('id')
        .execute();
      for (const bill of bills)
        await writeBillMoney(typed, bill, { keepNet: bill.status !== 'PENDING' });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('bill_lines').execute();
      for (const column of TOTAL_COLUMNS)
        await db.schema.alterTable('bills').dropColumn(column).execute();
      await db.schema.alterTable('bill_fees').dropColumn('amount').execute();
    },
  };
}
