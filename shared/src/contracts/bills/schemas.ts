// The finance area's wire shapes (bills, partner remittances, payment days, refunds): the single source
// of the API's validation and answers (its `routes/bill` use these objects) and, through `Static<>`, of
// every TypeScript type of them in the API and the browser. Money is integer millimes throughout.
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { PAYMENT_WEEKDAYS } from '../client-api';
import { BILL_STATUSES, FEE_UNITS, MAX_BILL_ORDERS, REFUND_STATES } from '../finance';

const Int = Type.Integer();
const Str = Type.String();
const Numeric = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Status = Type.Union(BILL_STATUSES.map((s) => Type.Literal(s)));
const Unit = Type.Union(FEE_UNITS.map((u) => Type.Literal(u)));
const LINE_KINDS = ['DELIVERED', 'EXCHANGED', 'RETURNED', 'REFUNDED'] as const;
const Kind = Type.Union(LINE_KINDS.map((k) => Type.Literal(k)));
const Paging = {
  offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};
const PageOf = <T extends ReturnType<typeof Type.Object>>(item: T) => ({
  items: Type.Array(item),
  page: Int,
  total: Int,
  totalPages: Int,
});

/** `/get/:id`, `/confirm/:id`, `/cancel/:id`, `/invoice/:id`, `/:id/add-orders`, `/order/refund/:id`. */
export const IdParam = Type.Object({ id: Numeric });
export const ClientIdParam = Type.Object({ clientId: Numeric });

/** A fee typed on a new bill: millimes for `DT`, basis points for `%`. */
export const BillFeeInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    value: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      description: 'Millimes (DT) or basis points (%)',
    }),
    unit: Unit,
  },
  { additionalProperties: false },
);

/**
 * The rules of a new bill's fees as the payment creation form checks them, each failure named by its
 * field with the key the API answers for a fee it refuses (`fees.0.value: value.invalid`): a title, and
 * a whole number of millimes (DT) or basis points (%).
 */
const Invalid = 'value.invalid';
export const BillFeesRules = Type.Object({
  fees: Type.Array(
    Type.Object({
      title: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', errorMessage: Invalid }),
      value: Type.Integer({ minimum: 0, maximum: 100_000_000, errorMessage: Invalid }),
      unit: Unit,
    }),
    { maxItems: 20, errorMessage: Invalid },
  ),
});

