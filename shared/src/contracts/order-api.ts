import type { OrderStatus } from './orders-constants';

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

/** Refusal-risk levels of a recipient phone, from its history with every merchant. */
export const REFUSAL_RISK_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
/** One refusal-risk level. */
export type RefusalRiskLevel = (typeof REFUSAL_RISK_LEVELS)[number];

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

/** GET /v1/order/voucher: at most this many orders in one PDF. */
export const VOUCHER_MAX_ORDERS = 1000;
/** GET /v1/order/voucher page formats: A4 with four A6 slips (default), or a 100 × 150 mm label. */
export const VOUCHER_LAYOUTS = ['a4', 'thermal'] as const;
/** One slip page format. */
export type VoucherLayout = (typeof VOUCHER_LAYOUTS)[number];
