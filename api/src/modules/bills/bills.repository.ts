// The bills' SQL: reads and writes of bills, their orders and fees, and the orders and clients a bill
// takes. The service (`bills.service.ts`) holds the rules and the transactions; money is integer
// millimes, and what a bill paid is read as stored, never computed again here.
import { sql } from 'kysely';
import { exactCount } from '../paged';
import { isPostgres, type Db, type DbOrTx } from '../../db/database';
import type { BillLinesTable } from '../../db/schema';
import {
  BILLABLE_STATUSES,
  LIVE_STATUSES,
  REFUND_SETTLED_STATUSES,
  type BillRates,
} from './bill-math';
import { notDeleted } from '../orders/live-orders';

/** The columns of `orders as o` a bill line is made of. */
export const LINE_ORDER_COLUMNS = [
  'o.id',
  'o.code',
  'o.status',
  'o.service',
  'o.price',
  'o.deliveryCost',
  'o.returnCost',
  'o.exchangeCost',
] as const;

/** The columns of a bill line that hold what it pays. */
export const LINE_MONEY_COLUMNS = ['kind', 'cod', 'cost', 'insurance', 'refund', 'net'] as const;

/** The orders with their line columns, their client and the live bill holding them, if any. */
export function ordersWithBill(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('orders as o')
    .select([...LINE_ORDER_COLUMNS, 'o.clientId'])
    .select((eb) =>
      eb
        .selectFrom('billOrders as bo')
        .innerJoin('bills as b', 'b.id', 'bo.billId')
        .select('b.id')
        .whereRef('bo.orderId', '=', 'o.id')
        .where('b.status', 'in', LIVE_STATUSES)
        .limit(1)
        .as('liveBillId'),
    )
    .where('o.id', 'in', ids)
    .where(notDeleted('o'))
    .orderBy('o.id')
    .execute();
}
export type OrderRow = Awaited<ReturnType<typeof ordersWithBill>>[number];

/** Locks the orders until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export async function lockOrders(tx: DbOrTx, ids: number[]): Promise<void> {
  if (isPostgres(tx) && ids.length)
    await sql`select id from orders where id in (${sql.join(ids)}) for update`.execute(tx);
}

/** Locks the bill until the transaction ends (PostgreSQL). */
export async function lockBill(tx: DbOrTx, id: number): Promise<void> {
  if (isPostgres(tx)) await sql`select id from bills where id = ${id} for update`.execute(tx);
}

/** A client's name and rates, if it exists. */
export function findClient(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'u.fullname', 'c.insuranceBp', 'c.refundBp'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
}

