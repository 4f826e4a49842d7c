import {
  API_PENDING_STATUSES,
  HOME_CHART_DAYS,
  HOME_PERIOD_DAYS,
  STOCK_STATUSES,
  MAX_STATISTICS_DAYS,
  STATISTICS_MESSAGES as M,
  STATUS_GROUP_OF,
  STATUS_GROUPS,
  type Change,
  type ClientHomeStatistics,
  type DayRange,
  type DeliveredReturnedDay,
  type OrderSource,
  type OrderStats,
  type OrderStatsPeriod,
  type OrderStatus,
  type StatisticsQuery,
  type StatusGroupCounts,
  type TurnoverStats,
  type TurnoverStatsPeriod,
} from '@wolvo/shared/contracts';
import type { Db, DialectName } from '../../db/database';
import { badRequest } from '../../http-error';
import type { AuthContext } from '../auth/access';
import {
  billsByStatus,
  deliveriesByDayAndGovernorate,
  deliveriesByPlace,
  deliveryDaysTotal,
  eventsByDay,
  ordersByCurrentStatus,
  ordersByDayAndStatus,
  ordersByGovernorate,
  ordersBySource,
  type Span,
} from './statistics.repository';

const DAY_MS = 86_400_000;
const DELIVERED_GROUP = (Object.keys(STATUS_GROUP_OF) as OrderStatus[]).filter(
  (s) => STATUS_GROUP_OF[s] === 'DELIVERED',
);

/** What the statistics need of the app: the database, its engine, and today's clock. */
export interface StatisticsContext {
  db: Db;
  dialect: DialectName;
  now: () => Date;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number) => isoDay(dayMs(day) + days * DAY_MS);
const spanOf = (range: DayRange): Span => ({
  from: range.from,
  to: range.to,
  start: `${range.from}T00:00:00.000Z`,
  end: `${addDays(range.to, 1)}T00:00:00.000Z`,
});
const lengthOf = (range: DayRange) =>
  Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
/** Every day of a range, oldest first. */
const daysOf = (range: DayRange) =>
  Array.from({ length: lengthOf(range) }, (_, i) => addDays(range.from, i));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const averageOf = (sum: number, count: number) => (count > 0 ? oneDecimal(sum / count) : null);
const num = (value: unknown) => Number(value ?? 0);

/** Change of a figure against the comparison range, percent with one decimal. */
export function changeOf(current: number | null, previous: number | null | undefined): Change {
  if (current === null || previous === null || previous === undefined || previous === 0)
    return null;
  return oneDecimal(((current - previous) / previous) * 100);
}

function clientOf(auth: AuthContext): number {
  // The guard lets only client roles in; a client user always acts for its own client.
  return auth.clientId!;
}

function validDay(day: string): boolean {
  return !Number.isNaN(dayMs(day)) && isoDay(dayMs(day)) === day;
}

/** Checks the statistics query: valid days, from ≤ to, a bounded length, a comparison of the same length. */
export function rangesOf(query: StatisticsQuery): { current: DayRange; previous: DayRange | null } {
  if (!validDay(query.from)) throw badRequest(`from: ${M.rangeInvalid}`);
  if (!validDay(query.to) || query.to < query.from) throw badRequest(`to: ${M.rangeInvalid}`);
  const current = { from: query.from, to: query.to };
  if (lengthOf(current) > MAX_STATISTICS_DAYS) throw badRequest(`to: ${M.rangeTooLong}`);
  if (query.compareFrom === undefined && query.compareTo === undefined)
    return { current, previous: null };
  if (query.compareFrom === undefined || query.compareTo === undefined)
    throw badRequest(
      `${query.compareFrom === undefined ? 'compareFrom' : 'compareTo'}: ${M.compareIncomplete}`,
    );
  if (!validDay(query.compareFrom)) throw badRequest(`compareFrom: ${M.rangeInvalid}`);
  if (!validDay(query.compareTo) || query.compareTo < query.compareFrom)
    throw badRequest(`compareTo: ${M.rangeInvalid}`);
  const previous = { from: query.compareFrom, to: query.compareTo };
  if (lengthOf(previous) !== lengthOf(current)) throw badRequest(`compareTo: ${M.lengthMismatch}`);
  return { current, previous };
}

const noGroups = (): StatusGroupCounts =>
  Object.fromEntries(STATUS_GROUPS.map((g) => [g, 0])) as StatusGroupCounts;

