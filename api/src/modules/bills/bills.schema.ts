import { Type, type Static } from '@sinclair/typebox';
import {
  BILL_STATUSES,
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  MAX_BILL_ORDERS,
  MAX_PAGE_SIZE,
} from '@wolvo/shared/contracts';

const Int = Type.Integer();
const Str = Type.String();
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Status = Type.Union(BILL_STATUSES.map((s) => Type.Literal(s)));
const Kind = Type.Union(
  (['DELIVERED', 'EXCHANGED', 'RETURNED', 'REFUNDED'] as const).map((k) => Type.Literal(k)),
);

export const BillFeeInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    value: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      description: 'Millimes (DT) or basis points (%)',
    }),
    unit: Type.Union([Type.Literal('DT'), Type.Literal('%')]),
  },
  { additionalProperties: false },
);

export const AddBillBody = Type.Object(
  {
    orderIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_BILL_ORDERS }),
    fees: Type.Optional(Type.Array(BillFeeInput, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type AddBillBody = Static<typeof AddBillBody>;

export const BillInitParams = Type.Object({
  ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$', maxLength: 60_000 }),
});
export type BillInitParams = Static<typeof BillInitParams>;

export const BillInitQuery = Type.Object(
  { fees: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON array of fees' })) },
  { additionalProperties: false },
);
export type BillInitQuery = Static<typeof BillInitQuery>;

const Totals = Type.Object({
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
const Money = {
  insuranceBp: Int,
  refundBp: Int,
  shippingTvaBp: Int,
  packagingTvaBp: Int,
  lines: Type.Array(
    Type.Object({
      orderId: Int,
      code: Str,
      status: Str,
      kind: Kind,
      cod: Int,
      cost: Int,
      insurance: Int,
      refund: Int,
      net: Int,
    }),
  ),
  fees: Type.Array(
    Type.Object({
      title: Str,
      value: Int,
      unit: Type.Union([Type.Literal('DT'), Type.Literal('%')]),
      amount: Int,
    }),
  ),
  totals: Totals,
};

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
export const BillSummary = Type.Object(Summary);
export const BillDetail = Type.Object({ ...Summary, ...Money });

export const BillsQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    status: Type.Optional(Status),
    clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type BillsQuery = Static<typeof BillsQuery>;

export const BillsPage = Type.Object({
  items: Type.Array(BillSummary),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const BillStateResult = Type.Object({
  message: Type.Union([Type.Literal('bill.confirmed'), Type.Literal('bill.cancelled')]),
  bill: BillSummary,
});

export const BillPaidUnpaid = Type.Object({ paid: Int, pending: Int, unbilled: Int });

export const ClientIdParam = Type.Object({
  clientId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
});
export type ClientIdParam = Static<typeof ClientIdParam>;

const Paging = {
  offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};

export const PartnerInvoicesQuery = Type.Object(
  { ...Paging, deliveryCompanyId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type PartnerInvoicesQuery = Static<typeof PartnerInvoicesQuery>;

export const PartnerInvoices = Type.Object({
  summary: Type.Array(
    Type.Object({ deliveryCompanyId: Int, name: Str, orders: Int, cod: Int, fees: Int, due: Int }),
  ),
  items: Type.Array(
    Type.Object({
      id: Int,
      code: Str,
      deliveryCompanyId: Int,
      clientName: Str,
      service: Str,
      updatedAt: Str,
      price: Int,
      fee: Int,
      due: Int,
    }),
  ),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const PartnerRemittanceBody = Type.Object(
  {
    deliveryCompanyId: Type.Integer({ minimum: 1 }),
    orderIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BILL_ORDERS }),
  },
  { additionalProperties: false },
);
export type PartnerRemittanceBody = Static<typeof PartnerRemittanceBody>;

export const PartnerRemittanceResult = Type.Object({
  message: Type.Literal('partner.remittance-recorded'),
  orders: Int,
  cod: Int,
  fees: Int,
  due: Int,
});

export const BillableOrdersQuery = Type.Object(
  { ...Paging, clientId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type BillableOrdersQuery = Static<typeof BillableOrdersQuery>;

export const BillableOrdersPage = Type.Object({
  items: Type.Array(
    Type.Object({ id: Int, code: Str, status: Str, kind: Kind, price: Int, updatedAt: Str }),
  ),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const ClientsByPaymentDay = Type.Object({
  days: Type.Array(
    Type.Object({
      weekday: Str,
      owed: Int,
      clients: Type.Array(
        Type.Object({ clientId: Int, fullname: Str, company: Str, orders: Int, owed: Int }),
      ),
    }),
  ),
});

const RefundState = Type.Union([
  Type.Literal('TO_REFUND'),
  Type.Literal('REFUNDED'),
  Type.Literal('CREDITED'),
]);
export const RefundItem = Type.Object({
  id: Int,
  code: Str,
  clientId: Int,
  clientName: Str,
  price: Int,
  refundBp: Int,
  refund: Int,
  state: RefundState,
  paymentNumber: Type.Union([Str, Type.Null()]),
  updatedAt: Str,
});
export const RefundsQuery = Type.Object(
  { ...Paging, clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })) },
  { additionalProperties: false },
);
export type RefundsQuery = Static<typeof RefundsQuery>;
export const RefundsPage = Type.Object({
  items: Type.Array(RefundItem),
  totals: Type.Object({ TO_REFUND: Int, REFUNDED: Int, CREDITED: Int }),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const BillableOrderIdsQuery = Type.Object(
  { clientId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type BillableOrderIdsQuery = Static<typeof BillableOrderIdsQuery>;
export const BillableOrderIds = Type.Object({ ids: Type.Array(Int), total: Int });