/** POST /v1/bill/add. */
export const AddBillBody = Type.Object(
  {
    orderIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_BILL_ORDERS }),
    fees: Type.Optional(Type.Array(BillFeeInput, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

/** GET /v1/bill/init/{ids}: the selected orders joined by commas. */
export const BillInitParams = Type.Object({
  ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$', maxLength: 60_000 }),
});
export const BillInitQuery = Type.Object(
  { fees: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON array of fees' })) },
  { additionalProperties: false },
);

/** A bill's totals: cod − costs − insurance − fees − shippingTva − packagingTva + refunds = netToPay. */
export const BillTotals = Type.Object({
  cod: Int,
  costs: Int,
  insurance: Int,
  refunds: Int,
  fees: Int,
  shippingTva: Int,
  packagingTva: Int,
  netToPay: Int,
  countByKind: Type.Object({ DELIVERED: Int, EXCHANGED: Int, RETURNED: Int, REFUNDED: Int }),
});

/** One order's money in a bill (credits positive, deductions as positive amounts); net = cod − cost − insurance + refund. */
export const BillLine = Type.Object({
  orderId: Int,
  kind: Kind,
  cod: Int,
  cost: Int,
  insurance: Int,
  refund: Int,
  net: Int,
});
const WireLine = Type.Object({
  orderId: Int,
  code: Str,
  status: Str,
  kind: Kind,
  cod: Int,
  cost: Int,
  insurance: Int,
  refund: Int,
  net: Int,
});

/** A fee of a bill as computed: the stored value and unit, and what it deducts. */
export const BillFeeAmount = Type.Object({ title: Str, value: Int, unit: Unit, amount: Int });

const Money = {
  insuranceBp: Int,
  refundBp: Int,
  shippingTvaBp: Int,
  packagingTvaBp: Int,
  lines: Type.Array(WireLine),
  fees: Type.Array(BillFeeAmount),
  totals: BillTotals,
};

/** GET /v1/bill/init/{ids}: the bill the orders would make, nothing written. */
export const BillPreview = Type.Object({ clientId: Int, clientName: Str, ...Money });

const Summary = {
  id: Int,
  paymentNumber: Str,
  clientId: Int,
  clientName: Str,
  status: Status,
  orderCount: Int,
  netToPay: Int,
  createdAt: Str,
  confirmedAt: Type.Union([Str, Type.Null()]),
  cancelledAt: Type.Union([Str, Type.Null()]),
};
/** A bill as the lists show it. */
export const BillSummary = Type.Object(Summary);
/** GET /v1/bill/get/{id}: a bill with its lines, fees and totals. */
export const BillDetail = Type.Object({ ...Summary, ...Money });

/** GET /v1/bill/get-all query (a client's own bills whatever `clientId` says). */
export const BillsQuery = Type.Object(
  {
    ...Paging,
    status: Type.Optional(Status),
    clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export const BillsPage = Type.Object(PageOf(BillSummary));

/** PUT /v1/bill/confirm/{id} and /cancel/{id}. */
export const BillStateResult = Type.Object({
  message: Type.Union([Type.Literal('bill.confirmed'), Type.Literal('bill.cancelled')]),
  bill: BillSummary,
});

/** GET /v1/bill/statistics/total-paid-unpaid/{clientId}: paid, pending, and owed outside any bill. */
export const BillPaidUnpaid = Type.Object({ paid: Int, pending: Int, unbilled: Int });

/** GET /v1/bill/invoice/{id} query: the invoice's language. */
export const InvoiceQuery = Type.Object(
  {
    lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en'), Type.Literal('ar')])),
  },
  { additionalProperties: false },
);

/** PUT /v1/bill/{id}/add-orders and /remove-orders. */
export const BillOrdersBody = Type.Object(
  { orderIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 }) },
  { additionalProperties: false },
);

/** GET /v1/order/getPartnerInvoices query. */
export const PartnerInvoicesQuery = Type.Object(
  { ...Paging, deliveryCompanyId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
/** A partner's delivered parcels whose cash it has not remitted yet; due = cod − fees. */
export const PartnerDue = Type.Object({
  deliveryCompanyId: Int,
  name: Str,
  orders: Int,
  cod: Int,
  fees: Int,
  due: Int,
});
/** One delivered, unremitted parcel in the partner invoices list. */
export const PartnerDueOrder = Type.Object({
  id: Int,
  code: Str,
  deliveryCompanyId: Int,
  clientName: Str,
  service: Str,
  updatedAt: Str,
  price: Int,
  fee: Int,
  due: Int,
});
/** GET /v1/order/getPartnerInvoices: every partner's totals and a page of parcels. */
export const PartnerInvoices = Type.Object({
  summary: Type.Array(PartnerDue),
  ...PageOf(PartnerDueOrder),
});

/** POST /v1/order/partner-remittance: the parcels whose cash a partner handed over. */
export const PartnerRemittanceBody = Type.Object(
  {
    deliveryCompanyId: Type.Integer({ minimum: 1 }),
    orderIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BILL_ORDERS }),
  },
  { additionalProperties: false },
);
export const PartnerRemittanceResult = Type.Object({
  message: Type.Literal('partner.remittance-recorded'),
  orders: Int,
  cod: Int,
  fees: Int,
  due: Int,
});

/** GET /v1/bill/billable-orders query. */
export const BillableOrdersQuery = Type.Object(
  { ...Paging, clientId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
/** A billable order (remitted, returned or refunded, in no live bill). */
export const BillableOrderItem = Type.Object({
  id: Int,
  code: Str,
  status: Str,
  kind: Kind,
  price: Int,
  updatedAt: Str,
});
export const BillableOrdersPage = Type.Object(PageOf(BillableOrderItem));

/** GET /v1/bill/billable-order-ids: every order id a new bill of the client may take, for 'select all'. */
export const BillableOrderIdsQuery = Type.Object(
  { clientId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export const BillableOrderIds = Type.Object({ ids: Type.Array(Int), total: Int });

/** One client on a payment day: its billable orders in no live bill and their net at its rates. */
export const PaymentDayClient = Type.Object({
  clientId: Int,
  fullname: Str,
  company: Str,
  orders: Int,
  owed: Int,
});
/** GET /v1/client/getClientsByPaymentDay: Monday first. */
export const ClientsByPaymentDay = Type.Object({
  days: Type.Array(
    Type.Object({
      weekday: Type.Union(PAYMENT_WEEKDAYS.map((d) => Type.Literal(d))),
      owed: Int,
      clients: Type.Array(PaymentDayClient),
    }),
  ),
});

/** GET /v1/order/geFinanceRefund query. */
export const RefundsQuery = Type.Object(
  { ...Paging, clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })) },
  { additionalProperties: false },
);
/** One refundable order: its value and the refund at the client's rate; `paymentNumber` the bill that credited it. */
export const RefundItem = Type.Object({
  id: Int,
  code: Str,
  clientId: Int,
  clientName: Str,
  price: Int,
  refundBp: Int,
  refund: Int,
  state: Type.Union(REFUND_STATES.map((s) => Type.Literal(s))),
  paymentNumber: Type.Union([Str, Type.Null()]),
  updatedAt: Str,
});
/** GET /v1/order/geFinanceRefund: a page of refunds and the totals per state. */
export const RefundsPage = Type.Object({
  ...PageOf(RefundItem),
  totals: Type.Object({ TO_REFUND: Int, REFUNDED: Int, CREDITED: Int }),
});

export type IdParam = Static<typeof IdParam>;
export type ClientIdParam = Static<typeof ClientIdParam>;
export type BillFeeInput = Static<typeof BillFeeInput>;
export type BillFeesRules = Static<typeof BillFeesRules>;
export type AddBillBody = Static<typeof AddBillBody>;
/** POST /v1/bill/add body. */
export type AddBillRequest = AddBillBody;
export type BillInitParams = Static<typeof BillInitParams>;
export type BillInitQuery = Static<typeof BillInitQuery>;
export type BillTotals = Static<typeof BillTotals>;
export type BillLine = Static<typeof BillLine>;
/** How an order counts in a client's bill. */
export type BillLineKind = BillLine['kind'];
export type BillFeeAmount = Static<typeof BillFeeAmount>;
export type BillPreview = Static<typeof BillPreview>;
export type BillSummary = Static<typeof BillSummary>;
export type BillDetail = Static<typeof BillDetail>;
export type BillsQuery = Static<typeof BillsQuery>;
export type BillsPage = Static<typeof BillsPage>;
export type BillStateResult = Static<typeof BillStateResult>;
export type BillPaidUnpaid = Static<typeof BillPaidUnpaid>;
export type InvoiceQuery = Static<typeof InvoiceQuery>;
export type BillOrdersBody = Static<typeof BillOrdersBody>;
export type PartnerInvoicesQuery = Static<typeof PartnerInvoicesQuery>;
export type PartnerDue = Static<typeof PartnerDue>;
export type PartnerDueOrder = Static<typeof PartnerDueOrder>;
export type PartnerInvoices = Static<typeof PartnerInvoices>;
export type PartnerRemittanceBody = Static<typeof PartnerRemittanceBody>;
/** POST /v1/order/partner-remittance body. */
export type PartnerRemittanceRequest = PartnerRemittanceBody;
export type PartnerRemittanceResult = Static<typeof PartnerRemittanceResult>;
export type BillableOrdersQuery = Static<typeof BillableOrdersQuery>;
export type BillableOrderItem = Static<typeof BillableOrderItem>;
export type BillableOrdersPage = Static<typeof BillableOrdersPage>;
export type BillableOrderIdsQuery = Static<typeof BillableOrderIdsQuery>;
export type BillableOrderIds = Static<typeof BillableOrderIds>;
export type PaymentDayClient = Static<typeof PaymentDayClient>;
export type ClientsByPaymentDay = Static<typeof ClientsByPaymentDay>;
export type RefundsQuery = Static<typeof RefundsQuery>;
export type RefundItem = Static<typeof RefundItem>;
export type RefundsPage = Static<typeof RefundsPage>;
