export * from './roles';
export * from './permissions';
export * from './orders-constants';
export * from './order-api';
export * from './phone';
export * from './order-search';
export * from './team-api';
export * from './client-api';
export * from './payment-identity';
export * from './finance';
export * from './money';
export * from './reports';
export * from './notifications-constants';
// The notification bell's, the settings' and the support page's wire shapes: TypeBox schemas in
// `./notifications`, `./settings` and `./support` (folders); their types re-exported here.
export type {
  NotificationItem,
  NotificationList,
  NotificationIdsRequest,
  NotificationsQuery,
  MarkReadRequest,
} from './notifications/schemas';
export type { Settings, ApiKeyInfo, NewApiKey } from './settings/schemas';
export type { SupportVideo, SupportVideosQuery } from './support/schemas';
export * from './errors';
export * from './constants';
export * from './api';
export * from './federation';
export * from './client-events';
export * from './contract-version';
export * from './partner-feed';
export * from './tracking-constants';
// The recipient tracking's wire shapes: TypeBox schemas in `@wolvo/shared/contracts/tracking`, types
// re-exported (the public tracking page downloads no TypeBox through the barrel).
export type {
  TrackingChoice,
  TrackingChoiceBody,
  TrackingStep,
  TrackingView,
} from './tracking/schemas';
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
// The team area's wire shapes (team members, headcount, sign-in, profile) are TypeBox schemas in
// `@wolvo/shared/contracts/team`; their types come from them (`Static<>`), re-exported here.
export type {
  TeamMemberDto,
  TeamMembersQuery,
  TeamMembersPage,
  TeamHeadcountItem,
  TeamHeadcount,
  TeamDeleteResult,
  AddTeamMemberRequest,
  UpdateTeamMemberRequest,
  LoginRequest,
  LoginResponse,
  UserProfile,
  UpdateProfileRequest,
  UpdatePasswordRequest,
} from './team/schemas';
// Clients, businesses and partners: TypeBox schemas in `@wolvo/shared/contracts/clients` and
// `@wolvo/shared/contracts/partners`; their types come from them (`Static<>`), re-exported here.
export type {
  ClientAccountDto,
  ClientAccountsQuery,
  ClientAccountsPage,
  ClientActivationResult,
  ClientPasswordResetResult,
  AddClientRequest,
  AddClientResult,
  ClientConfirmationResult,
  ClientsByCreatorQuery,
  ClientSearchHit,
  ClientDocumentDto,
  ClientEditDto,
  UpdateClientResult,
  BusinessSummary,
} from './clients/schemas';
export type {
  DeliveryCompany,
  DeliveryCompaniesQuery,
  DeliveryCompanyList,
  AddedDeliveryCompany,
  DeliveryCompanyChangeResult,
  DeliveryCompanyRequest,
  AddDeliveryCompanyRequest,
  OrdersToAssignQuery,
  OrdersToAssignPage,
  OrderToAssign,
  AssignPartnerRequest,
} from './partners/schemas';
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
export * from './pickups-constants';
// Pickups and the slips' and manifest's queries: TypeBox schemas in `@wolvo/shared/contracts/pickups`.
export type {
  ClientFailedPickups,
  ClientPickup,
  CollectPickupRequest,
  CollectPickupResult,
  FailedPickup,
  FailedPickupOrder,
  ManifestQuery,
  PickupsOfTheDayQuery,
  PickupsQuery,
  StaffPickup,
  StaffPickupOrder,
  VoucherQuery,
} from './pickups/schemas';
export * from './reclamations';
export type {
  Reclamation,
  ReclamationsPage,
  ReclamationsQuery,
  AddReclamationRequest,
  AnswerReclamationRequest,
} from './reclamation/schemas';
export type {
  OrderReport,
  ReportsPage,
  ReportsQuery,
  ReportsExportQuery,
  AddReportRequest,
  EditReportRequest,
  FaultyOrderRow,
  FaultyOrdersPage,
  FaultyOrdersQuery,
} from './order-report/schemas';
export * from './dashboards-constants';
// Dashboards' and statistics' wire shapes: TypeBox schemas in `./dashboards` and `./statistics`.
export type {
  DashboardAlpha,
  DashboardAlphaQuery,
  DashboardClientOption,
  DashboardPartner,
  DashboardPartnerQuery,
  DashboardPartnerRow,
  DashboardPartnerStatus,
  DashboardStatusCount,
} from './dashboards/schemas';
export * from './edits';
// The orders' wire shapes (search, detail, the daily list, the editors, exchanges, import): TypeBox
// schemas in `@wolvo/shared/contracts/orders`; their types come from them (`Static<>`), re-exported here.
export type {
  AddManyOrdersResponse,
  AddOrderRequest,
  DeliveryCostResult,
  ExchangeResult,
  ExchangeResultsPage,
  ExchangeResultsQuery,
  ImportPreview,
  ImportRowError,
  LinkedOrderDto,
  MovementDto,
  OrderClientDto,
  OrderDetailDto,
  OrderIdsRequest,
  OrderLinkValidation,
  OrderListItem,
  OrderMoneyDto,
  OrderSearchHit,
  OrdersExportQuery,
  OrdersOfTheDayPage,
  OrdersOfTheDayQuery,
  RecipientDto,
  RecipientInput,
  RefusalRisk,
  UpdateOrderRequest,
} from './orders/schemas';
export * from './statistics-constants';
export type {
  Change,
  ClientHomeStatistics,
  DayRange,
  DelegationDeliveryDays,
  DeliveredReturnedDay,
  GovernorateDeliveryDays,
  GovernorateOrders,
  GovernorateTurnover,
  OrderStats,
  OrderStatsDay,
  OrderStatsPeriod,
  StatisticsQuery,
  StatusGroupCounts,
  TurnoverDay,
  TurnoverStats,
  TurnoverStatsPeriod,
} from './statistics/schemas';
export * from './webhooks-constants';
export type {
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
  NewWebhookEndpointRequest,
  EditWebhookEndpointRequest,
  WebhookEndpointsQuery,
  WebhookDeliveryDto,
} from './webhooks/schemas';
export * from './page-declaration';
