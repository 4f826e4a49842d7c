import type { Paged } from './api';
import type { PaymentWeekday } from './client-api';

/** Bill (payment) statuses: pending on creation, then paid or cancelled for good. */
export const BILL_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
/** One bill status. */
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Unit of a bill fee: an amount in dinars or a percentage. */
export const FEE_UNITS = ['DT', '%'] as const;
/** One fee unit. */
export type FeeUnit = (typeof FEE_UNITS)[number];

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

/** A fee typed on a new bill. */
export interface BillFeeInput {
  title: string;
  /** Millimes for `DT`, basis points for `%`. */
  value: number;
  unit: FeeUnit;
}

/** GET /v1/bill/init/{ids} response and the body of a bill's detail: lines, fees and totals. */
export interface BillPreview {
  clientId: number;
  clientName: string;
  insuranceBp: number;
  refundBp: number;
  shippingTvaBp: number;
  packagingTvaBp: number;
  lines: Array<BillLine & { code: string; status: string }>;
  fees: BillFeeAmount[];
  totals: BillTotals;
}

/** POST /v1/bill/add body. */
export interface AddBillRequest {
  orderIds: number[];
  fees?: BillFeeInput[];
}

/** A bill as the lists show it. */
export interface BillSummary {
  id: number;
  paymentNumber: string;
  clientId: number;
  clientName: string;
  status: BillStatus;
  orderCount: number;
  netToPay: number;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
}

/** GET /v1/bill/get/{id} response. */
export interface BillDetail extends BillSummary, Omit<BillPreview, 'clientId' | 'clientName'> {}

/** PUT /v1/bill/confirm/{id} and /cancel/{id} response. */
export interface BillStateResult {
  message: (typeof BILL_MESSAGES)['confirmed' | 'cancelled'];
  bill: BillSummary;
}

/** GET /v1/bill/statistics/total-paid-unpaid/{clientId} response, in millimes. */
export interface BillPaidUnpaid {
  /** Net of the client's paid bills. */
  paid: number;
  /** Net of its pending bills. */
  pending: number;
  /** What the client is owed for billable orders not yet in any live bill (the next bill). */
  unbilled: number;
}

/** A delivery partner's delivered parcels whose cash it has not remitted yet, in millimes. */
export interface PartnerDue {
  deliveryCompanyId: number;
  name: string;
  orders: number;
  /** Cash the partner collected from recipients. */
  cod: number;
  /** The partner's fees on those parcels (its delivery or exchange cost). */
  fees: number;
  /** cod − fees: what the partner owes the provider. */
  due: number;
}

/** One delivered, unremitted parcel in the partner invoices list. */
export interface PartnerDueOrder {
  id: number;
  code: string;
  deliveryCompanyId: number;
  clientName: string;
  service: string;
  updatedAt: string;
  price: number;
  fee: number;
  due: number;
}

/** GET /v1/order/getPartnerInvoices response: every partner's totals and a page of parcels. */
export interface PartnerInvoices extends Paged<PartnerDueOrder> {
  summary: PartnerDue[];
}

/** POST /v1/order/partner-remittance body: the parcels whose cash a partner handed over. */
export interface PartnerRemittanceRequest {
  deliveryCompanyId: number;
  orderIds: number[];
}

/** POST /v1/order/partner-remittance response, in millimes. */
export interface PartnerRemittanceResult {
  message: 'partner.remittance-recorded';
  orders: number;
  cod: number;
  fees: number;
  due: number;
}

/** A billable order (remitted, returned or refunded, in no live bill) for the payment creation list. */
export interface BillableOrderItem {
  id: number;
  code: string;
  status: string;
  kind: BillLineKind;
  price: number;
  updatedAt: string;
}

/** One client on a payment day: what its next bill would pay now, in millimes. */
export interface PaymentDayClient {
  clientId: number;
  fullname: string;
  company: string;
  /** Billable orders in no live bill. */
  orders: number;
  /** Their net at the client's rates (before a bill's own fees). */
  owed: number;
}

/** GET /v1/client/getClientsByPaymentDay response: Monday first. */
export interface ClientsByPaymentDay {
  days: Array<{ weekday: PaymentWeekday; clients: PaymentDayClient[]; owed: number }>;
}

/** Where a lost or damaged order's refund stands. */
export const REFUND_STATES = ['TO_REFUND', 'REFUNDED', 'CREDITED'] as const;
/** One refund state: to refund (staff have not marked it), refunded (the next bill credits it), credited. */
export type RefundState = (typeof REFUND_STATES)[number];

/** One refundable order: its value and the refund at the client's rate, in millimes. */
export interface RefundItem {
  id: number;
  code: string;
  clientId: number;
  clientName: string;
  price: number;
  refundBp: number;
  refund: number;
  state: RefundState;
  /** The paid bill that credited it. */
  paymentNumber: string | null;
  updatedAt: string;
}

/** GET /v1/order/geFinanceRefund response: a page of refunds and the totals per state. */
export interface RefundsPage extends Paged<RefundItem> {
  totals: Record<RefundState, number>;
}
