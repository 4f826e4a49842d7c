/**
 * Statistics (spec sections 2, 7 and 9): the constants of the client home's widgets and the statistics
 * pages. Their wire shapes are the TypeBox schemas of `@wolvo/shared/contracts/statistics`.
 */
import type { OrderStatus } from './orders-constants';

/** Groups of an order's current status shown by the statistics (one colour each in the charts). */
export const STATUS_GROUPS = [
  'PREPARING',
  'IN_DELIVERY',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;
/** One status group. */
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** The group of each status: not collected yet, with the provider, delivered, back or lost, cancelled. */
export const STATUS_GROUP_OF: Record<OrderStatus, StatusGroup> = {
  IN_PROGRESS: 'PREPARING',
  MANUAL_ORDER: 'PREPARING',
  API_ORDER: 'PREPARING',
  TO_BE_VERIFIED: 'PREPARING',
  READY: 'PREPARING',
  CREATED: 'PREPARING',
  BP_PRINTED: 'PREPARING',
  AWAITING_COLLECTION: 'PREPARING',
  PRINTED_N_TIMES: 'PREPARING',
  ORDER_EDITED: 'PREPARING',
  ORDER_DUPLICATED: 'PREPARING',
  API_ORDER_CREATED: 'PREPARING',
  API_ORDER_CONFIRMED: 'PREPARING',
  API_ORDER_NO_RESPONSE: 'PREPARING',
  COLLECTED: 'IN_DELIVERY',
  CONSOLE_TO_LOCATION: 'IN_DELIVERY',
  CONSOLE_IN_BOUND: 'IN_DELIVERY',
  IN_TRANSIT: 'IN_DELIVERY',
  IN_TRANSIT_SECOND_TRY: 'IN_DELIVERY',
  IN_TRANSIT_THIRD_TRY: 'IN_DELIVERY',
  IN_TRANSIT_N_TRY: 'IN_DELIVERY',
  RETURNED_TRY_ISSUE: 'IN_DELIVERY',
  DELIVERED: 'DELIVERED',
  PAID_TO_WOLVO: 'DELIVERED',
  PAID_TO_SENDER: 'DELIVERED',
  RECIPIENT_NOT_SERIOUS: 'RETURNED',
  RETURN_TO_SENDER: 'RETURNED',
  IN_TRANSIT_TO_SENDER: 'RETURNED',
  DELIVERED_TO_SENDER: 'RETURNED',
  RETURN_BILLED_TO_SENDER: 'RETURNED',
  REFUNDED: 'RETURNED',
  CANCELLED: 'CANCELLED',
  API_ORDER_CANCELLED: 'CANCELLED',
};

/** Statuses of a parcel held at the provider's hub: the client home's stock. */
export const STOCK_STATUSES: readonly OrderStatus[] = [
  'COLLECTED',
  'CONSOLE_IN_BOUND',
  'RETURNED_TRY_ISSUE',
  'RETURN_TO_SENDER',
];

/** Days of the client home's flow figures (turnover, sources, API orders, delivery days), today included. */
export const HOME_PERIOD_DAYS = 30;
/** Days of each half of the home's delivered-versus-returned chart (spec section 9). */
export const HOME_CHART_DAYS = 7;
/** Longest range the statistics accept, in days. */
export const MAX_STATISTICS_DAYS = 3660;

/** Message keys of the statistics' refused queries. */
export const STATISTICS_MESSAGES = {
  rangeInvalid: 'date-picker.invalid-range',
  rangeTooLong: 'date-picker.range-too-long',
  lengthMismatch: 'date-picker.length-error',
  compareIncomplete: 'date-picker.compare-incomplete',
} as const;
