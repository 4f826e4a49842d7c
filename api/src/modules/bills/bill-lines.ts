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
import { computeBill, countByKind, kindOf, type BillRates } from './bill-math';
import {
  billFeeTerms,
  billLineOrders,
  LINE_MONEY_COLUMNS,
  lineOrder,
  liveBillsHolding,
  replaceBillLines,
  setBillFeeAmounts,
  setBillTotals,
  storedBillMoney,
  storedLineMoney,
} from './bills.repository';

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
  const orders = await billLineOrders(tx, bill.id);
  const fees = await billFeeTerms(tx, bill.id);
  const money = billOf(
    orders,
    fees.map((f) => ({ ...f, unit: f.unit as FeeUnit })),
    bill,
  );
  await replaceBillLines(tx, bill.id, lineRows(bill.id, money));
  await setBillFeeAmounts(
    tx,
    fees.map((fee, i) => ({ id: fee.id, amount: money.fees[i]!.amount })),
  );
  const { netToPay, ...totals } = totalsColumns(money.totals);
  await setBillTotals(tx, bill.id, {
    ...totals,
    ...(options.keepNet ? {} : { netToPay }),
    ...(options.at ? { updatedAt: options.at } : {}),
  });
  return money;
}

/** A bill's stored lines, fees and totals, as written; the order of lines is the orders' ids. */
export async function readBillMoney(db: DbOrTx, billId: number): Promise<BillMoney> {
  const { bill, lines, fees } = await storedBillMoney(db, billId);
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
  const held = await liveBillsHolding(tx, orderIds);
  for (const paid of held.filter((h) => h.status === 'PAID')) {
    const [stored, order] = await Promise.all([
      storedLineMoney(tx, paid.id, paid.orderId),
      lineOrder(tx, paid.orderId),
    ]);
    const now = order ? billOf([order], [], paid).lines[0] : undefined;
    const same =
      stored && now
        ? LINE_MONEY_COLUMNS.every((f) => stored[f] === now[f])
        : stored === undefined && now === undefined;
    if (!same) throw conflict(BILL_MESSAGES.orderInPaidBill);
  }
  const pending = new Map(held.filter((h) => h.status === 'PENDING').map((h) => [h.id, h]));
  for (const bill of pending.values()) await writeBillMoney(tx, bill, { at });
}