/** Deliveries by place folded into the overall average, governorates and delegations. */
function foldPlaces(rows: Awaited<ReturnType<typeof deliveriesByPlace>>) {
  const governorates = new Map<
    string,
    { delivered: number; cod: number; collected: number; days: number }
  >();
  let collected = 0;
  let days = 0;
  const byDelegation = rows
    .filter((r) => num(r.collected) > 0)
    .map((r) => ({
      governorate: r.governorate,
      delegation: r.delegation,
      averageDays: averageOf(num(r.days), num(r.collected))!,
      delivered: num(r.collected),
    }))
    .sort((a, b) => b.delivered - a.delivered || a.delegation.localeCompare(b.delegation));
  for (const r of rows) {
    const g = governorates.get(r.governorate) ?? { delivered: 0, cod: 0, collected: 0, days: 0 };
    g.delivered += num(r.delivered);
    g.cod += num(r.cod);
    g.collected += num(r.collected);
    g.days += num(r.days);
    governorates.set(r.governorate, g);
    collected += num(r.collected);
    days += num(r.days);
  }
  return {
    averageDays: averageOf(days, collected),
    governorates: [...governorates.entries()].map(([governorate, g]) => ({ governorate, ...g })),
    byDelegation,
  };
}

/**
 * GET /v1/statistics/getClientHomeStatistics: the client home's widgets. Stock, API orders to confirm
 * and payments are as they are now; the other figures cover the last HOME_PERIOD_DAYS UTC days.
 */
export async function getClientHomeStatistics(
  ctx: StatisticsContext,
  auth: AuthContext,
): Promise<ClientHomeStatistics> {
  const { db, dialect } = ctx;
  const clientId = clientOf(auth);
  const today = isoDay(ctx.now().getTime());
  const period = { from: addDays(today, 1 - HOME_PERIOD_DAYS), to: today };
  const chart = { from: addDays(today, 1 - 2 * HOME_CHART_DAYS), to: today };
  const [current, sources, delivered, returned, places, bills] = await Promise.all([
    ordersByCurrentStatus(db, clientId, [...STOCK_STATUSES, ...API_PENDING_STATUSES]),
    ordersBySource(db, clientId, spanOf(period)),
    eventsByDay(db, 'orders.deliveredAt', clientId, spanOf(chart)),
    // Returned: the return to the sender decided (its RETURN_TO_SENDER movement).
    eventsByDay(db, 'orders.returnedAt', clientId, spanOf(chart)),
    deliveriesByPlace(db, dialect, clientId, spanOf(period)),
    billsByStatus(db, clientId),
  ]);

  const hub = current.filter((r) => (STOCK_STATUSES as readonly string[]).includes(r.status));
  const deliveredOn = new Map(delivered.map((e) => [e.day, num(e.parcels)]));
  const returnedOn = new Map(returned.map((e) => [e.day, num(e.parcels)]));
  const chartDays = daysOf(chart).map((day): DeliveredReturnedDay => ({
    day,
    delivered: deliveredOn.get(day) ?? 0,
    returned: returnedOn.get(day) ?? 0,
  }));
  const folded = foldPlaces(places);
  const bill = (status: string) => bills.find((b) => b.status === status);
  return {
    today,
    period,
    stock: {
      parcels: hub.reduce((s, r) => s + num(r.orders), 0),
      cod: hub.reduce((s, r) => s + num(r.cod), 0),
    },
    apiOrders: {
      total: num(sources.find((s) => s.source === 'API')?.orders),
      toConfirm: current
        .filter((r) => (API_PENDING_STATUSES as readonly string[]).includes(r.status))
        .reduce((s, r) => s + num(r.orders), 0),
    },
    deliveryDays: {
      averageDays: folded.averageDays,
      byGovernorate: folded.governorates
        .filter((g) => g.collected > 0)
        .map((g) => ({
          governorate: g.governorate,
          averageDays: averageOf(g.days, g.collected)!,
          delivered: g.collected,
        }))
        .sort((a, b) => b.delivered - a.delivered || a.governorate.localeCompare(b.governorate)),
      byDelegation: folded.byDelegation,
    },
    turnover: {
      total: folded.governorates.reduce((s, g) => s + g.cod, 0),
      delivered: folded.governorates.reduce((s, g) => s + g.delivered, 0),
    },
    deliveredReturned: {
      previous: chartDays.slice(0, HOME_CHART_DAYS),
      current: chartDays.slice(HOME_CHART_DAYS),
    },
    payments: {
      paid: num(bill('PAID')?.net),
      unpaid: num(bill('PENDING')?.net),
      paidBills: num(bill('PAID')?.bills),
      unpaidBills: num(bill('PENDING')?.bills),
    },
    sources: sources
      .map((s) => ({ source: s.source as OrderSource, orders: num(s.orders) }))
      .sort((a, b) => b.orders - a.orders || a.source.localeCompare(b.source)),
  };
}

