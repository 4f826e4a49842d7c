import {
  BILL_MESSAGES,
  type BillFeeAmount,
  type BillLine,
  type BillLineKind,
  type BillTotals,
  type FeeUnit,
} from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { conflict } from '../../http-error';
import { computeBill, countByKind, kindOf, LIVE_STATUSES, type BillRates } from './bill-math';
import { notDeleted } from '../orders/live-orders';

// A bill's money lives in its own rows: one line per order (bill_lines), each fee's amount (bill_fees)
// and the totals (bills). They are written when the bill is made and again while it is pending, each
// time one of its orders changes, in the transaction of that change; paying or cancelling the bill
// freezes them. Details, invoices and totals read these rows, never the orders as they are now.

/** What a bill line needs to know about its order. */
export interface LineOrder {
  id: number;
  code: string;
  status: string;
  service: string;
  price: number;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
}

/** A bill's lines, fees and totals. */
export interface BillMoney {
  lines: Array<BillLine & { code: string; status: string }>;
  fees: BillFeeAmount[];
  totals: BillTotals;
}

/**
 * The bill these orders make, in the order given: an order whose status makes no line (no longer
 * remitted, returned or refunded) has none.
 */
export function billOf(
  orders: readonly LineOrder[],
  fees: ReadonlyArray<{ title: string; value: number; unit: FeeUnit }>,
  rates: BillRates,
): BillMoney {
  const billable = orders.flatMap((o) => {
    const kind = kindOf(o.status, o.service);
    return kind ? [{ ...o, kind }] : [];
  });
  const bill = computeBill(billable, fees, rates);
  return {
    lines: bill.lines.map((l, i) => ({
      ...l,
      code: billable[i]!.code,
      status: billable[i]!.status,
    })),
    fees: bill.fees,
    totals: bill.totals,
  };
}

/** The bill's columns that hold its totals. */
export const totalsColumns = (totals: BillTotals) => ({
  totalCod: totals.cod,
  totalCosts: totals.costs,
  totalInsurance: totals.insurance,
  totalRefunds: totals.refunds,
  totalFees: totals.fees,
  shippingTva: totals.shippingTva,
  packagingTva: totals.packagingTva,
  netToPay: totals.netToPay,
});

/** A bill's line rows. */
export const lineRows = (billId: number, money: BillMoney) =>
  money.lines.map((l) => ({
    billId,
    orderId: l.orderId,
    code: l.code,
    orderStatus: l.status,
    kind: l.kind,
    cod: l.cod,
    cost: l.cost,
    insurance: l.insurance,
    refund: l.refund,
    net: l.net,
  }));

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

/**
 * Writes a bill's lines, fee amounts and totals from its orders as they are now, at its frozen rates,
 * in the caller's transaction. Called while the bill is pending, and once more by the payment (the
 * lines then show the statuses the payment gave); `net` keeps what was written when `keepNet` is set.
 */
export async function writeBillMoney(
  tx: DbOrTx,
  bill: { id: number } & BillRates,
  options: { at?: string; keepNet?: boolean } = {},
): Promise<BillMoney> {
  const orders = await tx
    .selectFrom('billOrders as bo')
    .innerJoin('orders as o', 'o.id', 'bo.orderId')
    .select(LINE_ORDER_COLUMNS)
    .where('bo.billId', '=', bill.id)
    .where(notDeleted('o'))
    .orderBy('o.id')
    .execute();
  const fees = await tx
    .selectFrom('billFees')
    .select(['id', 'title', 'value', 'unit'])
    .where('billId', '=', bill.id)
    .orderBy('id')
    .execute();
  const money = billOf(
    orders,
    fees.map((f) => ({ ...f, unit: f.unit as FeeUnit })),
    bill,
  );
  await tx.deleteFrom('billLines').where('billId', '=', bill.id).execute();
  const rows = lineRows(bill.id, money);
  // Several statements for a big bill: PostgreSQL takes at most 65,535 parameters in one.
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insertInto('billLines')
      .values(rows.slice(i, i + 1000))
      .execute();
  for (const [i, fee] of fees.entries())
    await tx
      .updateTable('billFees')
      .set({ amount: money.fees[i]!.amount })
      .where('id', '=', fee.id)
      .execute();
  const { netToPay, ...totals } = totalsColumns(money.totals);
  await tx
    .updateTable('bills')
    .set({
      ...totals,
      ...(options.keepNet ? {} : { netToPay }),
      ...(options.at ? { updatedAt: options.at } : {}),
    })
    .where('id', '=', bill.id)
    .execute();
  return money;
}

/** A bill's stored lines, fees and totals, as written; the order of lines is the orders' ids. */
export async function readBillMoney(db: DbOrTx, billId: number): Promise<BillMoney> {
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
  const billLines = lines.map(({ orderStatus, kind, ...l }) => ({
    ...l,
    kind: kind as BillLineKind,
    status: orderStatus,
  }));
  return {
    lines: billLines,
    fees: fees.map((f) => ({ ...f, unit: f.unit as FeeUnit })),
    totals: {
      cod: bill.totalCod,
      costs: bill.totalCosts,
      insurance: bill.totalInsurance,
      refunds: bill.totalRefunds,
      fees: bill.totalFees,
      shippingTva: bill.shippingTva,
      packagingTva: bill.packagingTva,
      netToPay: bill.netToPay,
      countByKind: countByKind(billLines),
    },
  };
}

const MONEY_FIELDS = ['kind', 'cod', 'cost', 'insurance', 'refund', 'net'] as const;

/**
 * What every write to orders calls in its transaction once the orders are written: a pending bill that
 * holds one of them is written again from its orders; a paid bill refuses the write (409
 * `bill.order-paid`, the transaction rolls back) when the order's line would no longer be the one paid,
 * whatever changed it (its COD, a cost, a status that changes what is owed, its deletion).
 */
export async function billsFollowOrders(
  tx: DbOrTx,
  orderIds: readonly number[],
  at: string,
): Promise<void> {
  if (!orderIds.length) return;
  const held = await tx
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
  for (const paid of held.filter((h) => h.status === 'PAID')) {
    const [stored, order] = await Promise.all([
      tx
        .selectFrom('billLines')
        .select(MONEY_FIELDS)
        .where('billId', '=', paid.id)
        .where('orderId', '=', paid.orderId)
        .executeTakeFirst(),
      tx
        .selectFrom('orders as o')
        .select(LINE_ORDER_COLUMNS)
        .where('o.id', '=', paid.orderId)
        .where(notDeleted('o'))
        .executeTakeFirst(),
    ]);
    const now = order ? billOf([order], [], paid).lines[0] : undefined;
    const same =
      stored && now
        ? MONEY_FIELDS.every((f) => stored[f] === now[f])
        : stored === undefined && now === undefined;
    if (!same) throw conflict(BILL_MESSAGES.orderInPaidBill);
  }
  const pending = new Map(held.filter((h) => h.status === 'PENDING').map((h) => [h.id, h]));
  for (const bill of pending.values()) await writeBillMoney(tx, bill, { at });
}
