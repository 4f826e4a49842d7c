// The delivery partners' SQL. The services (`delivery-companies.service.ts`, `partner-feed.ts`) hold the
// rules and the transactions; the partners' invoices are bills/partner-invoices.repository's.
import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { DeliveryCompaniesTable } from '../../db/schema';
import { exactCount } from '../paged';
import { searchPattern } from '../text-search';
import { liveOrders, notDeleted } from '../orders/live-orders';

/** Whether the partner exists (active or not). */
export async function deliveryCompanyExists(db: DbOrTx, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('deliveryCompanies')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns of a partner that may leave the server (never its password or key). */
export const publicColumns = [
  'id',
  'name',
  'patent',
  'rib',
  'cin',
  'rc',
  'pos',
  'pickupAddress',
  'partnerLogin',
  'userId',
  'deliveryCost',
  'returnCost',
  'exchangeCost',
  'insuranceBp',
  'refundBp',
  'paymentDays',
  'active',
  'createdAt',
] as const;

/** A page of partners by name (every one without `limit`), active or not or either, searched. */
export async function pageOfDeliveryCompanies(
  db: DbOrTx,
  filter: { active?: boolean; search?: string; offset: number; limit?: number },
) {
  let base = db.selectFrom('deliveryCompanies');
  if (filter.active !== undefined) base = base.where('active', '=', filter.active ? 1 : 0);
  const pattern = searchPattern(filter.search);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', pattern),
        eb(eb.fn('lower', ['partnerLogin']), 'like', pattern),
        eb(eb.fn('lower', ['rc']), 'like', pattern),
        eb(eb.fn('lower', ['pickupAddress']), 'like', pattern),
      ]),
    );
  }
  let rowsQuery = base.select(publicColumns).orderBy('name').orderBy('id');
  if (filter.limit !== undefined) rowsQuery = rowsQuery.offset(filter.offset).limit(filter.limit);
  const [rows, total] = await Promise.all([rowsQuery.execute(), exactCount(base)]);
  return { rows, total };
}

