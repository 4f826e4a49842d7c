// The finance area's constants. Its wire shapes are TypeBox schemas in `@wolvo/shared/contracts/bills`
// (the barrel re-exports their types); this plain file holds what those schemas import.

/** Bill (payment) statuses: pending on creation, then paid or cancelled for good. */
export const BILL_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
/** One bill status. */
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Unit of a bill fee: an amount in dinars or a percentage. */
export const FEE_UNITS = ['DT', '%'] as const;
/** One fee unit. */
export type FeeUnit = (typeof FEE_UNITS)[number];

/** TVA rates a new bill takes (Tunisia's standard 19 %), in basis points. */
export const DEFAULT_SHIPPING_TVA_BP = 1900;
export const DEFAULT_PACKAGING_TVA_BP = 1900;

/** Orders one bill may hold. */
export const MAX_BILL_ORDERS = 5000;

/** Message keys of the bill calls besides `bill.*` of `API_MESSAGES`. */
export const BILL_MESSAGES = {
  created: 'bill.created',
  confirmed: 'bill.confirmed',
  cancelled: 'bill.cancelled',
  /** The order is not delivered and remitted, returned to its sender, or refunded. */
  orderNotBillable: 'bill.order-not-billable',
  /** The order is already in a pending or paid bill. */
  orderInBill: 'bill.order-in-bill',
  /** A bill is for one client: the orders belong to several. */
  oneClient: 'bill.one-client',
  /** REMOVE_FROM_BILL named an order the bill does not hold. */
  orderNotInBill: 'bill.order-not-in-bill',
  /** A write would change the money of an order a paid bill holds (its COD, costs or line). */
  orderInPaidBill: 'bill.order-paid',
} as const;

/** Where a lost or damaged order's refund stands. */
export const REFUND_STATES = ['TO_REFUND', 'REFUNDED', 'CREDITED'] as const;
/** One refund state: to refund (staff have not marked it), refunded (the next bill credits it), credited. */
export type RefundState = (typeof REFUND_STATES)[number];
