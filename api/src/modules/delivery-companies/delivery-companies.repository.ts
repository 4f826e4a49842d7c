// The delivery partners' SQL. The services (`delivery-companies.service.ts`, `partner-feed.ts`) hold the
// rules and the transactions; the partners' invoices are bills/partner-invoices.repository's.
import type { DbOrTx } from '../../db/database';

/** Whether the partner exists (active or not). */
export async function deliveryCompanyExists(db: DbOrTx, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('deliveryCompanies')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
