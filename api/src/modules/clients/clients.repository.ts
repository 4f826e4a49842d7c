import { exactCount } from '../paged';
import { searchPattern } from '../text-search';
import type { DbOrTx } from '../../db/database';

const accountColumns = [
  'c.id',
  'c.userId',
  'u.fullname',
  'u.username',
  'u.email',
  'u.avatar',
  'c.phone1',
  'c.delegation',
  'c.city',
  'c.confirmed',
  'c.active',
  'c.createdAt',
] as const;

const accounts = (db: DbOrTx) =>
  db.selectFrom('clients as c').innerJoin('users as u', 'u.id', 'c.userId');

/** A client account row as the repository reads it. */
export type ClientAccountRow = NonNullable<Awaited<ReturnType<typeof findClientAccount>>>;

/** One client account (the client and its admin user). */
export function findClientAccount(db: DbOrTx, clientId: number) {
  return accounts(db).select(accountColumns).where('c.id', '=', clientId).executeTakeFirst();
}

/** A page of client accounts, newest first, and how many match. */
export async function listClientAccounts(
  db: DbOrTx,
  query: {
    offset: number;
    limit: number;
    search?: string;
    confirmed?: boolean;
    active?: boolean;
    createdBy?: number;
  },
): Promise<{ rows: ClientAccountRow[]; total: number }> {
  let base = accounts(db);
  if (query.createdBy !== undefined) base = base.where('c.createdBy', '=', query.createdBy);
  if (query.confirmed !== undefined) base = base.where('c.confirmed', '=', query.confirmed ? 1 : 0);
  if (query.active !== undefined) base = base.where('c.active', '=', query.active ? 1 : 0);
  const pattern = searchPattern(query.search);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.fullname']), 'like', pattern),
        eb(eb.fn('lower', ['u.username']), 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
        eb('c.phone1', 'like', pattern),
        eb('c.phone2', 'like', pattern),
        eb.exists(
          eb
            .selectFrom('businesses as b')
            .select('b.id')
            .whereRef('b.clientId', '=', 'c.id')
            .where((sub) => sub(sub.fn('lower', ['b.name']), 'like', pattern)),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select(accountColumns)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    exactCount(base),
  ]);
  return { rows, total };
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

/** Sets a client's active flag. */
export async function setClientActive(
  db: DbOrTx,
  clientId: number,
  active: boolean,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ active: active ? 1 : 0, updatedAt })
    .where('id', '=', clientId)
    .execute();
}

/** Company names among `names` (compared without case) that some client already holds. */
export async function findTakenCompanyNames(db: DbOrTx, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await db
    .selectFrom('businesses')
    .select('name')
    .where(
      (eb) => eb.fn('lower', ['name']),
      'in',
      names.map((n) => n.toLowerCase()),
    )
    .execute();
  return rows.map((r) => r.name);
}

/** Sets a client's confirmed flag. */
export async function setClientConfirmed(
  db: DbOrTx,
  clientId: number,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ confirmed: 1, updatedAt })
    .where('id', '=', clientId)
    .execute();
}
