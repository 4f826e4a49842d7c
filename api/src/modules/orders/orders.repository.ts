import type { DbOrTx } from '../../db/database';
import { exactCount, newestOrdersFirst } from '../paged';
import { liveOrders, notDeleted } from './live-orders';

/** Whose orders a query may touch: a client id, or null for provider staff (all clients). */
export interface TenantScope {
  clientId: number | null;
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
    .where(notDeleted('o'));
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.executeTakeFirst();
}

/** Movements of some orders, newest first. */
export function listMovements(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('movements as m')
      // A recipient's choice on the tracking page rides on its own movement.
      .leftJoin('recipientChoices as rc', 'rc.movementId', 'm.id')
      .select([
        'm.id',
        'm.orderId',
        'm.createdAt',
        'm.status',
        'm.subStatus',
        'm.alphaStatus',
        'm.partnerStatus',
        'm.location',
        'm.note',
        'm.message',
        'rc.kind as choiceKind',
        'rc.day as choiceDay',
        'rc.note as choiceNote',
      ])
      .where('m.orderId', 'in', orderIds)
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .execute()
  );
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

/** A tenant's live orders created between `from` and `to` (`yyyy-MM-dd`, inclusive, each optional). */
function tenantOrdersBetween(
  db: DbOrTx,
  scope: TenantScope,
  range: { from?: string; to?: string },
) {
  let base = liveOrders(db);
  if (scope.clientId !== null) base = base.where('o.clientId', '=', scope.clientId);
  if (range.from) base = base.where('o.createdAt', '>=', `${range.from}T00:00:00.000Z`);
  if (range.to) base = base.where('o.createdAt', '<=', `${range.to}T23:59:59.999Z`);
  return base;
}

/** A page of a tenant's orders, newest first, with the total count for pagination. */
export async function listOrdersPage(db: DbOrTx, scope: TenantScope, filter: OrderListFilter) {
  let base = tenantOrdersBetween(db, scope, filter);
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.businessId) base = base.where('o.businessId', '=', filter.businessId);
  const [items, total] = await Promise.all([
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
      .$call(newestOrdersFirst(filter))
      .execute(),
    exactCount(base),
  ]);
  return { items, total };
}

/** A business of the given client, or undefined (another client's business is "not found"). */
export function findClientBusiness(db: DbOrTx, clientId: number, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'clientId'])
    .where('id', '=', businessId)
    .where('clientId', '=', clientId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
}

/** The contract terms new orders copy: costs and the pickup address. */
export function findClientContract(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'deliveryCost', 'returnCost', 'exchangeCost', 'pickupAddress'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** What the link rules need to know about an order, within the tenant. */
export function findOrderForRules(db: DbOrTx, scope: TenantScope, id: number) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'clientId',
      'businessId',
      'recipientId',
      'status',
      'subStatus',
      'service',
      'price',
      'oldPrice',
      'collectedAt',
      'exchangeOrderId',
      'returningOrderId',
    ])
    .where('id', '=', id)
    .where(notDeleted());
  if (scope.clientId !== null) query = query.where('clientId', '=', scope.clientId);
  return query.executeTakeFirst();
}

/** An order's recipient fields that an edit may change. */
export function findOrderRecipient(db: DbOrTx, recipientId: number) {
  return db
    .selectFrom('recipients')
    .select([
      'fullname',
      'phone1',
      'phone2',
      'email',
      'address',
      'postalCode',
      'delegation',
      'city',
    ])
    .where('id', '=', recipientId)
    .executeTakeFirstOrThrow();
}

/** An order's whole row (an edit compares each field it sets with it). */
export function findOrderRow(db: DbOrTx, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Ids of live orders other than `exceptId` that point at `linkedId` through the given column. */
export async function findOrdersLinkingTo(
  db: DbOrTx,
  column: 'exchangeOrderId' | 'returningOrderId',
  linkedId: number,
  exceptId: number | null,
) {
  let query = db.selectFrom('orders').select('id').where(column, '=', linkedId).where(notDeleted());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.limit(5).execute()).map((r) => r.id);
}

