// The reports' wire shapes (`/api/v1/order-report`) and those of the faulty orders they are written on
// (`/api/v1/order/findAllOrdersWithProblems`): the single source of the API's validation and answers (its
// routes use these objects) and, through `Static<>`, of every TypeScript type of them.
import { Type, type Static } from '@sinclair/typebox';
import { VOUCHER_MAX_ORDERS } from '../order-api';
import { LOCATIONS, PROBLEM_TYPES } from '../orders-constants';
import { CursorParam, NextCursorField } from '../paging';
import { DECISION_TYPES, FAULTY_KINDS, REPORT_MESSAGES as M, REPORT_TEXT_MAX } from '../reports';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) =>
  Type.Union([Type.Null(), t]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
/** The language of an export's headings. */
export const ExportLang = Type.Union([Type.Literal('fr'), Type.Literal('en'), Type.Literal('ar')]);

/** The filters of the report screen's two tables (reports and faulty orders). */
export const ReportFilterFields = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  deliveryCompany: Type.Optional(Type.Integer({ minimum: 1, description: 'Delivery partner id' })),
  business: Type.Optional(Type.Integer({ minimum: 1, description: 'Sender company id' })),
};
export const ReportPagingFields = {
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};
/** An export's selected rows, ids joined by commas (`12,15,18`): exported instead of the filters. */
export const ExportSelection = (what: string) =>
  Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
      maxLength: VOUCHER_MAX_ORDERS * 11,
      description: `The selected ${what}, ids joined by commas (at most 1,000): exported instead of the filters`,
      examples: ['3,7'],
    }),
  );

/** GET /get. */
export const ReportsQuery = Type.Object(
  { ...ReportFilterFields, ...ReportPagingFields },
  { additionalProperties: false },
);
/** GET /export. */
export const ReportsExportQuery = Type.Object(
  {
    ...ReportFilterFields,
    ids: ExportSelection('reports'),
    lang: Type.Optional(ExportLang),
  },
  { additionalProperties: false },
);

const DecisionType = Type.Union(DECISION_TYPES.map((d) => Type.Literal(d)));
/** One report on an order. */
export const OrderReport = Type.Object({
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
  items: Type.Array(OrderReport),
  page: Int,
  total: Type.Integer({
    description: 'Exact up to 10,000; when `totalIsLowerBound`, at least 10,000 (shown as 10 000+)',
  }),
  totalPages: Int,
  totalIsLowerBound: Type.Optional(Type.Boolean()),
});

const Text = Type.String({ maxLength: REPORT_TEXT_MAX });
/** POST /add. */
export const AddReportBody = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    decisionType: DecisionType,
    report: Text,
    decision: Type.Optional(Type.Union([Type.Null(), Text])),
  },
  { additionalProperties: false },
);
/** PUT /edit/{id}. */
export const EditReportBody = Type.Object(
  { report: Type.Optional(Text), decision: Text },
  { additionalProperties: false },
);
/**
 * The rules of the decision form's fields, each failure named by its field with the message key the API
 * answers (`decision: edit-report.decision-empty`): the API checks the trimmed decision with them, and
 * the form uses them as its resolver (`errorMessage` is the key). The report text is sent by staff only.
 */
const Filled = (errorMessage: string) => Type.String({ pattern: '\\S', errorMessage });
export const EditReportRules = Type.Object({
  report: Type.Optional(Filled(M.required)),
  decision: Filled(M.decisionEmpty),
});
/**
 * The add-report form's rules, on the body it sends; the API checks the trimmed report with them too. An
 * order id is a positive integer (`order.id.invalid-type`); who decides and the report are required.
 */
export const AddReportRules = Type.Object({
  orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage: M.orderIdInvalid }),
  decisionType: Type.Union(
    DECISION_TYPES.map((d) => Type.Literal(d)),
    { errorMessage: M.required },
  ),
  report: Filled(M.required),
  decision: Type.Optional(Type.Union([Type.Null(), Type.String()])),
});

/** `/get/:id`, `/edit/:id`. */
export const ReportIdParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

// The faulty orders (`/v1/order/findAllOrdersWithProblems` and its export).
const Location = Type.Union(LOCATIONS.map((l) => Type.Literal(l)));

const ProblemTypeField = Type.Optional(
  Type.Union(
    PROBLEM_TYPES.map((p) => Type.Literal(p)),
    { default: 'ALL' },
  ),
);

export const FaultyOrdersQuery = Type.Object(
  {
    ...ReportFilterFields,
    ...ReportPagingFields,
    cursor: CursorParam,
    problemType: ProblemTypeField,
  },
  { additionalProperties: false },
);
export const FaultyOrdersExportQuery = Type.Object(
  {
    ...ReportFilterFields,
    problemType: ProblemTypeField,
    ids: ExportSelection('orders'),
    lang: Type.Optional(ExportLang),
  },
  { additionalProperties: false },
);

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

export type OrderReport = Static<typeof OrderReport>;
export type ReportsPage = Static<typeof ReportsPage>;
export type ReportsQuery = Static<typeof ReportsQuery>;
export type ReportsExportQuery = Static<typeof ReportsExportQuery>;
export type AddReportRequest = Static<typeof AddReportBody>;
export type EditReportRequest = Static<typeof EditReportBody>;
export type FaultyOrdersQuery = Static<typeof FaultyOrdersQuery>;
export type FaultyOrdersExportQuery = Static<typeof FaultyOrdersExportQuery>;
export type FaultyOrderRow = Static<typeof FaultyOrderRow>;
export type FaultyOrdersPage = Static<typeof FaultyOrdersPage>;
