// The clients' companies (businesses): the names offered, and the edit of a client's list. The services
// (`clients.service.ts`, `client-edit.service.ts`) hold the rules and the transactions.
import { expressionBuilder, sql, type Expression } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Subquery for the name of a client's main company (the lowest position), to select `.as(...)` beside
 * the client. `activeOnly` is the client search's variant: archived companies skipped, a tie of
 * positions broken by id (an archived company has position 99, so the other lists rarely meet one).
 */
export function mainCompanyName(
  clientId: Expression<number>,
  { activeOnly = false }: { activeOnly?: boolean } = {},
) {
  // Built apart from the outer query (whose builder types do not generalise), joined to it by `clientId`.
  let query = expressionBuilder<Database, never>()
    .selectFrom('businesses as b')
    .select('b.name')
    .where('b.clientId', '=', clientId);
  if (activeOnly) query = query.where('b.archivedAt', 'is', null);
  query = query.orderBy('b.position');
  if (activeOnly) query = query.orderBy('b.id');
  return query.limit(1);
}

/** Businesses (companies) still offered, by client then position; of one client when `clientId` is given. */
export function listBusinesses(db: DbOrTx, clientId?: number) {
  let query = db
    .selectFrom('businesses')
    .select(['id', 'name', 'clientId'])
    // A company removed from its client's list (kept for its finished orders) is offered no more.
    .where('archivedAt', 'is', null)
    .orderBy('clientId')
    .orderBy('position');
  if (clientId !== undefined) query = query.where('clientId', '=', clientId);
  return query.execute();
}

/** Company names of many clients, the main one (position 0) first. */
export async function loadCompanyNames(
  db: DbOrTx,
  clientIds: number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(clientIds.map((id) => [id, []]));
  if (!clientIds.length) return result;
  const rows = await db
    .selectFrom('businesses')
    .select(['clientId', 'name'])
    .where('clientId', 'in', clientIds)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) result.get(row.clientId)!.push(row.name);
  return result;
}

/**
 * Company names among `names` (compared without case) that some client already holds; with
 * `exceptClientId`, some other client than that one.
 */
export async function findTakenCompanyNames(
  db: DbOrTx,
  names: string[],
  exceptClientId?: number,
): Promise<string[]> {
  if (!names.length) return [];
  let query = db
    .selectFrom('businesses')
    .select('name')
    .where(
      (eb) => eb.fn('lower', ['name']),
      'in',
      names.map((n) => n.toLowerCase()),
    );
  if (exceptClientId !== undefined) query = query.where('clientId', '!=', exceptClientId);
  const rows = await query.execute();
  return rows.map((r) => r.name);
}

/** The client's companies still offered, the main one (position 0) first. */
export function listActiveCompanies(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'position'])
    .where('clientId', '=', clientId)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The client's companies removed from its list (kept for their finished orders). */
export function listArchivedCompanies(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name'])
    .where('clientId', '=', clientId)
    .where('archivedAt', 'is not', null)
    .execute();
}

/**
 * How many orders a company has (deleted ones included) and how many of them are active: not deleted,
 * in none of the `finished` statuses.
 */
export function countCompanyOrders(db: DbOrTx, businessId: number, finished: readonly string[]) {
  return db
    .selectFrom('orders')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when deleted_at is null and status not in (${sql.join(
        finished.map((s) => sql.lit(s)),
      )}) then 1 else 0 end)`.as('active'),
    ])
    .where('businessId', '=', businessId)
    .executeTakeFirstOrThrow();
}

/** Takes a company off its client's list, kept for the orders that point at it. */
export async function archiveCompany(db: DbOrTx, businessId: number, at: string): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ archivedAt: at, position: 99 })
    .where('id', '=', businessId)
    .execute();
}

/** Deletes a company no order points at. */
export async function deleteCompany(db: DbOrTx, businessId: number): Promise<void> {
  await db.deleteFrom('businesses').where('id', '=', businessId).execute();
}

/** Renames a company, puts it at `position` and back on its client's list. */
export async function restoreCompany(
  db: DbOrTx,
  businessId: number,
  company: { name: string; position: number },
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ name: company.name, position: company.position, archivedAt: null })
    .where('id', '=', businessId)
    .execute();
}

/** Adds companies to a client. */
export async function insertCompanies(
  db: DbOrTx,
  rows: Array<{ clientId: number; name: string; position: number; createdAt: string }>,
): Promise<void> {
  await db.insertInto('businesses').values(rows).execute();
}
