import type {
  BillFeeAmount,
  BillLine,
  BillLineKind,
  BillStatus,
  BillTotals,
  FeeUnit,
} from '@wolvo/shared/contracts';

/** Bills that hold their orders: an order is in at most one of them. */
export const LIVE_STATUSES: BillStatus[] = ['PENDING', 'PAID'];

/** The line an order makes, from its status: what happened to the parcel and its money. */
export function kindOf(status: string, service: string): BillLineKind | null {
  switch (status) {
    case 'PAID_TO_WOLVO':
    case 'PAID_TO_SENDER':
      return service === 'EXCHANGE' ? 'EXCHANGED' : 'DELIVERED';
    case 'DELIVERED_TO_SENDER':
    case 'RETURN_BILLED_TO_SENDER':
      return 'RETURNED';
    case 'REFUNDED':
      return 'REFUNDED';
    default:
      return null;
  }
}

/** Statuses a new bill may take an order in: remitted, back with the merchant, or refunded. */
export const BILLABLE_STATUSES = ['PAID_TO_WOLVO', 'DELIVERED_TO_SENDER', 'REFUNDED'];

/**
 * Statuses after which a damaged parcel can no longer be refunded: its journey was settled another way
 * (paid to the sender, billed as a return) or it is already refunded.
 */
export const REFUND_SETTLED_STATUSES = [
  'PAID_TO_SENDER',
  'RETURN_BILLED_TO_SENDER',
  'REFUNDED',
  'CANCELLED',
];

/** 100 % in basis points. */
const FULL_BP = 10_000;

/**
 * `amount × bp / 10 000` rounded half up, in integers only: money never goes through floating point.
 * Amounts and rates are non-negative; an amount of 100,000 DT at 100 % stays far below 2^53.
 * @example percentOf(12_345, 150) === 185 // 1.5 % of 12.345 DT is 0.185175 DT
 */
export function percentOf(amount: number, bp: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(bp) || amount < 0 || bp < 0)
    throw new RangeError(`percentOf needs non-negative integers, got ${amount} and ${bp}`);
  return Math.floor((amount * bp + FULL_BP / 2) / FULL_BP);
}

/** What the bill needs to know about one order (money in millimes, as stored on the order). */
export interface BillableOrder {
  id: number;
  kind: BillLineKind;
  price: number;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
}

/** The client's rates, frozen on the bill when it is made. */
export interface BillRates {
  insuranceBp: number;
  refundBp: number;
  shippingTvaBp: number;
  packagingTvaBp: number;
}

/**
 * One order's line. A delivered order credits its COD less the delivery cost and the insurance; an
 * exchange the same with the exchange cost; a returned order costs the return; a lost or damaged order
 * (REFUNDED) credits its value at the client's refund rate.
 */
export function billLine(order: BillableOrder, rates: BillRates): BillLine {
  const line = (cod: number, cost: number, refund: number): BillLine => {
    const insurance = percentOf(cod, rates.insuranceBp);
    return {
      orderId: order.id,
      kind: order.kind,
      cod,
      cost,
      insurance,
      refund,
      net: cod - cost - insurance + refund,
    };
  };
  switch (order.kind) {
    case 'DELIVERED':
      return line(order.price, order.deliveryCost, 0);
    case 'EXCHANGED':
      return line(order.price, order.exchangeCost, 0);
    case 'RETURNED':
      return line(0, order.returnCost, 0);
    case 'REFUNDED':
      return line(0, 0, percentOf(order.price, rates.refundBp));
  }
}

/**
 * A bill's lines, fees and totals. A fee in `DT` deducts its value; a fee in `%` deducts that share of
 * the COD collected. Shipping TVA is charged on the transport costs, packaging TVA on the fees; each TVA
 * is rounded once, on the bill's total, not per line.
 */
export function computeBill(
  orders: readonly BillableOrder[],
  fees: ReadonlyArray<{ title: string; value: number; unit: FeeUnit }>,
  rates: BillRates,
): { lines: BillLine[]; fees: BillFeeAmount[]; totals: BillTotals } {
  const lines = orders.map((o) => billLine(o, rates));
  const sum = (pick: (l: BillLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const cod = sum((l) => l.cod);
  const costs = sum((l) => l.cost);
  const insurance = sum((l) => l.insurance);
  const refunds = sum((l) => l.refund);
  const feeAmounts = fees.map((f) => ({
    ...f,
    amount: f.unit === 'DT' ? f.value : percentOf(cod, f.value),
  }));
  const feeTotal = feeAmounts.reduce((s, f) => s + f.amount, 0);
  const shippingTva = percentOf(costs, rates.shippingTvaBp);
  const packagingTva = percentOf(feeTotal, rates.packagingTvaBp);
  return {
    lines,
    fees: feeAmounts,
    totals: {
      cod,
      costs,
      insurance,
      refunds,
      fees: feeTotal,
      shippingTva,
      packagingTva,
      netToPay: cod - costs - insurance - feeTotal - shippingTva - packagingTva + refunds,
      countByKind: countByKind(lines),
    },
  };
}

/** How many lines of each kind a bill has. */
export function countByKind(
  lines: ReadonlyArray<{ kind: BillLineKind }>,
): Record<BillLineKind, number> {
  const counts: Record<BillLineKind, number> = {
    DELIVERED: 0,
    EXCHANGED: 0,
    RETURNED: 0,
    REFUNDED: 0,
  };
  for (const l of lines) counts[l.kind] += 1;
  return counts;
}
