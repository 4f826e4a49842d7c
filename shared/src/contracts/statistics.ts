/**
 * Statistics (spec sections 2, 7 and 9): the client home's widgets and the statistics pages' figures.
 * Days are UTC days (`yyyy-MM-dd`); money is integer millimes; averages of days have one decimal.
 */
import type { OrderSource, OrderStatus } from './orders';

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

/** An inclusive range of UTC days. */
export interface DayRange {
  from: string;
  to: string;
}

/** One day of the home's chart: parcels delivered and parcels declared returned that day. */
export interface DeliveredReturnedDay {
  day: string;
  delivered: number;
  returned: number;
}

/** Average days from collection to delivery of one governorate. */
export interface GovernorateDeliveryDays {
  governorate: string;
  averageDays: number;
  delivered: number;
}

/** Average days from collection to delivery of one delegation. */
export interface DelegationDeliveryDays extends GovernorateDeliveryDays {
  delegation: string;
}

/** GET /v1/statistics/getClientHomeStatistics. */
export interface ClientHomeStatistics {
  /** The UTC day the figures end on. */
  today: string;
  /** The flow figures' period: the last HOME_PERIOD_DAYS days. */
  period: DayRange;
  /** Parcels at the hub now and their cash on delivery. */
  stock: { parcels: number; cod: number };
  /** API orders created in the period, and those waiting for the merchant's confirmation now. */
  apiOrders: { total: number; toConfirm: number };
  /** Orders delivered in the period: average days from collection to delivery, overall and by place. */
  deliveryDays: {
    averageDays: number | null;
    byGovernorate: GovernorateDeliveryDays[];
    byDelegation: DelegationDeliveryDays[];
  };
  /** Cash on delivery of the orders delivered in the period. */
  turnover: { total: number; delivered: number };
  /** The last 7 days (today included) and the 7 before, oldest first. */
  deliveredReturned: { current: DeliveredReturnedDay[]; previous: DeliveredReturnedDay[] };
  /** Bills: paid, and pending payment (net to pay, millimes). */
  payments: { paid: number; unpaid: number; paidBills: number; unpaidBills: number };
  /** Orders created in the period by source, most first. */
  sources: Array<{ source: OrderSource; orders: number }>;
}

/** Query of the statistics pages: a range and an optional comparison range of the same length. */
export interface StatisticsQuery {
  from: string;
  to: string;
  compareFrom?: string;
  compareTo?: string;
}

/** Per-group counts. */
export type StatusGroupCounts = Record<StatusGroup, number>;

/** Orders created on one day, by the group of their current status. */
export interface OrderStatsDay {
  day: string;
  orders: number;
  groups: StatusGroupCounts;
}

/** Orders of one governorate (the recipient's). */
export interface GovernorateOrders {
  governorate: string;
  orders: number;
  delivered: number;
}

/** The orders statistics of one range. */
export interface OrderStatsPeriod extends DayRange {
  days: OrderStatsDay[];
  totals: {
    orders: number;
    groups: StatusGroupCounts;
    /** Average days from collection to delivery of the orders delivered in the range. */
    averageDeliveryDays: number | null;
    /** Delivered share of the range's finished orders (delivered or returned), percent, one decimal. */
    deliveryRate: number | null;
  };
  byGovernorate: GovernorateOrders[];
}

/** Change of a figure against the comparison range, percent with one decimal; null without one. */
export type Change = number | null;

/** GET /v1/statistics/getOrderStats. */
export interface OrderStats {
  current: OrderStatsPeriod;
  previous: OrderStatsPeriod | null;
  change: { orders: Change; delivered: Change; averageDeliveryDays: Change };
}

/** Turnover of one day: cash on delivery of the orders delivered that day. */
export interface TurnoverDay {
  day: string;
  turnover: number;
  delivered: number;
}

/** Turnover of one governorate. */
export interface GovernorateTurnover {
  governorate: string;
  turnover: number;
  delivered: number;
}

/** The turnover statistics of one range. */
export interface TurnoverStatsPeriod extends DayRange {
  days: TurnoverDay[];
  totals: {
    turnover: number;
    delivered: number;
    /** Turnover per delivered order, millimes rounded half up. */
    averageBasket: number;
    averageDeliveryDays: number | null;
  };
  byGovernorate: GovernorateTurnover[];
}

/** GET /v1/statistics/getOrderTurnoverStats. */
export interface TurnoverStats {
  current: TurnoverStatsPeriod;
  previous: TurnoverStatsPeriod | null;
  change: { turnover: Change; delivered: Change; averageBasket: Change };
}
