import type { DbOrTx } from '../../db/database';

/** Whose orders a query may touch: a client id, or null for provider staff (all clients). */
export interface TenantScope {
  clientId: number | null;
}

const MAX_ID_DIGITS = 10;
const MAX_ID = 2_147_483_647;

/**
 * Id ranges whose decimal form starts with `digits` (e.g. "12" -> 12, 120-129, 1200-1299, ...), so a
 * prefix search uses the primary key instead of scanning every id as text.
 */
export function idPrefixRanges(digits: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const prefix = Number(digits);
  for (let extra = 0; digits.length + extra <= MAX_ID_DIGITS; extra++) {
    const scale = 10 ** extra;
    const low = prefix * scale;
    if (low > MAX_ID) break;
    ranges.push([low, Math.min(MAX_ID, (prefix + 1) * scale - 1)]);
  }
  return ranges;
}

/** Orders whose id starts with `digits`, smallest ids first, within the tenant. */
export function searchOrdersByIdPrefix(
  db: DbOrTx,
  scope: TenantScope,
  digits: string,
  limit: number,
) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .select(['o.id', 'o.code', 'o.createdAt', 'o.price', 'o.status', 'b.name as businessName'])
    .where('o.deletedAt', 'is', null)
    .where((eb) =>
      eb.or(idPrefixRanges(digits).map(([low, high]) => eb.between('o.id', low, high))),
    );
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.orderBy('o.id').limit(limit).execute();
}

/** One order with its business, recipient and client, within the tenant. */
export function findOrderDetail(db: DbOrTx, scope: TenantScope, id: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .selectAll('o')
    .select([
      'b.name as businessName',
      'r.fullname as recipientFullname',
      'r.email as recipientEmail',
      'r.phone1 as recipientPhone1',
      'r.phone2 as recipientPhone2',
      'r.delegation as recipientDelegation',
      'r.city as recipientCity',
      'r.address as recipientAddress',
      'r.postalCode as recipientPostalCode',
      'c.delegation as clientDelegation',
      'c.city as clientCity',
      'c.pickupAddress as clientPickupAddress',
      'c.phone1 as clientPhone1',
      'c.phone2 as clientPhone2',
      'u.fullname as clientFullname',
      'u.avatar as clientAvatar',
      'u.email as clientEmail',
      'c.createdAt as clientCreatedAt',
    ])
    .where('o.id', '=', id)
    .where('o.deletedAt', 'is', null);
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.executeTakeFirst();
}

/** Movements of some orders, newest first. */
export function listMovements(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('movements')
    .select([
      'id',
      'orderId',
      'createdAt',
      'status',
      'subStatus',
      'alphaStatus',
      'partnerStatus',
      'location',
      'note',
      'message',
    ])
    .where('orderId', 'in', orderIds)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Linked orders (exchanged or returned) by id; tenant checks are done through the parent order. */
export function findLinkedOrders(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'partnerCode', 'returningMerchandise', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/** Number of reports and reclamations of an order. */
export async function countOrderIssues(db: DbOrTx, orderId: number) {
  const [reports, reclamations] = await Promise.all([
    db
      .selectFrom('orderReports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reclamations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow(),
  ]);
  return { totalReports: Number(reports.n), totalReclamations: Number(reclamations.n) };
}

/** Filters of the paged order list. Dates are `yyyy-MM-dd`, inclusive. */
export interface OrderListFilter {
  from?: string;
  to?: string;
  status?: string;
  businessId?: number;
  offset: number;
  limit: number;
}

/** A page of a tenant's orders, newest first, with the total count for pagination. */
export async function listOrdersPage(db: DbOrTx, scope: TenantScope, filter: OrderListFilter) {
  let base = db.selectFrom('orders as o').where('o.deletedAt', 'is', null);
  if (scope.clientId !== null) base = base.where('o.clientId', '=', scope.clientId);
  if (filter.from) base = base.where('o.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) base = base.where('o.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.businessId) base = base.where('o.businessId', '=', filter.businessId);
  const [items, count] = await Promise.all([
    base
      .innerJoin('businesses as b', 'b.id', 'o.businessId')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select([
        'o.id',
        'o.code',
        'o.status',
        'o.subStatus',
        'o.price',
        'o.service',
        'o.createdAt',
        'b.name as businessName',
        'r.fullname as recipientName',
        'r.delegation as recipientDelegation',
      ])
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
