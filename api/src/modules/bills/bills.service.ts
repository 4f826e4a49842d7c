import { placeText } from '@wolvo/shared/geo';
import {
  API_MESSAGES,
  BILL_MESSAGES,
  DEFAULT_PACKAGING_TVA_BP,
  DEFAULT_SHIPPING_TVA_BP,
  type AddBillRequest,
  type BillDetail,
  type BillFeeInput,
  type BillPaidUnpaid,
  type BillPreview,
  type BillStateResult,
  type BillStatus,
  type BillSummary,
  type Paged,
} from '@wolvo/shared/contracts';
import { isStaffRole } from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { claimIdempotencyKey } from '../idempotency';
import { notifyClient } from '../notifications/notify';
import { addMovement } from '../orders/order-writes.service';
import { merchantView, recordBillEvent } from '../webhooks/webhooks.service';
import { pdfRenderer } from '../slips/pdf-pool';
import type { SlipLang } from '../slips/tracking';
import { billOf, readBillMoney, writeBillMoney } from './bill-lines';
import { BILLABLE_STATUSES, type BillRates } from './bill-math';
import * as repo from './bills.repository';
import type { OrderRow, SummaryRow } from './bills.repository';

/** Status an order takes when its bill is paid (a refunded order stays refunded). */
const PAID_STATUS: Partial<Record<string, string>> = {
  PAID_TO_WOLVO: 'PAID_TO_SENDER',
  DELIVERED_TO_SENDER: 'RETURN_BILLED_TO_SENDER',
};

/**
 * The orders of a new bill, checked: all found, one client's, billable and in no live bill. Every
 * refused order is named (`{id}: reason`), so the staff member can drop exactly those.
 */
async function checkedOrders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) throw badRequest(API_MESSAGES.atLeastOneOrder);
  const rows = await repo.ordersWithBill(db, unique);
  const found = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  for (const id of unique) {
    const row = found.get(id);
    if (!row) problems.push(`${id}: order.not-found`);
    else if (!BILLABLE_STATUSES.includes(row.status))
      problems.push(`${id}: ${BILL_MESSAGES.orderNotBillable}`);
    else if (row.liveBillId !== null) problems.push(`${id}: ${BILL_MESSAGES.orderInBill}`);
  }
  if (problems.length) throw badRequest(problems);
  if (new Set(rows.map((r) => r.clientId)).size > 1) throw badRequest(BILL_MESSAGES.oneClient);
  return rows;
}

async function clientOf(db: DbOrTx, clientId: number) {
  const client = await repo.findClient(db, clientId);
  if (!client) throw notFound(API_MESSAGES.clientIdNotFound);
  return client;
}

function preview(
  client: { id: number; fullname: string },
  rows: OrderRow[],
  fees: BillFeeInput[],
  rates: BillRates,
): BillPreview {
  return {
    clientId: client.id,
    clientName: client.fullname,
    ...rates,
    ...billOf(rows, fees, rates),
  };
}

/** GET /v1/bill/init/{ids}: what a bill of these orders would pay, without writing anything. */
export async function initBill(db: Db, ids: number[], fees: BillFeeInput[]): Promise<BillPreview> {
  const rows = await checkedOrders(db, ids);
  const client = await clientOf(db, rows[0]!.clientId);
  return preview(client, rows, fees, {
    insuranceBp: client.insuranceBp,
    refundBp: client.refundBp,
    shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
    packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
  });
}

/**
 * POST /v1/bill/add: a pending bill of the orders, in one transaction. The orders are locked first (on
 * PostgreSQL; SQLite runs one writer at a time), so two staff billing the same order at once cannot both
 * take it. The client's rates and the TVA rates are frozen on the bill; NEW_BILL notifies the client.
 */
export async function addBill(
  db: Db,
  auth: AuthContext,
  body: AddBillRequest,
): Promise<BillDetail> {
  const fees = body.fees ?? [];
  const id = await db.transaction().execute(async (tx) => {
    await repo.lockOrders(tx, body.orderIds);
    const rows = await checkedOrders(tx, body.orderIds);
    const client = await clientOf(tx, rows[0]!.clientId);
    const rates = {
      insuranceBp: client.insuranceBp,
      refundBp: client.refundBp,
      shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
      packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
    };
    const now = nowIso();
    const id = await repo.insertBill(tx, {
      clientId: client.id,
      rates,
      createdBy: auth.id,
      now,
      orderIds: rows.map((r) => r.id),
    });
    await repo.insertBillFees(
      tx,
      id,
      fees.map((f) => ({ ...f, title: f.title.trim() })),
    );
    await writeBillMoney(tx, { id, ...rates });
    await notifyClient(tx, client.id, 'NEW_BILL', id, auth.id, now);
    await recordBillEvent(tx, 'bill.created', client.id, now, () =>
      getBill(tx as Db, merchantView(client.id), id),
    );
    await claimIdempotencyKey(tx, { id });
    return id;
  });
  return getBill(db, auth, id);
}

