import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ORDER_SOURCES, STATUS_GROUPS } from '@wolvo/shared/contracts';

const Int = Type.Integer();
const Money = (description: string) => Type.Integer({ description: `${description}, in millimes` });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
const Days = Type.Number({ description: 'Average whole days from collection to delivery' });
const NullableNumber = (description: string) =>
  Type.Union([Type.Null(), Type.Number({ description })]);
const Change = NullableNumber('Percent change against the comparison range, one decimal');
const Groups = Type.Object(
  Object.fromEntries(STATUS_GROUPS.map((g) => [g, Int])) as Record<string, TSchema>,
);
const Range = { from: Day, to: Day };

/** Query of the statistics pages. */
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

const DeliveredReturnedDay = Type.Object({ day: Day, delivered: Int, returned: Int });
const GovernorateDays = {
  governorate: Type.String(),
  averageDays: Days,
  delivered: Int,
};

export const ClientHomeStatistics = Type.Object({
  today: Day,
  period: Type.Object(Range),
  stock: Type.Object({ parcels: Int, cod: Money('Cash on delivery of the parcels at the hub') }),
  apiOrders: Type.Object({ total: Int, toConfirm: Int }),
  deliveryDays: Type.Object({
    averageDays: NullableNumber('Average whole days from collection to delivery'),
    byGovernorate: Type.Array(Type.Object(GovernorateDays)),
    byDelegation: Type.Array(Type.Object({ ...GovernorateDays, delegation: Type.String() })),
  }),
  turnover: Type.Object({
    total: Money('Cash on delivery of the delivered orders'),
    delivered: Int,
  }),
  deliveredReturned: Type.Object({
    current: Type.Array(DeliveredReturnedDay),
    previous: Type.Array(DeliveredReturnedDay),
  }),
  payments: Type.Object({
    paid: Money('Net of the paid bills'),
    unpaid: Money('Net of the pending bills'),
    paidBills: Int,
    unpaidBills: Int,
  }),
  sources: Type.Array(
    Type.Object({ source: Type.Union(ORDER_SOURCES.map((s) => Type.Literal(s))), orders: Int }),
  ),
});

const OrderStatsPeriod = Type.Object({
  ...Range,
  days: Type.Array(Type.Object({ day: Day, orders: Int, groups: Groups })),
  totals: Type.Object({
    orders: Int,
    groups: Groups,
    averageDeliveryDays: NullableNumber('Average whole days from collection to delivery'),
    deliveryRate: NullableNumber('Delivered share of the delivered or returned orders, percent'),
  }),
  byGovernorate: Type.Array(
    Type.Object({ governorate: Type.String(), orders: Int, delivered: Int }),
  ),
});

export const OrderStats = Type.Object({
  current: OrderStatsPeriod,
  previous: Type.Union([Type.Null(), OrderStatsPeriod]),
  change: Type.Object({ orders: Change, delivered: Change, averageDeliveryDays: Change }),
});

const TurnoverStatsPeriod = Type.Object({
  ...Range,
  days: Type.Array(
    Type.Object({
      day: Day,
      turnover: Money('Cash on delivery delivered that day'),
      delivered: Int,
    }),
  ),
  totals: Type.Object({
    turnover: Money('Cash on delivery of the delivered orders'),
    delivered: Int,
    averageBasket: Money('Turnover per delivered order'),
    averageDeliveryDays: NullableNumber('Average whole days from collection to delivery'),
  }),
  byGovernorate: Type.Array(
    Type.Object({ governorate: Type.String(), turnover: Money('Turnover'), delivered: Int }),
  ),
});

export const TurnoverStats = Type.Object({
  current: TurnoverStatsPeriod,
  previous: Type.Union([Type.Null(), TurnoverStatsPeriod]),
  change: Type.Object({ turnover: Change, delivered: Change, averageBasket: Change }),
});
