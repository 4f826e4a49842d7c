/** Bill (payment) statuses: pending on creation, then paid or cancelled for good. */
export const BILL_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
/** One bill status. */
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Unit of a bill fee: an amount in dinars or a percentage. */
export const FEE_UNITS = ['DT', '%'] as const;
/** One fee unit. */
export type FeeUnit = (typeof FEE_UNITS)[number];

/** Millimes in one Tunisian dinar: all money is stored and sent as integer millimes. */
export const MILLIMES_PER_DINAR = 1000;

/** Formats integer millimes as dinars with three decimals, e.g. 12500 -> "12.500". */
export function formatMillimes(millimes: number): string {
  const sign = millimes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(millimes));
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** How an order counts in a client's bill. */
export type BillLineKind = 'DELIVERED' | 'EXCHANGED' | 'RETURNED' | 'REFUNDED';

/** One order's money in a bill, in integer millimes (credits positive, deductions as positive amounts). */
export interface BillLine {
  orderId: number;
  kind: BillLineKind;
  /** Cash the recipient paid and the partner remitted (0 for a returned or refunded order). */
  cod: number;
  /** Delivery, exchange or return cost, whichever the line's kind takes. */
  cost: number;
  /** Insurance on the COD at the client's rate. */
  insurance: number;
  /** Refund of a lost or damaged order at the client's refund rate. */
  refund: number;
  /** cod − cost − insurance + refund. */
  net: number;
}

/** A fee of a bill as computed: the stored value and unit, and what it deducts in millimes. */
export interface BillFeeAmount {
  title: string;
  /** Millimes for `DT`, basis points of the COD collected for `%`. */
  value: number;
  unit: FeeUnit;
  amount: number;
}

/** A bill's totals in millimes. */
export interface BillTotals {
  cod: number;
  costs: number;
  insurance: number;
  refunds: number;
  fees: number;
  /** TVA on the delivery, exchange and return costs. */
  shippingTva: number;
  /** TVA on the fees (packaging and handling). */
  packagingTva: number;
  /** cod − costs − insurance − fees − shippingTva − packagingTva + refunds. */
  netToPay: number;
  /** Orders per line kind. */
  countByKind: Record<BillLineKind, number>;
}
