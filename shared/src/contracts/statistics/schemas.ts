// The merchant's statistics' wire shapes (spec sections 2, 7 and 9): the client home's widgets and the
// statistics pages' figures. The single source of the API's validation and answers and, through
// `Static<>`, of their TypeScript types. Days are UTC days (`yyyy-MM-dd`); money is integer millimes;
// averages of days have one decimal.
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_SOURCES } from '../orders-constants';

const Int = Type.Integer();
const Money = (description: string) => Type.Integer({ description: `${description}, in millimes` });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
const Days = Type.Number({ description: 'Average whole days from collection to delivery' });
const NullableNumber = (description: string) =>
  Type.Union([Type.Null(), Type.Number({ description })]);
const AverageDeliveryDays = NullableNumber('Average whole days from collection to delivery');

/** An inclusive range of UTC days. */
export const DayRange = Type.Object({ from: Day, to: Day });
export type DayRange = Static<typeof DayRange>;

/** Query of the statistics pages: a range and an optional comparison range of the same length. */
export const StatisticsQuery = Type.Object(
  {
    from: Day,
    to: Day,
    compareFrom: Type.Optional(Day),
    compareTo: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One day of the home's chart: parcels delivered and parcels declared returned that day. */
export const DeliveredReturnedDay = Type.Object({ day: Day, delivered: Int, returned: Int });
export type DeliveredReturnedDay = Static<typeof DeliveredReturnedDay>;

const governorateDays = { governorate: Type.String(), averageDays: Days, delivered: Int };
/** Average days from collection to delivery of one governorate. */
export const GovernorateDeliveryDays = Type.Object(governorateDays);
export type GovernorateDeliveryDays = Static<typeof GovernorateDeliveryDays>;
/** Average days from collection to delivery of one delegation. */
export const DelegationDeliveryDays = Type.Object({
  ...governorateDays,
  delegation: Type.String(),
});
export type DelegationDeliveryDays = Static<typeof DelegationDeliveryDays>;

/** GET /v1/statistics/getClientHomeStatistics. */
export const ClientHomeStatistics = Type.Object({
  /** The UTC day the figures end on. */
  today: Day,
  /** The flow figures' period: the last HOME_PERIOD_DAYS days. */
  period: DayRange,
  /** Parcels at the hub now and their cash on delivery. */
  stock: Type.Object({ parcels: Int, cod: Money('Cash on delivery of the parcels at the hub') }),
  /** API orders created in the period, and those waiting for the merchant's confirmation now. */
  apiOrders: Type.Object({ total: Int, toConfirm: Int }),
  /** Orders delivered in the period: average days from collection to delivery, overall and by place. */
  deliveryDays: Type.Object({
    averageDays: AverageDeliveryDays,
    byGovernorate: Type.Array(GovernorateDeliveryDays),
    byDelegation: Type.Array(DelegationDeliveryDays),
  }),
  /** Cash on delivery of the orders delivered in the period. */
  turnover: Type.Object({
    total: Money('Cash on delivery of the delivered orders'),
    delivered: Int,
  }),
  /** The last 7 days (today included) and the 7 before, oldest first. */
  deliveredReturned: Type.Object({
    current: Type.Array(DeliveredReturnedDay),
    previous: Type.Array(DeliveredReturnedDay),
  }),
  /** Bills: paid, and pending payment (net to pay). */
  payments: Type.Object({
    paid: Money('Net of the paid bills'),
    unpaid: Money('Net of the pending bills'),
    paidBills: Int,
    unpaidBills: Int,
  }),
  /** Orders created in the period by source, most first. */
  sources: Type.Array(
    Type.Object({ source: Type.Union(ORDER_SOURCES.map((s) => Type.Literal(s))), orders: Int }),
  ),
});
export type ClientHomeStatistics = Static<typeof ClientHomeStatistics>;

/** Per-group counts (STATUS_GROUPS). */
export const StatusGroupCounts = Type.Object({
  PREPARING: Int,
  IN_DELIVERY: Int,
  DELIVERED: Int,
  RETURNED: Int,
  CANCELLED: Int,
});
export type StatusGroupCounts = Static<typeof StatusGroupCounts>;

/** Orders created on one day, by the group of their current status. */
export const OrderStatsDay = Type.Object({ day: Day, orders: Int, groups: StatusGroupCounts });
export type OrderStatsDay = Static<typeof OrderStatsDay>;

/** Orders of one governorate (the recipient's). */
export const GovernorateOrders = Type.Object({
  governorate: Type.String(),
  orders: Int,
  delivered: Int,
});
export type GovernorateOrders = Static<typeof GovernorateOrders>;

/** Change of a figure against the comparison range, percent with one decimal; null without one. */
export const Change = NullableNumber('Percent change against the comparison range, one decimal');
export type Change = Static<typeof Change>;

/** The orders statistics of one range. */
export const OrderStatsPeriod = Type.Object({
  from: Day,
  to: Day,
  days: Type.Array(OrderStatsDay),
  totals: Type.Object({
    orders: Int,
    groups: StatusGroupCounts,
    /** Average days from collection to delivery of the orders delivered in the range. */
    averageDeliveryDays: AverageDeliveryDays,
    /** Delivered share of the range's finished orders (delivered or returned), percent, one decimal. */
    deliveryRate: NullableNumber('Delivered share of the delivered or returned orders, percent'),
  }),
  byGovernorate: Type.Array(GovernorateOrders),
});
export type OrderStatsPeriod = Static<typeof OrderStatsPeriod>;

/** GET /v1/statistics/getOrderStats. */
export const OrderStats = Type.Object({
  current: OrderStatsPeriod,
  previous: Type.Union([Type.Null(), OrderStatsPeriod]),
  change: Type.Object({ orders: Change, delivered: Change, averageDeliveryDays: Change }),
});
export type OrderStats = Static<typeof OrderStats>;

/** Turnover of one day: cash on delivery of the orders delivered that day. */
export const TurnoverDay = Type.Object({
  day: Day,
  turnover: Money('Cash on delivery delivered that day'),
  delivered: Int,
});
export type TurnoverDay = Static<typeof TurnoverDay>;

/** Turnover of one governorate. */
export const GovernorateTurnover = Type.Object({
  governorate: Type.String(),
  turnover: Money('Turnover'),
  delivered: Int,
});
export type GovernorateTurnover = Static<typeof GovernorateTurnover>;

/** The turnover statistics of one range. */
export const TurnoverStatsPeriod = Type.Object({
  from: Day,
  to: Day,
  days: Type.Array(TurnoverDay),
  totals: Type.Object({
    turnover: Money('Cash on delivery of the delivered orders'),
    delivered: Int,
    /** Turnover per delivered order, millimes rounded half up. */
    averageBasket: Money('Turnover per delivered order'),
    averageDeliveryDays: AverageDeliveryDays,
  }),
  byGovernorate: Type.Array(GovernorateTurnover),
});
export type TurnoverStatsPeriod = Static<typeof TurnoverStatsPeriod>;

/** GET /v1/statistics/getOrderTurnoverStats. */
export const TurnoverStats = Type.Object({
  current: TurnoverStatsPeriod,
  previous: Type.Union([Type.Null(), TurnoverStatsPeriod]),
  change: Type.Object({ turnover: Change, delivered: Change, averageBasket: Change }),
});
export type TurnoverStats = Static<typeof TurnoverStats>;
