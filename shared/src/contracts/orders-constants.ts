/** Every order status, grouped as the spec lists them. The order's status is its last movement's. */
export const ORDER_STATUSES = [
  // creation and fulfilment
  'IN_PROGRESS',
  'MANUAL_ORDER',
  'API_ORDER',
  'TO_BE_VERIFIED',
  'READY',
  'CREATED',
  'CANCELLED',
  'BP_PRINTED',
  'AWAITING_COLLECTION',
  'COLLECTED',
  // flags
  'PRINTED_N_TIMES',
  'ORDER_EDITED',
  'RECIPIENT_NOT_SERIOUS',
  'ORDER_DUPLICATED',
  // API
  'API_ORDER_CREATED',
  'API_ORDER_CONFIRMED',
  'API_ORDER_NO_RESPONSE',
  'API_ORDER_CANCELLED',
  // transport
  'CONSOLE_TO_LOCATION',
  'CONSOLE_IN_BOUND',
  'IN_TRANSIT',
  'IN_TRANSIT_SECOND_TRY',
  'IN_TRANSIT_THIRD_TRY',
  'IN_TRANSIT_N_TRY',
  'RETURNED_TRY_ISSUE',
  'DELIVERED',
  // returns and money
  'RETURN_TO_SENDER',
  'IN_TRANSIT_TO_SENDER',
  'DELIVERED_TO_SENDER',
  'PAID_TO_WOLVO',
  'RETURN_BILLED_TO_SENDER',
  'REFUNDED',
  'PAID_TO_SENDER',
] as const;
/** One order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses staff may pick in the order editor (spec section 4). */
export const EDITOR_STATUSES: readonly OrderStatus[] = [
  'CREATED',
  'BP_PRINTED',
  'COLLECTED',
  'API_ORDER_CREATED',
  'API_ORDER_CONFIRMED',
  'API_ORDER_NO_RESPONSE',
  'API_ORDER_CANCELLED',
  'CONSOLE_TO_LOCATION',
  'CONSOLE_IN_BOUND',
  'IN_TRANSIT',
  'IN_TRANSIT_SECOND_TRY',
  'IN_TRANSIT_THIRD_TRY',
  'IN_TRANSIT_N_TRY',
  'RETURNED_TRY_ISSUE',
  'DELIVERED',
  'RETURN_TO_SENDER',
  'IN_TRANSIT_TO_SENDER',
  'DELIVERED_TO_SENDER',
  'PAID_TO_WOLVO',
  'RETURN_BILLED_TO_SENDER',
  'REFUNDED',
  'PAID_TO_SENDER',
];

/** Console statuses need a console location text. */
export const CONSOLE_STATUSES: readonly OrderStatus[] = ['CONSOLE_TO_LOCATION', 'CONSOLE_IN_BOUND'];

/** Sub-statuses of an order. */
export const SUB_STATUSES = ['NONE', 'PROBLEMS', 'DAMAGED'] as const;
/** One sub-status. */
export type SubStatus = (typeof SUB_STATUSES)[number];

/** Problem-order filter of the report screen. */
export const PROBLEM_TYPES = ['ALL', 'RETURNED', 'STILL_COLLECTED', 'LOST'] as const;
/** One problem-order filter. */
export type ProblemType = (typeof PROBLEM_TYPES)[number];

/** Location stage of a movement (alphaStatus). */
export const LOCATIONS = ['HOME', 'HUB', 'IN_TRANSIT', 'RECIPIENT'] as const;
/** One location stage. */
export type Location = (typeof LOCATIONS)[number];

/** Service types of an order. */
export const SERVICE_TYPES = ['DELIVERY', 'EXCHANGE', 'COUNTER_EXCHANGE'] as const;
/** One service type. */
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Where an order came from. */
export const ORDER_SOURCES = [
  'MANUAL',
  'API',
  'WEBSITE',
  'INSTAGRAM',
  'FACEBOOK',
  'TWITTER',
  'YOUTUBE',
  'TIKTOK',
  'OTHER',
] as const;
/** One order source. */
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** How the recipient pays an order. */
export const ORDER_PAYMENT_TYPES = ['CACHE', 'CHECK'] as const;
/** One order payment type. */
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];

