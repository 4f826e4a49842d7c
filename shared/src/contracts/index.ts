export * from './roles';
export * from './permissions';
export * from './orders';
export * from './order-api';
export * from './phone';
export * from './order-search';
export * from './team-api';
export * from './client-api';
export * from './finance';
export * from './money';
export * from './reports';
export * from './notifications';
export * from './errors';
export * from './constants';
export * from './api';
export * from './federation';
export * from './client-events';
export * from './contract-version';
export * from './partner-feed';
export * from './tracking';
export * from './wheel';
// Types only: the `endpoint` function is imported by each area's contract (`./<area>/endpoints.ts`).
export type * from './endpoint';
// The wire shapes (WheelDetail, WheelBody, WheelParticipant...) are TypeBox schemas in
// `@wolvo/shared/contracts/fortune-wheel`; their types come from them (`Static<>`), re-exported here.
export type {
  WheelItem,
  WheelItemInput,
  WheelSummary,
  WheelUrl,
  WheelDetail,
  WheelParticipant,
  WheelBody,
  WheelEditBody,
  WheelUrlVerification,
  WheelPreview,
  WheelPlayBody,
  WheelPlayResult,
  WheelSaveBody,
} from './fortune-wheel/schemas';
// The finance area's wire shapes: TypeBox schemas in `@wolvo/shared/contracts/bills`, types re-exported.
export type {
  AddBillRequest,
  BillDetail,
  BillFeeAmount,
  BillFeeInput,
  BillLine,
  BillLineKind,
  BillPaidUnpaid,
  BillPreview,
  BillStateResult,
  BillSummary,
  BillTotals,
  BillableOrderItem,
  ClientsByPaymentDay,
  PartnerDue,
  PartnerDueOrder,
  PartnerInvoices,
  PartnerRemittanceRequest,
  PartnerRemittanceResult,
  PaymentDayClient,
  RefundItem,
  RefundsPage,
} from './bills/schemas';
export * from './pickups';
export * from './reclamations';
export * from './dashboards';
export * from './edits';
export * from './statistics';
export * from './webhooks';
export * from './page-declaration';
