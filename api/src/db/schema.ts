import type { ColumnType, Generated } from 'kysely';

// Conventions shared by SQLite and PostgreSQL so one set of migrations and queries serves both:
// - money is integer millimes (1 DT = 1000), rates are integer basis points (1% = 100);
// - flags are integers 0/1;
// - timestamps are ISO-8601 UTC strings (`2026-11-22T05:03:31.000Z`), which sort and compare as text.
type Id = Generated<number>;
type Flag = number;
type Timestamp = string;

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  fullname: string;
  avatar: string | null;
  active: Flag;
  /** The client a client admin or client team member acts for. */
  clientId: number | null;
  /** The provider admin who owns an admin team member. */
  adminId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ClientsTable {
  id: Id;
  userId: number;
  delegation: string | null;
  city: string | null;
  pickupAddress: string | null;
  phone1: string | null;
  phone2: string | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  pos: string | null;
  patent: string | null;
  cin: string | null;
  rib: string | null;
  rc: string | null;
  /** Weekdays joined by commas, e.g. `MONDAY,THURSDAY`. */
  paymentDays: string;
  paymentType: string;
  preferredDeliveryCompanyId: number | null;
  partnerLogin: string | null;
  partnerPasswordHash: string | null;
  /** Plain-text key of earlier versions; always null now (see apiKeyHash). */
  apiKey: string | null;
  /** SHA-256 (hex) of the merchant API key; the key itself is shown once, when generated. */
  apiKeyHash: string | null;
  /** Last four characters of the key, to show it masked. */
  apiKeyHint: string | null;
  apiKeyCreatedAt: Timestamp | null;
  confirmed: Flag;
  active: Flag;
  insuranceBp: number;
  refundBp: number;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BusinessesTable {
  id: Id;
  clientId: number;
  name: string;
  /** 0 for the main company (the first created), then 1 and 2. */
  position: number;
  createdAt: Timestamp;
  /** Set when the company left the client's list while it still had finished orders. */
  archivedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface ClientDocumentsTable {
  id: Id;
  clientId: number;
  url: string;
  kind: string;
  /** The document's bytes (null for seeded demo rows, which have none). */
  content: Buffer | null;
  contentType: string | null;
  createdAt: Timestamp;
}

export interface TeamsTable {
  id: Id;
  ownerType: string;
  clientId: number | null;
  adminId: number | null;
  name: string;
  createdAt: Timestamp;
}

export interface TeamMembersTable {
  id: Id;
  teamId: number;
  userId: number;
  createdAt: Timestamp;
}

export interface UserPermissionsTable {
  id: Id;
  userId: number;
  page: string;
  /** Actions joined by `|` in the order VIEW|ADD|EDIT|DELETE. */
  actions: string;
}

export interface DeliveryCompaniesTable {
  id: Id;
  name: string;
  patent: string | null;
  rib: string | null;
  cin: string | null;
  rc: string | null;
  pos: string | null;
  pickupAddress: string | null;
  partnerLogin: string | null;
  passwordHash: string | null;
  /** Plain-text key of earlier versions; always null now (see apiKeyHash). */
  apiKey: string | null;
  /** SHA-256 (hex) of the partner's API key for the status feed; the key is shown once, when made. */
  apiKeyHash: string | null;
  apiKeyHint: string | null;
  /** 0: the partner's key is refused and it is offered no new orders. */
  active: ColumnType<Flag, Flag | undefined, Flag>;
  userId: number | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  insuranceBp: number;
  refundBp: number;
  paymentDays: string;
  createdAt: Timestamp;
}

export interface RecipientsTable {
  id: Id;
  clientId: number;
  fullname: string;
  email: string | null;
  phone1: string;
  phone2: string | null;
  delegation: string;
  city: string;
  address: string;
  postalCode: string | null;
  createdAt: Timestamp;
}

export interface OrdersTable {
  id: Id;
  code: string;
  partnerCode: string | null;
  reference: string | null;
  clientId: number;
  businessId: number;
  recipientId: number;
  deliveryCompanyId: number | null;
  /** Status of the last movement; written only together with that movement, in one transaction. */
  status: string;
  subStatus: string;
  source: string;
  service: string;
  email: string | null;
  merchandise: string | null;
  merchandisePrice: number | null;
  merchandiseQuantity: number;
  returningMerchandise: string | null;
  weightGrams: number | null;
  price: number;
  oldPrice: number | null;
  originalPrice: number | null;
  paymentType: string;
  canOpen: Flag;
  fragile: Flag;
  note: string | null;
  deliveryDate: string | null;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  returningOrderId: number | null;
  exchangeOrderId: number | null;
  pickupAddress: string | null;
  consoleLocation: string | null;
  partnerStatus: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  collectedAt: Timestamp | null;
  deletedAt: Timestamp | null;
  /** When the latest DELIVERED movement happened (a fact kept with the movements, for the statistics). */
  deliveredAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the latest RETURN_TO_SENDER movement happened (a fact kept with the movements). */
  returnedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The parcel's destination governorate: its recipient's `delegation`, copied with every write of it. */
  destGovernorate: ColumnType<string | null, string, string>;
  /** The parcel's destination delegation: its recipient's `city`, copied likewise. */
  destDelegation: ColumnType<string | null, string, string>;
  /** Times the delivery slip was printed (GET /v1/order/voucher); 0 until the first print. */
  printCount: ColumnType<number, number | undefined, number>;
  lastPrintedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the latest movement happened (kept by triggers on `movements`). */
  lastMovementAt: ColumnType<Timestamp | null, never, never>;
  /** 1 when one of the order's reports is open (kept by triggers on `order_reports`). */
  hasOpenReport: ColumnType<Flag, never, never>;
  /** 1 when the order is faulty or may be once stuck at the hub (generated from the columns above). */
  mayBeFaulty: ColumnType<Flag, never, never>;
}

export interface MovementsTable {
  id: Id;
  orderId: number;
  status: string;
  subStatus: string;
  alphaStatus: string | null;
  partnerStatus: string | null;
  location: string | null;
  note: string | null;
  message: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface BillsTable {
  id: Id;
  paymentNumber: string;
  clientId: number;
  status: string;
  packagingTvaBp: number;
  shippingTvaBp: number;
  netToPay: number;
  refundBp: number;
  insuranceBp: number;
  /** The bill's totals as written with its lines (frozen once the bill is paid or cancelled). */
  totalCod: Generated<number>;
  totalCosts: Generated<number>;
  totalInsurance: Generated<number>;
  totalRefunds: Generated<number>;
  totalFees: Generated<number>;
  shippingTva: Generated<number>;
  packagingTva: Generated<number>;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  confirmedAt: Timestamp | null;
  cancelledAt: Timestamp | null;
}

export interface BillOrdersTable {
  billId: number;
  orderId: number;
}

export interface BillFeesTable {
  id: Id;
  billId: number;
  title: string;
  /** Millimes when unit is DT, basis points when unit is %. */
  value: number;
  unit: string;
  /** What the fee deducts, in millimes, as written with the bill's lines. */
  amount: Generated<number>;
}

/**
 * One order's line on a bill, written when the bill is made, rewritten while it is pending and frozen
 * when it is paid or cancelled: a bill's detail and invoice read these rows, never the live orders.
 */
export interface BillLinesTable {
  id: Id;
  billId: number;
  orderId: number;
  code: string;
  /** The order's status when the line was last written. */
  orderStatus: string;
  kind: string;
  cod: number;
  cost: number;
  insurance: number;
  refund: number;
  net: number;
}

export interface OrderReportsTable {
  id: Id;
  orderId: number;
  report: string;
  decision: string | null;
  decisionType: string;
  closed: Flag;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The order's client (kept by triggers on `order_reports` and on `orders`). */
  clientId: ColumnType<number | null, never, never>;
  /** The order's `deletedAt` (kept by triggers on `order_reports` and on `orders`). */
  orderDeletedAt: ColumnType<Timestamp | null, never, never>;
}

export interface ReclamationsTable {
  id: Id;
  orderId: number | null;
  reporterId: number;
  resolverId: number | null;
  clientId: number;
  responsibleClientId: number | null;
  description: string;
  response: string | null;
  status: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Lower-case description, response and order code, one a line: kept by triggers (the inbox's search). */
  searchText: Generated<string>;
}

export interface NotificationsTable {
  id: Id;
  userId: number;
  code: string;
  sourceId: number | null;
  creatorId: number | null;
  read: Flag;
  createdAt: Timestamp;
}

export interface FortuneWheelsTable {
  id: Id;
  clientId: number;
  name: string;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WheelItemsTable {
  id: Id;
  wheelId: number;
  title: string;
  value: string;
  probability: number;
}

export interface WheelUrlsTable {
  id: string;
  wheelId: number;
  used: Flag;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  deletedAt: Timestamp | null;
}

export interface WheelParticipantsTable {
  id: Id;
  wheelId: number;
  urlId: string;
  visitorId: string;
  device: string | null;
  browser: string | null;
  wonItemId: number | null;
  hasPlayed: Flag;
  expired: Flag;
  fullname: string | null;
  phone: string | null;
  /** The prize as drawn. */
  wonTitle: ColumnType<string | null, string | null | undefined, string | null>;
  wonValue: ColumnType<string | null, string | null | undefined, string | null>;
  governorate: ColumnType<string | null, string | null | undefined, string | null>;
  delegation: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  detailsSavedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the merchant marked the prize handed over. */
  withdrawnAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  createdAt: Timestamp;
}

export interface SupportVideosTable {
  id: Id;
  title: string;
  description: string | null;
  url: string;
  language: string;
  position: number;
  createdAt: Timestamp;
  /** Set when the company left the client's list while it still had finished orders. */
  archivedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** The whole database, as Kysely sees it (camelCase here, snake_case in SQL). */
/** A status update a delivery partner sent, remembered by its idempotency key. */
export interface PartnerStatusUpdatesTable {
  id: Id;
  deliveryCompanyId: number;
  idempotencyKey: string;
  orderId: number;
  createdAt: Timestamp;
}

/** A recipient's choice on the tracking page; `movementId` is the movement it wrote on the order. */
export interface RecipientChoicesTable {
  id: Id;
  orderId: number;
  movementId: number;
  kind: string;
  /** The chosen day (YYYY-MM-DD) of a DAY choice. */
  day: string | null;
  note: string | null;
  /** The Tunis calendar day the choice was made on: one choice per order and day. */
  madeOn: string;
  createdAt: Timestamp;
}

/** A merchant's request to pick up printed parcels: REQUESTED, then COLLECTED by staff. */
export interface PickupRequestsTable {
  id: Id;
  clientId: number;
  state: string;
  requestedBy: number | null;
  createdAt: Timestamp;
  collectedAt: Timestamp | null;
  collectedBy: number | null;
}

export interface PickupRequestOrdersTable {
  requestId: number;
  orderId: number;
}

/** A staff change to an order or a client: `changes` is JSON `[{ field, before, after }]`. */
export interface AuditLogTable {
  id: Id;
  entity: string;
  entityId: number;
  userId: number | null;
  changes: string;
  createdAt: Timestamp;
}

export interface WebhookEndpointsTable {
  id: Id;
  clientId: number;
  url: string;
  events: string;
  active: Flag;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Timestamp | null;
  consecutiveFailures: Generated<number>;
  disabledReason: string | null;
  disabledAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface WebhookEventsTable {
  id: string;
  clientId: number;
  type: string;
  orderId: number | null;
  payload: string;
  /** 1 while the sender has yet to add the order's object to the payload (order events). */
  objectPending: Generated<number>;
  createdAt: Timestamp;
}
export interface WebhookDeliveriesTable {
  id: Id;
  eventId: string;
  endpointId: number;
  orderId: number | null;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedUntil: Timestamp | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  deliveredAt: Timestamp | null;
  createdAt: Timestamp;
}
/** A creation's idempotency key: who sent it, for which route and body, and what it answered. */
export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  route: string;
  bodyHash: string;
  result: string;
  statusCode: number | null;
  response: string | null;
  createdAt: Timestamp;
}
/** Live orders per client, creation day (UTC), status and sub-status; kept by triggers on orders. */
export interface OrderDayCountsTable {
  clientId: number;
  day: string;
  status: string;
  subStatus: string;
  n: number;
  price: number;
}

/**
 * Day facts kept by triggers on `orders` (migration `2026-12-05T09-00_million-facts`). A nullable text in a
 * key is '' for null and '=' followed by the text otherwise (`decodeKey`).
 */
export interface OrderPlaceDayCountsTable {
  clientId: number;
  day: string;
  governorate: string;
  status: string;
  n: number;
}

export interface OrderSourceDayCountsTable {
  clientId: number;
  day: string;
  source: string;
  n: number;
}

export interface OrderEventDayFactsTable {
  clientId: number;
  event: 'DELIVERED' | 'RETURNED';
  day: string;
  governorate: string;
  delegation: string;
  n: number;
  price: number;
  collected: number;
  days: number;
}

export interface PartnerDayCountsTable {
  day: string;
  deliveryCompanyId: number;
  status: string;
  partnerStatus: string;
  n: number;
  price: number;
}

/** Live orders per recipient, client and status (kept by triggers on orders): a name search's summary. */
export interface OrderRecipientCountsTable {
  recipientId: number;
  clientId: number;
  status: string;
  n: number;
}

export interface Database {
  orderDayCounts: OrderDayCountsTable;
  orderRecipientCounts: OrderRecipientCountsTable;
  orderPlaceDayCounts: OrderPlaceDayCountsTable;
  orderSourceDayCounts: OrderSourceDayCountsTable;
  orderEventDayFacts: OrderEventDayFactsTable;
  partnerDayCounts: PartnerDayCountsTable;
  auditLog: AuditLogTable;
  users: UsersTable;
  clients: ClientsTable;
  businesses: BusinessesTable;
  clientDocuments: ClientDocumentsTable;
  teams: TeamsTable;
  teamMembers: TeamMembersTable;
  userPermissions: UserPermissionsTable;
  deliveryCompanies: DeliveryCompaniesTable;
  recipients: RecipientsTable;
  orders: OrdersTable;
  movements: MovementsTable;
  bills: BillsTable;
  billOrders: BillOrdersTable;
  billFees: BillFeesTable;
  billLines: BillLinesTable;
  orderReports: OrderReportsTable;
  reclamations: ReclamationsTable;
  notifications: NotificationsTable;
  fortuneWheels: FortuneWheelsTable;
  wheelItems: WheelItemsTable;
  wheelUrls: WheelUrlsTable;
  wheelParticipants: WheelParticipantsTable;
  supportVideos: SupportVideosTable;
  settings: SettingsTable;
  partnerStatusUpdates: PartnerStatusUpdatesTable;
  recipientChoices: RecipientChoicesTable;
  pickupRequests: PickupRequestsTable;
  pickupRequestOrders: PickupRequestOrdersTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookEvents: WebhookEventsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export type { ColumnType };