/** Statuses of an order's history, oldest first. */
export async function listStatusHistory(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('movements')
    .select(['id', 'status', 'subStatus', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/**
 * Finished orders of some phones across every merchant, as counts per phone: delivered, refused or
 * returned, and flagged not serious by staff. Only counts leave this function, never orders or merchants.
 */
export async function countPhoneOutcomes(
  db: DbOrTx,
  phones: string[],
  outcomes: { delivered: readonly string[]; refused: readonly string[] },
) {
  if (phones.length === 0) return [];
  const finished = [...outcomes.delivered, ...outcomes.refused];
  const ofPhones = () =>
    db
      .selectFrom('recipients as r')
      .innerJoin('orders as o', 'o.recipientId', 'r.id')
      .where('r.phone1', 'in', phones)
      .where(notDeleted('o'));
  const [byStatus, notSerious, announced] = await Promise.all([
    ofPhones()
      .select(['r.phone1 as phone', 'o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('o.status', 'in', finished)
      .groupBy(['r.phone1', 'o.status'])
      .execute(),
    ofPhones()
      .select(['r.phone1 as phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('movements as m')
            .select('m.id')
            .whereRef('m.orderId', '=', 'o.id')
            .where('m.status', '=', 'RECIPIENT_NOT_SERIOUS'),
        ),
      )
      .groupBy('r.phone1')
      .execute(),
    // A refusal announced on the tracking page counts before the parcel comes back (then its status does).
    ofPhones()
      .select(['r.phone1 as phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('o.status', 'not in', finished)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('recipientChoices as rc')
            .select('rc.id')
            .whereRef('rc.orderId', '=', 'o.id')
            .where('rc.kind', '=', 'REFUSE'),
        ),
      )
      .groupBy('r.phone1')
      .execute(),
  ]);
  return phones.map((phone) => {
    let delivered = 0;
    let refused = Number(announced.find((r) => r.phone === phone)?.n ?? 0);
    for (const row of byStatus.filter((r) => r.phone === phone)) {
      if (outcomes.delivered.includes(row.status)) delivered += Number(row.n);
      else refused += Number(row.n);
    }
    const flagged = notSerious.find((r) => r.phone === phone);
    return { phone, delivered, refused, notSerious: flagged ? Number(flagged.n) : 0 };
  });
}

/** Exchange and counter-exchange orders of a tenant with the order each replaces or takes back. */
export async function listExchangeOrders(
  db: DbOrTx,
  scope: TenantScope,
  filter: { from?: string; to?: string; offset: number; limit: number },
) {
  const base = tenantOrdersBetween(db, scope, filter).where('o.service', 'in', [
    'EXCHANGE',
    'COUNTER_EXCHANGE',
  ]);
  const [items, total] = await Promise.all([
    base
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .leftJoin('orders as x', 'x.id', 'o.exchangeOrderId')
      .leftJoin('orders as y', 'y.id', 'o.returningOrderId')
      .select([
        'o.id',
        'o.code',
        'o.service',
        'o.status',
        'o.price',
        'o.createdAt',
        'o.returningMerchandise',
        'r.fullname as recipientName',
        'x.id as exchangeId',
        'x.code as exchangeCode',
        'x.status as exchangeStatus',
        'x.merchandise as exchangeMerchandise',
        'y.id as returningId',
        'y.code as returningCode',
        'y.status as returningStatus',
        'y.merchandise as returningOrderMerchandise',
      ])
      .$call(newestOrdersFirst(filter))
      .execute(),
    exactCount(base),
  ]);
  return { items, total };
}

/** A live order's delivery cost, if the order exists. */
export function findOrderDeliveryCost(db: DbOrTx, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'deliveryCost'])
    .where('id', '=', id)
    .where(notDeleted())
    .executeTakeFirst();
}

/** The ids among `ids` of live orders within the tenant. */
export function findLiveOrderIds(db: DbOrTx, scope: TenantScope, ids: number[]) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', ids)
    .where(notDeleted())
    .$if(scope.clientId !== null, (q) => q.where('clientId', '=', scope.clientId!))
    .execute();
}

/**
 * Recipient phone, COD and merchandise of the client's live orders created from `since` to `until` (both
 * included) whose recipient phone is one of `phones`.
 */
export function findOrderKeysByPhone(
  db: DbOrTx,
  clientId: number,
  phones: string[],
  since: string,
  until: string,
) {
  return db
    .selectFrom('orders as o')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .select(['r.phone1', 'o.price', 'o.merchandise'])
    .where('o.clientId', '=', clientId)
    .where(notDeleted('o'))
    .where('o.createdAt', '>=', since)
    .where('o.createdAt', '<=', until)
    .where('r.phone1', 'in', phones)
    .execute();
}