/** A partner's public columns. */
export function findDeliveryCompany(db: DbOrTx, id: number) {
  return db
    .selectFrom('deliveryCompanies')
    .select(publicColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A partner's whole row, secrets included (for the edit's comparison). */
export function findDeliveryCompanyRow(db: DbOrTx, id: number) {
  return db.selectFrom('deliveryCompanies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another partner than `exceptId` with the name (case aside) or, when given, the login. */
export function findNameOrLoginHolder(
  db: DbOrTx,
  name: string,
  login: string | null,
  exceptId: number,
) {
  return db
    .selectFrom('deliveryCompanies')
    .select(['name', 'partnerLogin'])
    .where('id', '<>', exceptId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', name.toLowerCase()),
        ...(login ? [eb('partnerLogin', '=', login)] : []),
      ]),
    )
    .executeTakeFirst();
}

/** Whether a partner has this login. */
export async function isPartnerLoginTaken(db: DbOrTx, login: string): Promise<boolean> {
  const taken = await db
    .selectFrom('deliveryCompanies')
    .select('id')
    .where('partnerLogin', '=', login)
    .executeTakeFirst();
  return taken !== undefined;
}

/** A new partner with its hashed password and status-feed key; its public columns. */
export function insertDeliveryCompany(
  db: DbOrTx,
  company: {
    fields: Omit<
      Insertable<DeliveryCompaniesTable>,
      | 'partnerLogin'
      | 'passwordHash'
      | 'apiKey'
      | 'apiKeyHash'
      | 'apiKeyHint'
      | 'userId'
      | 'createdAt'
    >;
    partnerLogin: string;
    passwordHash: string;
    apiKey: { hash: string; hint: string };
    createdAt: string;
  },
) {
  return db
    .insertInto('deliveryCompanies')
    .values({
      ...company.fields,
      partnerLogin: company.partnerLogin,
      passwordHash: company.passwordHash,
      apiKey: null,
      apiKeyHash: company.apiKey.hash,
      apiKeyHint: company.apiKey.hint,
      userId: null,
      createdAt: company.createdAt,
    })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
}

/** Writes the partner's fields that changed. */
export async function updateDeliveryCompany(
  db: DbOrTx,
  id: number,
  changes: Updateable<DeliveryCompaniesTable>,
): Promise<void> {
  await db.updateTable('deliveryCompanies').set(changes).where('id', '=', id).execute();
}

/** Sets a partner's active flag. */
export async function updateDeliveryCompanyActive(
  db: DbOrTx,
  id: number,
  active: boolean,
): Promise<void> {
  await db
    .updateTable('deliveryCompanies')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * A page of collected live parcels in none of the `finished` statuses, oldest collected first (unassigned
 * only unless asked; of one client; searched by code, recipient, phone or company), and how many match.
 */
export async function pageOfOrdersToAssign(
  db: DbOrTx,
  query: {
    includeAssigned?: boolean;
    clientId?: number;
    search?: string;
    offset: number;
    limit: number;
  },
  finished: readonly string[],
) {
  let base = liveOrders(db)
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .leftJoin('deliveryCompanies as d', 'd.id', 'o.deliveryCompanyId')
    .where('o.collectedAt', 'is not', null)
    .where('o.status', 'not in', finished);
  if (!query.includeAssigned) base = base.where('o.deliveryCompanyId', 'is', null);
  if (query.clientId !== undefined) base = base.where('o.clientId', '=', query.clientId);
  const pattern = searchPattern(query.search);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['o.code']), 'like', pattern),
        eb(eb.fn('lower', ['r.fullname']), 'like', pattern),
        eb('r.phone1', 'like', pattern),
        eb(eb.fn('lower', ['b.name']), 'like', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'o.id',
        'o.code',
        'o.clientId',
        'b.name as business',
        'r.fullname as recipient',
        'r.delegation',
        'r.city',
        'o.price',
        'o.status',
        'o.collectedAt',
        'o.deliveryCompanyId',
        'd.name as deliveryCompany',
      ])
      .orderBy('o.collectedAt')
      .orderBy('o.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    exactCount(base),
  ]);
  return { rows, total };
}

/** The active partner whose status-feed key has this hash. */
export async function findActivePartnerOfKeyHash(
  db: DbOrTx,
  keyHash: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('deliveryCompanies')
    .select('id')
    .where('apiKeyHash', '=', keyHash)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/** A partner's id and active flag, if it exists. */
export function findPartnerActive(db: DbOrTx, id: number) {
  return db
    .selectFrom('deliveryCompanies')
    .select(['id', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The live orders with these codes: their partner, status and collection. */
export function listOrdersOfCodes(db: DbOrTx, codes: string[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'deliveryCompanyId', 'status', 'collectedAt'])
    .where('code', 'in', codes)
    .where(notDeleted())
    .execute();
}

/** The live orders with these ids and their status. */
export function listOrderStatuses(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .where(notDeleted())
    .execute();
}

/**
 * Remembers a partner's update key for the order; false when the partner sent that key before (the
 * unique (partner, key) index decides, and nothing is written).
 */
export async function rememberPartnerUpdate(
  db: DbOrTx,
  partnerId: number,
  idempotencyKey: string,
  orderId: number,
  at: string,
): Promise<boolean> {
  const remembered = await db
    .insertInto('partnerStatusUpdates')
    .values({ deliveryCompanyId: partnerId, idempotencyKey, orderId, createdAt: at })
    .onConflict((oc) => oc.columns(['deliveryCompanyId', 'idempotencyKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return remembered !== undefined;
}

/** Hands the orders to the partner. */
export async function assignOrders(
  db: DbOrTx,
  ids: number[],
  partnerId: number,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ deliveryCompanyId: partnerId, updatedAt })
    .where('id', 'in', ids)
    .execute();
}
