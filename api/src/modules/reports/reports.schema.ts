// The faulty orders' wire shapes (`/order/findAllOrdersWithProblems`, they move with the orders area); the
// reports' own are the contract `@wolvo/shared/contracts/order-report`.
import { Type, type Static } from '@sinclair/typebox';
import { CursorParam, NextCursorField } from '../page-cursor';
import { FAULTY_KINDS, LOCATIONS, PROBLEM_TYPES } from '@wolvo/shared/contracts';
import {
  ExportLang,
  ExportSelection,
  ReportFilterFields,
  ReportPagingFields,
} from '@wolvo/shared/contracts/order-report';

const Int = Type.Integer();
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) =>
  Type.Union([Type.Null(), t]);
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
export type FaultyOrdersQuery = Static<typeof FaultyOrdersQuery>;
export const FaultyOrdersExportQuery = Type.Object(
  {
    ...ReportFilterFields,
    problemType: ProblemTypeField,
    ids: ExportSelection('orders'),
    lang: Type.Optional(ExportLang),
  },
  { additionalProperties: false },
);
export type FaultyOrdersExportQuery = Static<typeof FaultyOrdersExportQuery>;

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
