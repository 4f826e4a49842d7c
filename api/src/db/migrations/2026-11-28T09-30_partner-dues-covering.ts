import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// What each delivery partner owes (`partnerDues`: the partner dashboard and the partner invoices) sums the
// delivered live parcels per partner. At 100,000 orders SQLite found them by client and status and read
// each order's row for its partner, service and price (about 8 ms); an index holding those columns after
// the status and partner answers from the index alone (0.5 ms). `deleted_at` is in it so SQLite counts
// the partial index's WHERE column as covered.
export function partnerDuesCovering(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('orders_live_partner_dues_idx')
        .on('orders')
        .columns(['status', 'delivery_company_id', 'client_id', 'service', 'price', 'deleted_at'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await sql`analyze orders`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('orders_live_partner_dues_idx').ifExists().execute();
    },
  };
}
