import type { Paged } from './api';
import type { OrderPaymentType, OrderSource, OrderStatus, ServiceType, SubStatus } from './orders';

/**
 * Statuses of an order the merchant still holds: not collected by the provider yet. Such orders stay
 * on the orders-of-the-day list until collected, and only they may be edited by the client or deleted.
 */
export const NOT_COLLECTED_STATUSES: readonly OrderStatus[] = [
  'IN_PROGRESS',
  'MANUAL_ORDER',
  'API_ORDER',
  'TO_BE_VERIFIED',
  'READY',
  'CREATED',
  'BP_PRINTED',
  'AWAITING_COLLECTION',
  'PRINTED_N_TIMES',
  'ORDER_EDITED',
  'ORDER_DUPLICATED',
  'API_ORDER_CREATED',
  'API_ORDER_CONFIRMED',
  'API_ORDER_NO_RESPONSE',
];

/** Statuses that mean the delivery slip was printed: an edit after one of them adds ORDER_EDITED. */
export const SLIP_PRINTED_STATUSES: readonly OrderStatus[] = [
  'READY',
  'BP_PRINTED',
  'PRINTED_N_TIMES',
  'AWAITING_COLLECTION',
];

/** API orders waiting for the merchant's bulk confirm or cancel. */
export const API_PENDING_STATUSES: readonly OrderStatus[] = [
  'API_ORDER_CREATED',
  'API_ORDER_NO_RESPONSE',
];

/** Person names: letters of any script, apostrophe, space and hyphen (spec section 5). */
export const PERSON_NAME_PATTERN = "^[\\p{L}' -]+$";

/** The recipient block of an order being created or edited. */
export interface RecipientInput {
  fullname: string;
  phone1: string;
  phone2?: string | null;
  email?: string | null;
  /** Governorate, from the shared geography. */
  delegation: string;
  /** Delegation within the governorate, from the shared geography. */
  city: string;
  address: string;
  postalCode?: string | null;
}

/** POST /v1/order/add body. Money in integer millimes; costs come from the client's contract. */
export interface AddOrderRequest {
  businessId: number;
  service: ServiceType;
  /** Defaults to MANUAL (API when the merchant API key is used). */
  source?: OrderSource;
  recipient: RecipientInput;
  merchandise: string;
  merchandiseQuantity: number;
  merchandisePrice?: number | null;
  /** COD in millimes. */
  price: number;
  /** Kilograms. */
  weight?: number | null;
  paymentType: OrderPaymentType;
  canOpen: boolean;
  fragile: boolean;
  note?: string | null;
  /** yyyy-MM-dd */
  deliveryDate?: string | null;
  /** HH:mm */
  deliveryFrom?: string | null;
  /** HH:mm */
  deliveryTo?: string | null;
  reference?: string | null;
  /** EXCHANGE (required) and COUNTER_EXCHANGE: the delivered order this one replaces. */
  exchangeOrderId?: number | null;
  /** COUNTER_EXCHANGE: a returned order this one takes back. */
  returningOrderId?: number | null;
  /** EXCHANGE and COUNTER_EXCHANGE: what the courier brings back (required). */
  returningMerchandise?: string | null;
}

/** PUT /v1/order/edit/{id} body: the spec's order update payload (every field optional but id). */
export interface UpdateOrderRequest {
  id?: number;
  businessId?: number;
  paymentType?: OrderPaymentType;
  service?: ServiceType;
  /** Exchange order id; null clears it. */
  exchangeId?: number | null;
  /** New COD in millimes; the previous one is kept as oldPrice. */
  newPrice?: number;
  merchandise?: string;
  merchandiseQuantity?: number;
  /** Millimes; null clears it. */
  merchandisePrice?: number | null;
  /** Kilograms; null clears it. */
  weight?: number | null;
  recipient?: Partial<RecipientInput>;
  /** Staff only. */
  nbStatusTries?: number;
  /** Staff only: add this status as a new movement (never with replaceStatus). */
  newStatus?: OrderStatus;
  /** Staff only: sub-status of the new movement. */
  subStatusDamageType?: SubStatus;
  /** Staff only: console location, required with console statuses. */
  statusConsoleLocation?: string;
  /** Staff only: replace the latest movement's status (never with newStatus). */
  replaceStatus?: OrderStatus;
  /** Staff only: sub-status of the replaced movement. */
  replaceStatusSubStatus?: SubStatus;
}

/** Answer codes of the exchange and returning validations. */
export const ORDER_LINK_CODES = [
  'VALID',
  'ALREADY_IN_USE',
  'HAS_RELATIONSHIP',
  'SAME_ORDER',
  'NOT_DELIVERED',
  'NOT_RETURNED',
] as const;
/** One validation code. */
export type OrderLinkCode = (typeof ORDER_LINK_CODES)[number];

/** GET /v1/order/validate-exchange/... and /validate-returning/... answer. */
export interface OrderLinkValidation {
  code: OrderLinkCode;
  isValid: boolean;
}

/** Refusal-risk levels of a recipient phone, from its history with every merchant. */
export const REFUSAL_RISK_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
/** One refusal-risk level. */
export type RefusalRiskLevel = (typeof REFUSAL_RISK_LEVELS)[number];

/** Refusal risk of a phone: counts only, never another merchant's name or orders. */
export interface RefusalRisk {
  level: RefusalRiskLevel;
  delivered: number;
  refused: number;
  notSerious: number;
}

/** One row of the orders-of-the-day list. Money in integer millimes. */
export interface OrderListItem {
  id: number;
  code: string;
  partnerCode: string | null;
  reference: string | null;
  status: string;
  subStatus: string | null;
  service: string;
  source: string;
  price: number;
  paymentType: string;
  merchandise: string | null;
  createdAt: string;
  business: { id: number; name: string };
  recipient: {
    fullname: string;
    phone1: string;
    phone2: string | null;
    delegation: string;
    city: string;
  };
  risk: RefusalRisk;
}

/** GET /v1/order/getOrdersOfTheDay answer; summary counts every status under the same filters but status. */
export interface OrdersOfTheDayPage extends Paged<OrderListItem> {
  summary: Record<string, number>;
}

/** One refused id of POST /v1/order/delete-many (also the bulk API confirm and cancel, and the slips). */
export interface RefusedOrder {
  id: number;
  reason:
    | 'order.not-found'
    | 'order.already-collected'
    | 'order.not-api-pending'
    | 'order.not-duplicated'
    | 'order.cannot-print-unconfirmed'
    | 'order.cannot-print-cancelled'
    | 'order.not-printed'
    | 'order.pickup-already-requested';
}

/** One row of GET /v1/order/exchange-results: the new order and the one it replaces. */
export interface ExchangeResult {
  id: number;
  code: string;
  service: string;
  status: string;
  price: number;
  createdAt: string;
  returningMerchandise: string | null;
  recipientName: string;
  original: { id: number; code: string; status: string; merchandise: string | null } | null;
}

/** GET /v1/order/voucher: at most this many orders in one PDF. */
export const VOUCHER_MAX_ORDERS = 1000;
/** GET /v1/order/voucher page formats: A4 with four A6 slips (default), or a 100 × 150 mm label. */
export const VOUCHER_LAYOUTS = ['a4', 'thermal'] as const;
/** One slip page format. */
export type VoucherLayout = (typeof VOUCHER_LAYOUTS)[number];