const toSummary = (r: SummaryRow): BillSummary => ({
  ...r,
  status: r.status as BillStatus,
  orderCount: Number(r.orderCount ?? 0),
});

/** A bill the caller may see: staff any, a client only its own (another client's is not found). */
async function visibleBill(db: DbOrTx, auth: AuthContext, id: number) {
  const row = await repo.findSummary(
    db,
    id,
    isStaffRole(auth.role) ? undefined : (auth.clientId ?? -1),
  );
  if (!row) throw notFound(API_MESSAGES.paymentNotFound);
  return row;
}

/**
 * GET /v1/bill/get/{id}: the bill with its lines, fees and totals as stored with it (frozen once paid or
 * cancelled), never computed again from its orders.
 */
export async function getBill(db: Db, auth: AuthContext, id: number): Promise<BillDetail> {
  const row = await visibleBill(db, auth, id);
  const [rates, money] = await Promise.all([repo.billRates(db, id), readBillMoney(db, id)]);
  return { ...toSummary(row), ...rates, ...money };
}

/** GET /v1/bill/get-all: staff all bills (filters), a client its own; newest first. */
export async function listBills(
  db: Db,
  auth: AuthContext,
  query: {
    offset: number;
    limit: number;
    status?: BillStatus;
    clientId?: number;
    from?: string;
    to?: string;
  },
): Promise<Paged<BillSummary>> {
  const clientId = isStaffRole(auth.role) ? query.clientId : (auth.clientId ?? -1);
  const { rows, total } = await repo.findSummaries(db, { ...query, clientId }, query);
  return {
    items: rows.map(toSummary),
    page: Math.floor(query.offset / query.limit) + 1,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

/**
 * PUT /v1/bill/confirm/{id} and /cancel/{id}: a pending bill becomes paid or cancelled, for good. The
 * bill is locked and checked first (`pendingBill`; SQLite runs one transaction at a time), so of two
 * staff acting at once exactly one wins and the other is told what the bill became. Paying moves each
 * remitted order to PAID_TO_SENDER and each returned one to RETURN_BILLED_TO_SENDER (a movement each);
 * cancelling releases the orders.
 */
export async function settleBill(
  db: Db,
  auth: AuthContext,
  id: number,
  to: 'PAID' | 'CANCELLED',
): Promise<BillStateResult> {
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const bill = await pendingBill(tx, id);
    // What is paid is the bill as its orders are at this moment (it followed them while pending).
    if (to === 'PAID') await writeBillMoney(tx, bill);
    await repo.setBillStatus(tx, id, to, now);
    const object = () => getBill(tx as Db, merchantView(bill.clientId), id);
    if (to !== 'PAID') return recordBillEvent(tx, 'bill.cancelled', bill.clientId, now, object);
    for (const order of await repo.billOrderStates(tx, id)) {
      const next = PAID_STATUS[order.status];
      // PAID_STATUS keeps each line's kind and money: no check of the bill it is paying.
      if (next) await addMovement(tx, order, { status: next, by: auth.id }, now, false);
    }
    // The lines, frozen from now on, show the statuses the payment gave; the net stays what was paid.
    await writeBillMoney(tx, bill, { keepNet: true });
    await recordBillEvent(tx, 'bill.paid', bill.clientId, now, object);
  });
  return {
    message: to === 'PAID' ? BILL_MESSAGES.confirmed : BILL_MESSAGES.cancelled,
    bill: toSummary(await visibleBill(db, auth, id)),
  };
}

/**
 * GET /v1/bill/statistics/total-paid-unpaid/{clientId}: the net of the client's paid and pending bills,
 * and what its billable orders outside any live bill would pay now (at its rates, before fees and TVA on
 * fees). A client may ask only for itself.
 */
export async function paidUnpaid(
  db: Db,
  auth: AuthContext,
  clientId: number,
): Promise<BillPaidUnpaid> {
  if (!isStaffRole(auth.role) && auth.clientId !== clientId)
    throw notFound(API_MESSAGES.clientIdNotFound);
  const client = await clientOf(db, clientId);
  const sums = await repo.liveNetByStatus(db, clientId);
  const netOf = (status: BillStatus) => Number(sums.find((s) => s.status === status)?.net ?? 0);
  const ids = await repo.billableStatusOrderIds(db, clientId);
  const rows = ids.length
    ? (await repo.ordersWithBill(db, ids)).filter((r) => r.liveBillId === null)
    : [];
  const { totals } = billOf(rows, [], {
    insuranceBp: client.insuranceBp,
    refundBp: client.refundBp,
    shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
    packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
  });
  return { paid: netOf('PAID'), pending: netOf('PENDING'), unbilled: totals.netToPay };
}