async function orderStatsOf(
  ctx: StatisticsContext,
  clientId: number,
  range: DayRange,
): Promise<OrderStatsPeriod> {
  const span = spanOf(range);
  const [rows, governorates, delivery] = await Promise.all([
    ordersByDayAndStatus(ctx.db, clientId, span),
    ordersByGovernorate(ctx.db, clientId, span, DELIVERED_GROUP),
    deliveryDaysTotal(ctx.db, ctx.dialect, clientId, span),
  ]);
  const byDay = new Map(daysOf(range).map((day) => [day, { orders: 0, groups: noGroups() }]));
  const totals = { orders: 0, groups: noGroups() };
  for (const r of rows) {
    const group = STATUS_GROUP_OF[r.status as OrderStatus] ?? 'PREPARING';
    const n = num(r.orders);
    const day = byDay.get(r.day);
    if (day) {
      day.orders += n;
      day.groups[group] += n;
    }
    totals.orders += n;
    totals.groups[group] += n;
  }
  const finished = totals.groups.DELIVERED + totals.groups.RETURNED;
  return {
    ...range,
    days: [...byDay.entries()].map(([day, d]) => ({ day, ...d })),
    totals: {
      ...totals,
      averageDeliveryDays: averageOf(num(delivery?.days), num(delivery?.collected)),
      deliveryRate: finished > 0 ? oneDecimal((totals.groups.DELIVERED / finished) * 100) : null,
    },
    byGovernorate: governorates
      .map((g) => ({
        governorate: g.governorate,
        orders: num(g.orders),
        delivered: num(g.delivered),
      }))
      .sort((a, b) => b.orders - a.orders || a.governorate.localeCompare(b.governorate)),
  };
}

/** GET /v1/statistics/getOrderStats: orders of a range by day and status group, and the comparison. */
export async function getOrderStats(
  ctx: StatisticsContext,
  auth: AuthContext,
  query: StatisticsQuery,
): Promise<OrderStats> {
  const { current, previous } = rangesOf(query);
  const clientId = clientOf(auth);
  const [now, before] = await Promise.all([
    orderStatsOf(ctx, clientId, current),
    previous ? orderStatsOf(ctx, clientId, previous) : null,
  ]);
  return {
    current: now,
    previous: before,
    change: {
      orders: changeOf(now.totals.orders, before?.totals.orders),
      delivered: changeOf(now.totals.groups.DELIVERED, before?.totals.groups.DELIVERED),
      averageDeliveryDays: changeOf(
        now.totals.averageDeliveryDays,
        before?.totals.averageDeliveryDays,
      ),
    },
  };
}

async function turnoverOf(
  ctx: StatisticsContext,
  clientId: number,
  range: DayRange,
): Promise<TurnoverStatsPeriod> {
  const rows = await deliveriesByDayAndGovernorate(ctx.db, ctx.dialect, clientId, spanOf(range));
  const byDay = new Map<string, { turnover: number; delivered: number }>();
  const governorates = new Map<string, { turnover: number; delivered: number }>();
  let collected = 0;
  let totalDays = 0;
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { turnover: 0, delivered: 0 };
    d.turnover += num(r.cod);
    d.delivered += num(r.delivered);
    byDay.set(r.day, d);
    const g = governorates.get(r.governorate) ?? { turnover: 0, delivered: 0 };
    g.turnover += num(r.cod);
    g.delivered += num(r.delivered);
    governorates.set(r.governorate, g);
    collected += num(r.collected);
    totalDays += num(r.days);
  }
  const days = daysOf(range).map((day) => ({
    day,
    turnover: byDay.get(day)?.turnover ?? 0,
    delivered: byDay.get(day)?.delivered ?? 0,
  }));
  const turnover = days.reduce((s, d) => s + d.turnover, 0);
  const delivered = days.reduce((s, d) => s + d.delivered, 0);
  return {
    ...range,
    days,
    totals: {
      turnover,
      delivered,
      // Integer millimes, half up: (2 × turnover + delivered) ÷ (2 × delivered), floored.
      averageBasket: delivered > 0 ? Math.floor((2 * turnover + delivered) / (2 * delivered)) : 0,
      averageDeliveryDays: averageOf(totalDays, collected),
    },
    byGovernorate: [...governorates.entries()]
      .map(([governorate, g]) => ({ governorate, ...g }))
      .sort((a, b) => b.turnover - a.turnover || a.governorate.localeCompare(b.governorate)),
  };
}

/** GET /v1/statistics/getOrderTurnoverStats: cash on delivery of the delivered orders by day, and the comparison. */
export async function getOrderTurnoverStats(
  ctx: StatisticsContext,
  auth: AuthContext,
  query: StatisticsQuery,
): Promise<TurnoverStats> {
  const { current, previous } = rangesOf(query);
  const clientId = clientOf(auth);
  const [now, before] = await Promise.all([
    turnoverOf(ctx, clientId, current),
    previous ? turnoverOf(ctx, clientId, previous) : null,
  ]);
  return {
    current: now,
    previous: before,
    change: {
      turnover: changeOf(now.totals.turnover, before?.totals.turnover),
      delivered: changeOf(now.totals.delivered, before?.totals.delivered),
      averageBasket: changeOf(now.totals.averageBasket, before?.totals.averageBasket),
    },
  };
}
