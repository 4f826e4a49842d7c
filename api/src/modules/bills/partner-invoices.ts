import {
  DEFAULT_PACKAGING_TVA_BP,
  DEFAULT_SHIPPING_TVA_BP,
  MAX_BILL_ORDERS,
  PAYMENT_WEEKDAYS,
  type BillableOrderItem,
  type ClientsByPaymentDay,
  type Paged,
  type PartnerDue,
  type PartnerDueOrder,
  type PartnerInvoices,
  type PartnerRemittanceResult,
} from '@wolvo/shared/contracts';
import { pagedOf } from '../paged';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { claimIdempotencyKey } from '../idempotency';
import { addMovement } from '../orders/order-writes.service';
import { computeBill, kindOf } from './bill-math';
import {
  allBillableOrders,
  billableOrdersPage,
  clientsWithPaymentDays,
  oldestBillableOrderIds,
  partnerDueOrdersIn,
  partnerDueOrdersPage,
  partnerDueSums,
} from './partner-invoices.repository';

// A partner's fee on a parcel: its exchange cost for an exchange, its delivery cost otherwise.
const feeOf = (service: string, partner: { deliveryCost: number; exchangeCost: number }) =>
  service === 'EXCHANGE' ? partner.exchangeCost : partner.deliveryCost;

/**
 * Each delivery partner's delivered parcels whose cash it still holds: count, cash, its fees and what it
 * owes (one GROUP BY), for every partner or one. The partner invoices and the partner dashboard both read it.
 */
export async function partnerDues(db: DbOrTx, deliveryCompanyId?: number): Promise<PartnerDue[]> {
  const summaryRows = await partnerDueSums(db, deliveryCompanyId);
  return summaryRows.map((r) => {
    const cod = Number(r.cod ?? 0);
    const fees = Number(r.fees ?? 0);
    return {
      deliveryCompanyId: r.deliveryCompanyId,
      name: r.name,
      orders: Number(r.orders),
      cod,
      fees,
      due: cod - fees,
    };
  });
}

/**
 * GET /v1/order/getPartnerInvoices: per delivery partner, the delivered parcels it has not remitted,
 * the cash it collected, its fees and what it owes (`partnerDues`); and a page of those parcels, for one
 * partner or all.
 */
export async function getPartnerInvoices(
  db: Db,
  query: { offset: number; limit: number; deliveryCompanyId?: number },
): Promise<PartnerInvoices> {
  const summary = await partnerDues(db);
  const { rows, total } = await partnerDueOrdersPage(db, query);
  const items: PartnerDueOrder[] = rows.map(({ deliveryCost, exchangeCost, ...r }) => {
    const orderFee = feeOf(r.service, { deliveryCost, exchangeCost });
    return {
      ...r,
      deliveryCompanyId: r.deliveryCompanyId!,
      fee: orderFee,
      due: r.price - orderFee,
    };
  });
  return { summary, ...pagedOf(items, total, query) };
}

/**
 * POST /v1/order/partner-remittance: the partner handed over the cash of these parcels. All must be
 * delivered parcels of that partner, or nothing changes; each becomes PAID_TO_WOLVO (a movement each),
 * ready for the client's next bill.
 */
export async function recordRemittance(
  db: Db,
  auth: AuthContext,
  deliveryCompanyId: number,
  orderIds: number[],
): Promise<PartnerRemittanceResult> {
  const ids = [...new Set(orderIds)];
  return db.transaction().execute(async (tx) => {
    const rows = await partnerDueOrdersIn(tx, deliveryCompanyId, ids);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw badRequest(missing.map((id) => `${id}: partner.order-not-due`));
    const at = nowIso();
    let cod = 0;
    let fees = 0;
    for (const row of rows) {
      await addMovement(tx, row, { status: 'PAID_TO_WOLVO', by: auth.id }, at);
      cod += row.price;
      fees += feeOf(row.service, row);
    }
    const recorded = {
      message: 'partner.remittance-recorded' as const,
      orders: rows.length,
      cod,
      fees,
      due: cod - fees,
    };
    // The answer is the record: a retry answers these sums, not the orders (now paid) checked again.
    await claimIdempotencyKey(tx, recorded);
    return recorded;
  });
}

/** GET /v1/bill/billable-orders: a client's orders a new bill may take, oldest first, paged. */
export async function listBillableOrders(
  db: Db,
  query: { clientId: number; offset: number; limit: number },
): Promise<Paged<BillableOrderItem>> {
  const { rows, total } = await billableOrdersPage(db, query);
  return pagedOf(
    rows.map(({ service, ...r }) => ({ ...r, kind: kindOf(r.status, service)! })),
    total,
    query,
  );
}

/**
 * GET /v1/client/getClientsByPaymentDay: the active clients of each weekday they are paid on, with
 * what their next bill would pay now (their billable orders in no live bill, at their rates, before
 * the bill's own fees). One query for every such order; the sums are the bill arithmetic's.
 */
export async function clientsByPaymentDay(db: Db): Promise<ClientsByPaymentDay> {
  const clients = await clientsWithPaymentDays(db);
  const orders = await allBillableOrders(db);
  const byClient = new Map<number, typeof orders>();
  for (const o of orders) {
    const list = byClient.get(o.clientId) ?? [];
    list.push(o);
    byClient.set(o.clientId, list);
  }
  const owedOf = new Map(
    clients.map((c) => {
      const mine = byClient.get(c.id) ?? [];
      const { totals } = computeBill(
        mine.map((o) => ({ ...o, kind: kindOf(o.status, o.service)! })),
        [],
        {
          insuranceBp: c.insuranceBp,
          refundBp: c.refundBp,
          shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
          packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
        },
      );
      return [c.id, { orders: mine.length, owed: totals.netToPay }];
    }),
  );
  return {
    days: PAYMENT_WEEKDAYS.map((weekday) => {
      const list = clients
        .filter((c) => c.paymentDays.split(',').includes(weekday))
        .map((c) => ({
          clientId: c.id,
          fullname: c.fullname,
          company: c.company ?? '',
          ...owedOf.get(c.id)!,
        }))
        .sort((a, b) => b.owed - a.owed || a.clientId - b.clientId);
      return { weekday, clients: list, owed: list.reduce((sum, c) => sum + c.owed, 0) };
    }),
  };
}

/**
 * GET /v1/bill/billable-order-ids: the ids of every order a new bill of the client may take (oldest
 * first, at most one bill's worth), so "select all" takes what matches, not only the page shown.
 */
export async function billableOrderIds(
  db: Db,
  clientId: number,
): Promise<{ ids: number[]; total: number }> {
  return oldestBillableOrderIds(db, clientId, MAX_BILL_ORDERS);
}