/** A new pending bill with its frozen rates and orders; its payment number is made from its id. */
export async function insertBill(
  tx: DbOrTx,
  bill: { clientId: number; rates: BillRates; createdBy: number; now: string; orderIds: number[] },
): Promise<number> {
  const { clientId, rates, now } = bill;
  const { id } = await tx
    .insertInto('bills')
    .values({
      // Replaced below by the number made from the id.
      paymentNumber: `PENDING-${now}-${Math.random()}`,
      clientId,
      status: 'PENDING',
      ...rates,
      // Written with the lines (writeBillMoney).
      netToPay: 0,
      createdBy: bill.createdBy,
      createdAt: now,
      updatedAt: now,
      confirmedAt: null,
      cancelledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('bills')
    .set({
      paymentNumber: `PAY-${String(clientId).padStart(3, '0')}-${String(id).padStart(5, '0')}`,
    })
    .where('id', '=', id)
    .execute();
  await insertBillOrders(tx, id, bill.orderIds);
  return id;
}

/** Puts the orders on the bill. */
export async function insertBillOrders(tx: DbOrTx, billId: number, orderIds: number[]) {
  await tx
    .insertInto('billOrders')
    .values(orderIds.map((orderId) => ({ billId, orderId })))
    .execute();
}

/** Takes the orders off the bill. */
export async function deleteBillOrders(tx: DbOrTx, billId: number, orderIds: number[]) {
  await tx
    .deleteFrom('billOrders')
    .where('billId', '=', billId)
    .where('orderId', 'in', orderIds)
    .execute();
}

/** The ids of the orders the bill holds. */
export async function billOrderIds(db: DbOrTx, billId: number): Promise<number[]> {
  return (
    await db.selectFrom('billOrders').select('orderId').where('billId', '=', billId).execute()
  ).map((r) => r.orderId);
}

/** The bill's fees as typed (millimes for DT, basis points for %). */
export async function insertBillFees(
  tx: DbOrTx,
  billId: number,
  fees: Array<{ title: string; value: number; unit: string }>,
) {
  if (!fees.length) return;
  await tx
    .insertInto('billFees')
    .values(fees.map((f) => ({ billId, title: f.title, value: f.value, unit: f.unit })))
    .execute();
}

/** Bills as the lists show them, with their client's name and order count. */
export const summaryQuery = (db: DbOrTx) =>
  db
    .selectFrom('bills as b')
    .innerJoin('clients as c', 'c.id', 'b.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'b.id',
      'b.paymentNumber',
      'b.clientId',
      'u.fullname as clientName',
      'b.status',
      'b.netToPay',
      'b.createdAt',
      'b.confirmedAt',
      'b.cancelledAt',
    ])
    .select((eb) =>
      eb
        .selectFrom('billOrders as bo')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('bo.billId', '=', 'b.id')
        .as('orderCount'),
    );
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** One bill's summary, limited to a client's bills when `clientId` is given. */
export function findSummary(db: DbOrTx, id: number, clientId?: number) {
  let query = summaryQuery(db).where('b.id', '=', id);
  if (clientId !== undefined) query = query.where('b.clientId', '=', clientId);
  return query.executeTakeFirst();
}

/** A page of bill summaries, newest first, and how many match. */
export async function findSummaries(
  db: Db,
  filter: { clientId?: number; status?: string; from?: string; to?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  let base = summaryQuery(db);
  if (filter.clientId !== undefined) base = base.where('b.clientId', '=', filter.clientId);
  if (filter.status) base = base.where('b.status', '=', filter.status);
  if (filter.from) base = base.where('b.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) base = base.where('b.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  const [rows, total] = await Promise.all([
    base
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    exactCount(base),
  ]);
  return { rows, total };
}

/** The rates frozen on the bill. */
export function billRates(db: DbOrTx, id: number) {
  return db
    .selectFrom('bills')
    .select(['insuranceBp', 'refundBp', 'shippingTvaBp', 'packagingTvaBp'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A bill's client, status and frozen rates, if it exists. */
export function findBillState(db: DbOrTx, id: number) {
  return db
    .selectFrom('bills')
    .select([
      'id',
      'clientId',
      'status',
      'insuranceBp',
      'refundBp',
      'shippingTvaBp',
      'packagingTvaBp',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The bill becomes paid or cancelled at `now`. */
export async function setBillStatus(
  tx: DbOrTx,
  id: number,
  to: 'PAID' | 'CANCELLED',
  now: string,
): Promise<void> {
  await tx
    .updateTable('bills')
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'PAID' ? { confirmedAt: now } : { cancelledAt: now }),
    })
    .where('id', '=', id)
    .execute();
}

/** The bill's orders with their status and collection time (for their movements). */
export function billOrderStates(tx: DbOrTx, billId: number) {
  return tx
    .selectFrom('orders as o')
    .innerJoin('billOrders as bo', 'bo.orderId', 'o.id')
    .select(['o.id', 'o.status', 'o.collectedAt'])
    .where('bo.billId', '=', billId)
    .execute();
}

/** The stored net of the client's live bills, per status. */
export function liveNetByStatus(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('bills')
    .select(['status', (eb) => eb.fn.sum<number>('netToPay').as('net')])
    .where('clientId', '=', clientId)
    .where('status', 'in', LIVE_STATUSES)
    .groupBy('status')
    .execute();
}

/** The ids of the client's orders in a billable status (in a bill or not). */
export async function billableStatusOrderIds(db: DbOrTx, clientId: number): Promise<number[]> {
  return (
    await db
      .selectFrom('orders')
      .select('id')
      .where('clientId', '=', clientId)
      .where('status', 'in', BILLABLE_STATUSES)
      .where(notDeleted())
      .execute()
  ).map((r) => r.id);
}

/** What an invoice prints of the client: its address and papers, and its companies in order. */
export async function invoiceClient(db: DbOrTx, clientId: number) {
  const [client, companies] = await Promise.all([
    db
      .selectFrom('clients')
      .select(['pickupAddress', 'cin', 'rc', 'patent', 'city', 'delegation'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('businesses')
      .select('name')
      .where('clientId', '=', clientId)
      .orderBy('position')
      .execute(),
  ]);
  return { ...client, companies: companies.map((c) => c.name) };
}

/** The bill's live orders with their line columns, by id. */
export function billLineOrders(tx: DbOrTx, billId: number) {
  return tx
    .selectFrom('billOrders as bo')
    .innerJoin('orders as o', 'o.id', 'bo.orderId')
    .select(LINE_ORDER_COLUMNS)
    .where('bo.billId', '=', billId)
    .where(notDeleted('o'))
    .orderBy('o.id')
    .execute();
}

/** The bill's fees as typed, in the order they were added. */
export function billFeeTerms(tx: DbOrTx, billId: number) {
  return tx
    .selectFrom('billFees')
    .select(['id', 'title', 'value', 'unit'])
    .where('billId', '=', billId)
    .orderBy('id')
    .execute();
}

/** Replaces the bill's lines with these rows. */
export async function replaceBillLines(
  tx: DbOrTx,
  billId: number,
  rows: ReadonlyArray<Omit<BillLinesTable, 'id'>>,
): Promise<void> {
  await tx.deleteFrom('billLines').where('billId', '=', billId).execute();
  // Several statements for a big bill: PostgreSQL takes at most 65,535 parameters in one.
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insertInto('billLines')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Writes each fee's amount, one statement per fee, in the order given. */
export async function setBillFeeAmounts(
  tx: DbOrTx,
  amounts: ReadonlyArray<{ id: number; amount: number }>,
): Promise<void> {
  for (const fee of amounts)
    await tx.updateTable('billFees').set({ amount: fee.amount }).where('id', '=', fee.id).execute();
}

/** Writes the bill's totals, its net when given, and its update time when given. */
export async function setBillTotals(
  tx: DbOrTx,
  billId: number,
  totals: {
    totalCod: number;
    totalCosts: number;
    totalInsurance: number;
    totalRefunds: number;
    totalFees: number;
    shippingTva: number;
    packagingTva: number;
    netToPay?: number;
    updatedAt?: string;
  },
): Promise<void> {
  await tx.updateTable('bills').set(totals).where('id', '=', billId).execute();
}

/** A bill's stored totals, lines (by order id) and fees (in the order they were added). */
export async function storedBillMoney(db: DbOrTx, billId: number) {
  const [bill, lines, fees] = await Promise.all([
    db
      .selectFrom('bills')
      .select([
        'totalCod',
        'totalCosts',
        'totalInsurance',
        'totalRefunds',
        'totalFees',
        'shippingTva',
        'packagingTva',
        'netToPay',
      ])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('billLines')
      .select([
        'orderId',
        'code',
        'orderStatus',
        'kind',
        'cod',
        'cost',
        'insurance',
        'refund',
        'net',
      ])
      .where('billId', '=', billId)
      .orderBy('orderId')
      .execute(),
    db
      .selectFrom('billFees')
      .select(['title', 'value', 'unit', 'amount'])
      .where('billId', '=', billId)
      .orderBy('id')
      .execute(),
  ]);
  return { bill, lines, fees };
}

/** The live bills holding any of these orders, one row per order held, with the bills' rates. */
export function liveBillsHolding(tx: DbOrTx, orderIds: readonly number[]) {
  return tx
    .selectFrom('billOrders as bo')
    .innerJoin('bills as b', 'b.id', 'bo.billId')
    .select([
      'bo.orderId',
      'b.id',
      'b.status',
      'b.insuranceBp',
      'b.refundBp',
      'b.shippingTvaBp',
      'b.packagingTvaBp',
    ])
    .where('bo.orderId', 'in', [...new Set(orderIds)])
    .where('b.status', 'in', LIVE_STATUSES)
    .execute();
}

/** The money of the order's line stored on the bill, if it has one. */
export function storedLineMoney(db: DbOrTx, billId: number, orderId: number) {
  return db
    .selectFrom('billLines')
    .select(LINE_MONEY_COLUMNS)
    .where('billId', '=', billId)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
}

/** The live order's line columns, if it exists. */
export function lineOrder(tx: DbOrTx, orderId: number) {
  return tx
    .selectFrom('orders as o')
    .select(LINE_ORDER_COLUMNS)
    .where('o.id', '=', orderId)
    .where(notDeleted('o'))
    .executeTakeFirst();
}

/** A delivery partner's name, if it exists. */
export function deliveryCompanyName(db: DbOrTx, id: number) {
  return db.selectFrom('deliveryCompanies').select('name').where('id', '=', id).executeTakeFirst();
}

/** When the order was last remitted by its partner (its latest PAID_TO_WOLVO movement), if ever. */
export function lastRemittance(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('movements')
    .select('createdAt')
    .where('orderId', '=', orderId)
    .where('status', '=', 'PAID_TO_WOLVO')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The live bill holding the order, with its frozen rates, if any. */
export function liveBillOfOrder(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('billOrders as bo')
    .innerJoin('bills as b', 'b.id', 'bo.billId')
    .select(['b.id', 'b.paymentNumber', 'b.status', 'b.confirmedAt', 'b.insuranceBp', 'b.refundBp'])
    .where('bo.orderId', '=', orderId)
    .where('b.status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}

/** The client's current insurance and refund rates. */
export function clientRates(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['insuranceBp', 'refundBp'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
}

/**
 * The orders a refund concerns: collected parcels marked damaged or lost (sub-status DAMAGED: staff set
 * it in the order editor), with the client's refund rate, and the paid bill that credited the refund.
 */
function refundOrders(db: DbOrTx) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('o.subStatus', '=', 'DAMAGED')
    .where('o.collectedAt', 'is not', null)
    .where(notDeleted('o'))
    .where((eb) =>
      eb.or([eb('o.status', '=', 'REFUNDED'), eb('o.status', 'not in', REFUND_SETTLED_STATUSES)]),
    );
}

const creditedBy = sql<string | null>`(select b.payment_number from bill_orders bo
  join bills b on b.id = bo.bill_id where bo.order_id = o.id and b.status = 'PAID' limit 1)`;

/** The refunds (of one client, one order, or all), newest first, with the bill that credited each. */
export function refundRows(db: DbOrTx, filter: { clientId?: number; id?: number }) {
  let query = refundOrders(db);
  if (filter.clientId !== undefined) query = query.where('o.clientId', '=', filter.clientId);
  if (filter.id !== undefined) query = query.where('o.id', '=', filter.id);
  return query
    .select([
      'o.id',
      'o.code',
      'o.clientId',
      'u.fullname as clientName',
      'o.price',
      'c.refundBp',
      'o.status',
      'o.updatedAt',
    ])
    .select(creditedBy.as('paymentNumber'))
    .orderBy('o.updatedAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** What deciding a refund reads of the order, deleted or not, if it exists. */
export function orderRefundState(tx: DbOrTx, id: number) {
  return tx
    .selectFrom('orders')
    .select(['id', 'status', 'subStatus', 'collectedAt', 'deletedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The id and status of the live bill holding the order, if any. */
export function liveBillStatusOfOrder(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('billOrders as bo')
    .innerJoin('bills as b', 'b.id', 'bo.billId')
    .select(['b.id', 'b.status'])
    .where('bo.orderId', '=', orderId)
    .where('b.status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}