/** How the provider pays a client. */
export const CLIENT_PAYMENT_TYPES = ['CACHE', 'BANK_TRANSFER'] as const;
/** One client payment type. */
export type ClientPaymentType = (typeof CLIENT_PAYMENT_TYPES)[number];

/** Chip colours of the spec's status colour table. */
export type StatusColour =
  'lightblue' | 'pink' | 'orange' | 'yellow' | 'red' | 'blue' | 'green' | 'purple' | 'default';

/** Colour of each status chip (spec section 4, "Status colours"). */
export const STATUS_COLOURS: Record<OrderStatus, StatusColour> = {
  MANUAL_ORDER: 'lightblue',
  API_ORDER: 'lightblue',
  READY: 'lightblue',
  IN_TRANSIT: 'lightblue',
  IN_TRANSIT_SECOND_TRY: 'lightblue',
  IN_TRANSIT_THIRD_TRY: 'lightblue',
  IN_TRANSIT_N_TRY: 'lightblue',
  IN_PROGRESS: 'pink',
  TO_BE_VERIFIED: 'pink',
  ORDER_DUPLICATED: 'pink',
  RETURNED_TRY_ISSUE: 'pink',
  PRINTED_N_TIMES: 'orange',
  BP_PRINTED: 'orange',
  PAID_TO_WOLVO: 'orange',
  ORDER_EDITED: 'yellow',
  CONSOLE_TO_LOCATION: 'yellow',
  API_ORDER_NO_RESPONSE: 'yellow',
  REFUNDED: 'yellow',
  RECIPIENT_NOT_SERIOUS: 'red',
  CANCELLED: 'red',
  API_ORDER_CANCELLED: 'red',
  RETURN_TO_SENDER: 'red',
  DELIVERED_TO_SENDER: 'red',
  AWAITING_COLLECTION: 'blue',
  IN_TRANSIT_TO_SENDER: 'blue',
  COLLECTED: 'green',
  CONSOLE_IN_BOUND: 'green',
  API_ORDER_CONFIRMED: 'green',
  DELIVERED: 'green',
  PAID_TO_SENDER: 'green',
  RETURN_BILLED_TO_SENDER: 'purple',
  CREATED: 'default',
  API_ORDER_CREATED: 'default',
};

/** Delivery try number shown for a status: in transit 1, second 2, third 3, N 4, others none. */
export function tryCountOf(status: string): number | null {
  switch (status) {
    case 'IN_TRANSIT':
      return 1;
    case 'IN_TRANSIT_SECOND_TRY':
      return 2;
    case 'IN_TRANSIT_THIRD_TRY':
      return 3;
    case 'IN_TRANSIT_N_TRY':
      return 4;
    default:
      return null;
  }
}

/** For linked exchanged/returned orders the modal shows paid-to-provider as delivered, return-billed as delivered-to-sender. */
export function linkedOrderDisplayStatus(status: string): string {
  if (status === 'PAID_TO_WOLVO') return 'DELIVERED';
  if (status === 'RETURN_BILLED_TO_SENDER') return 'DELIVERED_TO_SENDER';
  return status;
}

/** Weekday colours, Monday first (index 0 = Monday). */
export const WEEKDAY_COLOURS: readonly StatusColour[] = [
  'lightblue',
  'blue',
  'purple',
  'pink',
  'orange',
  'yellow',
  'green',
];

/**
 * Columns of the order import template, by stable key (headers are in the user's language; the server
 * recognises a column by its key or its header in any language).
 */
export const IMPORT_COLUMN_KEYS = [
  'businessId',
  'fullname',
  'phone1',
  'phone2',
  'governorate',
  'delegation',
  'address',
  'postalCode',
  'merchandise',
  'quantity',
  'merchandisePrice',
  'price',
  'weight',
  'paymentType',
  'canOpen',
  'fragile',
  'deliveryDate',
  'reference',
  'note',
] as const;
/** One import column key. */
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];
/** Most data rows one import takes (and one POST /v1/order/add-many). */
export const MAX_IMPORT_ROWS = 10_000;
/** Largest spreadsheet file an import takes, in bytes (10 MiB). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
