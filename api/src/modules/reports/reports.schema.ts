import { Type, type Static } from '@sinclair/typebox';
import { CursorParam, NextCursorField } from '../page-cursor';
import {
  DECISION_TYPES,
  FAULTY_KINDS,
  LOCATIONS,
  PROBLEM_TYPES,
  REPORT_TEXT_MAX,
  VOUCHER_MAX_ORDERS,
} from '@wolvo/shared/contracts';
import { ID_LIST_PATTERN } from '../../routes/common.schema';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) =>
  Type.Union([Type.Null(), t]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
const Location = Type.Union(LOCATIONS.map((l) => Type.Literal(l)));
const Lang = Type.Union([Type.Literal('fr'), Type.Literal('en'), Type.Literal('ar')]);

const Filters = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  deliveryCompany: Type.Optional(Type.Integer({ minimum: 1, description: 'Delivery partner id' })),
  business: Type.Optional(Type.Integer({ minimum: 1, description: 'Sender company id' })),
};
const Paging = {
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};
/** An export's selected rows, ids joined by commas: exported instead of the filters. */
const Selection = (what: string) =>
  Type.Optional(
    Type.String({
      pattern: ID_LIST_PATTERN,
      maxLength: VOUCHER_MAX_ORDERS * 11,
      description: `The selected ${what}, ids joined by commas (at most 1,000): exported instead of the filters`,
      examples: ['3,7'],
    }),
  );
const ProblemTypeField = Type.Optional(
  Type.Union(
    PROBLEM_TYPES.map((p) => Type.Literal(p)),
    { default: 'ALL' },
  ),
);

export const FaultyOrdersQuery = Type.Object(
  { ...Filters, ...Paging, cursor: CursorParam, problemType: ProblemTypeField },
  { additionalProperties: false },
);
export type FaultyOrdersQuery = Static<typeof FaultyOrdersQuery>;
export const FaultyOrdersExportQuery = Type.Object(
  {
    ...Filters,
    problemType: ProblemTypeField,
    ids: Selection('orders'),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type FaultyOrdersExportQuery = Static<typeof FaultyOrdersExportQuery>;

export const ReportsQuery = Type.Object({ ...Filters, ...Paging }, { additionalProperties: false });
export type ReportsQuery = Static<typeof ReportsQuery>;
export const ReportsExportQuery = Type.Object(
  {
    ...Filters,
    ids: Selection('reports'),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type ReportsExportQuery = Static<typeof ReportsExportQuery>;

const Summary = Type.Object({ total: Int, price: Type.Integer({ description: 'COD, millimes' }) });
export const FaultyOrderRow = Type.Object({
  orderId: Int,
  orderCode: Str,
  partnerCode: Nullable(Str),
  orderCreatedAt: Str,
  businessName: Str,
  orderStatus: Str,
  orderSubStatus: Str,
  statusCreatedAt: Str,
  recipientName: Str,
  recipientPhone1: Str,
  recipientPhone2: Nullable(Str),
  recipientDelegation: Str,
  price: Type.Integer({ description: 'COD, millimes' }),
  collectedPosition: Location,
  prevInBoundPosition: Type.Union([Type.Null(), Location]),
  nextInBoundPosition: Type.Union([Type.Null(), Location]),
  problems: Type.Array(Type.Union(FAULTY_KINDS.map((k) => Type.Literal(k)))),
  totalReports: Int,
});
export const FaultyOrdersPage = Type.Object({
  items: Type.Array(FaultyOrderRow),
  page: Int,
  total: Int,
  totalPages: Int,
  ...NextCursorField,
  summary: Type.Object({
    ALL: Summary,
    RETURNED: Summary,
    STILL_COLLECTED: Summary,
    LOST: Summary,
  }),
});

const DecisionType = Type.Union(DECISION_TYPES.map((d) => Type.Literal(d)));
export const OrderReportSchema = Type.Object({
  id: Int,
  orderId: Int,
  orderCode: Str,
  partnerCode: Nullable(Str),
  report: Str,
  decision: Nullable(Str),
  decisionType: DecisionType,
  closed: Type.Boolean(),
  createdAt: Str,
  updatedAt: Str,
  business: Str,
  businessId: Int,
  deliveryCompany: Type.Union([Type.Null(), Str], { description: 'Staff only (null for clients)' }),
  deliveryCompanyId: Type.Union([Type.Null(), Int], { description: 'Staff only' }),
  recipient: Str,
  phone1: Str,
  phone2: Nullable(Str),
  delegation: Str,
  city: Str,
  address: Str,
  email: Nullable(Str),
  price: Type.Integer({ description: "The order's COD in millimes" }),
});
export const ReportsPage = Type.Object({
  items: Type.Array(OrderReportSchema),
  page: Int,
  total: Type.Integer({
    description: 'Exact up to 10,000; when `totalIsLowerBound`, at least 10,000 (shown as 10 000+)',
  }),
  totalPages: Int,
  totalIsLowerBound: Type.Optional(Type.Boolean()),
});

const Text = Type.String({ maxLength: REPORT_TEXT_MAX });
export const AddReportBody = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    decisionType: DecisionType,
    report: Text,
    decision: Type.Optional(Type.Union([Type.Null(), Text])),
  },
  { additionalProperties: false },
);
export type AddReportBody = Static<typeof AddReportBody>;
export const EditReportBody = Type.Object(
  { report: Type.Optional(Text), decision: Text },
  { additionalProperties: false },
);
export type EditReportBody = Static<typeof EditReportBody>;