/**
 * GET /v1/bill/invoice/{id}: the bill's invoice as a PDF in the asked language, drawn in the PDF worker
 * pool from the same detail the dashboard shows (the server's sums, never recomputed for print).
 */
export async function printInvoice(
  db: Db,
  auth: AuthContext,
  id: number,
  lang: SlipLang,
  settings: { providerName: string; providerTaxId: string; providerAddress: string },
): Promise<{ pdf: Buffer; paymentNumber: string }> {
  const bill = await getBill(db, auth, id);
  const client = await repo.invoiceClient(db, bill.clientId);
  const pdf = await pdfRenderer.render({
    kind: 'invoice',
    data: {
      paymentNumber: bill.paymentNumber,
      status: bill.status,
      createdAt: bill.createdAt,
      client: {
        fullname: bill.clientName,
        companies: client.companies,
        address:
          [client.pickupAddress, placeText(lang, client.delegation, client.city)]
            .filter(Boolean)
            .join(', ') || null,
        cin: client.cin,
        rc: client.rc,
        patent: client.patent,
      },
      shippingTvaBp: bill.shippingTvaBp,
      packagingTvaBp: bill.packagingTvaBp,
      lines: bill.lines,
      fees: bill.fees.map((f) => ({ title: f.title, amount: f.amount })),
      totals: bill.totals,
    },
    options: {
      lang,
      providerName: settings.providerName,
      provider: { taxId: settings.providerTaxId, address: settings.providerAddress },
      printedAt: new Date(),
    },
  });
  return { pdf, paymentNumber: bill.paymentNumber };
}

/** A pending bill's client and frozen rates, locked on PostgreSQL; paid or cancelled bills are final. */
async function pendingBill(tx: DbOrTx, id: number) {
  await repo.lockBill(tx, id);
  const bill = await repo.findBillState(tx, id);
  if (!bill) throw notFound(API_MESSAGES.paymentNotFound);
  if (bill.status !== 'PENDING')
    throw conflict(
      bill.status === 'PAID'
        ? API_MESSAGES.paymentAlreadyPaid
        : API_MESSAGES.paymentAlreadyCancelled,
    );
  return bill;
}

/**
 * PUT /v1/bill/{id}/add-orders (ADD_TO_BILL): more orders on a pending bill, all or none. They pass the
 * same checks as a new bill's and must be the bill's client's; the net is computed again.
 */
export async function addOrdersToBill(
  db: Db,
  auth: AuthContext,
  id: number,
  orderIds: number[],
): Promise<BillDetail> {
  await db.transaction().execute(async (tx) => {
    const bill = await pendingBill(tx, id);
    await repo.lockOrders(tx, orderIds);
    const rows = await checkedOrders(tx, orderIds);
    if (rows.some((r) => r.clientId !== bill.clientId)) throw badRequest(BILL_MESSAGES.oneClient);
    await repo.insertBillOrders(
      tx,
      id,
      rows.map((r) => r.id),
    );
    await writeBillMoney(tx, bill, { at: nowIso() });
  });
  return getBill(db, auth, id);
}

/**
 * PUT /v1/bill/{id}/remove-orders (REMOVE_FROM_BILL): orders taken off a pending bill, free for another
 * one; every order named must be on the bill, and a bill keeps at least one order.
 */
export async function removeOrdersFromBill(
  db: Db,
  auth: AuthContext,
  id: number,
  orderIds: number[],
): Promise<BillDetail> {
  const unique = [...new Set(orderIds)];
  if (!unique.length) throw badRequest(API_MESSAGES.atLeastOneOrder);
  await db.transaction().execute(async (tx) => {
    const bill = await pendingBill(tx, id);
    const held = new Set(await repo.billOrderIds(tx, id));
    const strangers = unique.filter((o) => !held.has(o));
    if (strangers.length) throw badRequest(strangers.map((o) => `${o}: bill.order-not-in-bill`));
    if (held.size - unique.length < 1) throw badRequest(API_MESSAGES.atLeastOneOrder);
    await repo.deleteBillOrders(tx, id, unique);
    await writeBillMoney(tx, bill, { at: nowIso() });
  });
  return getBill(db, auth, id);
}
