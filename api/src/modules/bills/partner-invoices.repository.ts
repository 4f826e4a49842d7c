// The SQL of what partners owe and of what a new bill may take: the delivered parcels whose cash a
// partner still holds, and the billable orders in no live bill. The service (`partner-invoices.ts`)
// holds the sums, the rules and the transactions.
import { exactCount } from '../paged';
import type { DbOrTx } from '../../db/database';
import { mainCompanyName } from '../clients/client-companies.repository';
import { BILLABLE_STATUSES, LIVE_STATUSES } from './bill-math';
import { LINE_ORDER_COLUMNS } from './bills.repository';
import { notDeleted } from '../orders/live-orders';

/** Delivered parcels whose cash the partner still holds, with what the partner charges for each. */
function dueOrders(db: DbOrTx) {
  return db
    .selectFrom('orders as o')
    .innerJoin('deliveryCompanies as d', 'd.id', 'o.deliveryCompanyId')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('o.status', '=', 'DELIVERED')
    .where(notDeleted('o'));
}

/** Per partner (every one, or one), by name: its due parcels' count, cash and fees (one GROUP BY). */
export function partnerDueSums(db: DbOrTx, deliveryCompanyId?: number) {
  let query = dueOrders(db);
  if (deliveryCompanyId !== undefined)
    query = query.where('o.deliveryCompanyId', '=', deliveryCompanyId);
  return query
    .select(['d.id as deliveryCompanyId', 'd.name'])
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('o.price').as('cod'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('o.service', '=', 'EXCHANGE')
            .then(eb.ref('d.exchangeCost'))
            .else(eb.ref('d.deliveryCost'))
            .end(),
        )
        .as('fees'),
    ])
    .groupBy(['d.id', 'd.name'])
    .orderBy('d.name')
    .execute();
}

/** A page of the due parcels (of one partner or all), oldest change first, and how many there are. */
export async function partnerDueOrdersPage(
  db: DbOrTx,
  query: { offset: number; limit: number; deliveryCompanyId?: number },
) {
  let page = dueOrders(db);
  if (query.deliveryCompanyId !== undefined)
    page = page.where('o.deliveryCompanyId', '=', query.deliveryCompanyId);
  const [rows, total] = await Promise.all([
    page
      .select([
        'o.id',
        'o.code',
        'o.deliveryCompanyId',
        'u.fullname as clientName',
        'o.service',
        'o.updatedAt',
        'o.price',
        'd.deliveryCost',
        'd.exchangeCost',
      ])
      .orderBy('o.updatedAt')
      .orderBy('o.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    exactCount(page),
  ]);
  return { rows, total };
}

/** Those of these orders that are due parcels of the partner, with what it charges for each. */
export function partnerDueOrdersIn(db: DbOrTx, deliveryCompanyId: number, orderIds: number[]) {
  return dueOrders(db)
    .select([
      'o.id',
      'o.status',
      'o.collectedAt',
      'o.service',
      'o.price',
      'd.deliveryCost',
      'd.exchangeCost',
    ])
    .where('o.deliveryCompanyId', '=', deliveryCompanyId)
    .where('o.id', 'in', orderIds)
    .execute();
}

/** Orders a new bill may take (of one client, or of every client): billable statuses, in no live bill. */
function billableOf(db: DbOrTx, clientId?: number) {
  let query = db
    .selectFrom('orders as o')
    .where('o.status', 'in', BILLABLE_STATUSES)
    .where(notDeleted('o'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('billOrders as bo')
            .innerJoin('bills as b', 'b.id', 'bo.billId')
            .select('bo.orderId')
            .whereRef('bo.orderId', '=', 'o.id')
            .where('b.status', 'in', LIVE_STATUSES),
        ),
      ),
    );
  if (clientId !== undefined) query = query.where('o.clientId', '=', clientId);
  return query;
}

/** A page of the client's orders a new bill may take, oldest change first, and how many there are. */
export async function billableOrdersPage(
  db: DbOrTx,
  query: { clientId: number; offset: number; limit: number },
) {
  const base = billableOf(db, query.clientId);
  const [rows, total] = await Promise.all([
    base
      .select(['o.id', 'o.code', 'o.status', 'o.service', 'o.price', 'o.updatedAt'])
      .orderBy('o.updatedAt')
      .orderBy('o.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    exactCount(base),
  ]);
  return { rows, total };
}

/**
 * The ids of the client's first `limit` orders a new bill may take,
 * oldest change first, and how many there are.
 */
export async function oldestBillableOrderIds(
  db: DbOrTx,
  clientId: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const [rows, total] = await Promise.all([
    billableOf(db, clientId)
      .select('o.id')
      .orderBy('o.updatedAt')
      .orderBy('o.id')
      .limit(limit)
      .execute(),
    exactCount(billableOf(db, clientId)),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Every order a new bill may take, of every client, with what its line is made of. */
export function allBillableOrders(db: DbOrTx) {
  return billableOf(db)
    .select([...LINE_ORDER_COLUMNS, 'o.clientId'])
    .execute();
}

/** The active clients paid on some weekday, with their name, rates and first company. */
export function clientsWithPaymentDays(db: DbOrTx) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'u.fullname', 'c.paymentDays', 'c.insuranceBp', 'c.refundBp'])
    .select((eb) => mainCompanyName(eb.ref('c.id')).as('company'))
    .where('c.active', '=', 1)
    .where('c.paymentDays', '!=', '')
    .execute();
}
