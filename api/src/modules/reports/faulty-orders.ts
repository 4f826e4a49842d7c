import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  DELAYED_STATUSES,
  HUB_STATUSES,
  HUB_STUCK_DAYS,
  RETURNED_STATUSES,
  type FaultyKind,
  type FaultyOrderRow,
  type FaultyOrdersPage,
  type Location,
  type OrderStatus,
  type ProblemType,
} from '@wolvo/shared/contracts';
import { containsPattern } from '../text-search';
import { isPostgres, type DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { STAGE_OF_STATUS } from '../orders/stage-of-status';
import { pagedOf } from '../paged';
import { liveOrders } from '../orders/live-orders';
import { olderThan } from '../orders/orders-of-the-day.repository';
import { decodeCursor, nextCursorOf } from '../page-cursor';

/** Filters of the faulty orders (report screen). Dates are `yyyy-MM-dd` UTC days on the order's creation. */
export interface FaultyOrdersFilter {
  from?: string;
  to?: string;
  search?: string;
  deliveryCompany?: number;
  business?: number;
  problemType?: ProblemType;
  /** The orders the search matched (see `resolveSearch`); takes the place of `search` in the queries. */
  orderIds?: number[];
}

type Scope = Database & { o: Database['orders'] };
type Eb = ExpressionBuilder<Scope, 'o'>;

const RETURNED = [...RETURNED_STATUSES] as string[];
const HUB = [...HUB_STATUSES] as string[];
const DELAYED = [...DELAYED_STATUSES] as string[];

/** Before this instant, a parcel still at the hub is stuck. */
export const stuckCutoffOf = (now: Date) =>
  new Date(now.getTime() - HUB_STUCK_DAYS * 86_400_000).toISOString();

/**
 * At the hub since before the cutoff (the time of its last movement, so an edit does not reset it):
 * `last_movement_at`, kept by triggers on movements, read from `orders_hub_stuck_idx` and
 * `orders_problems_created_idx` rather than each order's movements.
 */
const stuckAtHub = (eb: Eb, cutoff: string) =>
  eb.and([eb('o.status', 'in', HUB), eb('o.lastMovementAt', '<', cutoff)]);

const openReport = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('orderReports as r')
      .select('r.id')
      .whereRef('r.orderId', '=', 'o.id')
      .where('r.closed', '=', 0),
  );

/** The definition of a faulty order (docs/decisions/faulty-orders-and-reports.md), as one predicate (shared contracts: FAULTY_KINDS). */
const isFaulty = (eb: Eb, cutoff: string) =>
  eb.or([
    eb('o.status', 'in', [...RETURNED, ...DELAYED, 'REFUNDED']),
    eb('o.subStatus', '!=', 'NONE'),
    stuckAtHub(eb, cutoff),
    openReport(eb),
  ]);

/** Most orders a search narrows the screen to. */
const MAX_SEARCH_HITS = 1000;

/**
 * The orders a search of the report screen matches, looked up once through their own indexes: digits are
 * an order id, a code or a recipient's phone; other text a code, a partner code or a piece of the
 * recipient's name. The lists then filter on these ids, so the search costs little at any volume.
 */
export async function resolveSearch<F extends { search?: string; orderIds?: number[] }>(
  db: DbOrTx,
  filter: F,
): Promise<F> {
  const term = filter.search?.trim();
  if (!term) return { ...filter, search: undefined };
  const digits = /^[0-9]+$/.test(term) ? term : null;
  const upper = term.toUpperCase();
  // One query per way of matching, joined by UNION: PostgreSQL reads each through its own index, where
  // one OR of them (the recipients' subquery among them) made it scan every order.
  const orders = () => db.selectFrom('orders as o').select('o.id');
  const recipientsWhere = (
    match: (
      r: ExpressionBuilder<Database & { rp: Database['recipients'] }, 'rp'>,
    ) => ReturnType<ExpressionBuilder<Database, never>['or']>,
  ) =>
    orders().where('o.recipientId', 'in', (eb) =>
      eb.selectFrom('recipients as rp').select('rp.id').where(match).limit(MAX_SEARCH_HITS),
    );
  const ways = [
    orders().where('o.code', '=', upper),
    orders().where('o.partnerCode', '=', upper),
    ...(digits
      ? [
          ...(digits.length <= 9 ? [orders().where('o.id', '=', Number(digits))] : []),
          ...(digits.length === 8
            ? [
                recipientsWhere((r) =>
                  r.or([r('rp.phone1', '=', digits), r('rp.phone2', '=', digits)]),
                ),
              ]
            : []),
        ]
      : [
          recipientsWhere((r) =>
            r.or([r(r.fn('lower', ['rp.fullname']), 'like', containsPattern(term))]),
          ),
        ]),
  ];
  const rows = await ways
    .slice(1)
    .reduce((all, way) => all.union(way), ways[0]!)
    .limit(MAX_SEARCH_HITS)
    .execute();
  return { ...filter, search: undefined, orderIds: rows.map((r) => r.id) };
}

/** Narrows a query to the orders a resolved search matched. */
export function matchingOrders<Q extends SelectQueryBuilder<Scope, 'o', unknown>>(
  query: Q,
  orderIds: number[] | undefined,
): Q {
  if (!orderIds) return query;
  return query.where('o.id', 'in', orderIds.length ? orderIds : [0]) as Q;
}

/**
 * An equality on a column holding a large share of the orders (a client, a sender, a partner). SQLite:
 * `+column = value`, which its planner checks in the covering indexes rather than seeks. PostgreSQL: the
 * plain equality, as its planner estimates the share from the column's statistics; behind the `+` it
 * would guess half a percent and, for a client holding half the orders, hash-join every one of them to
 * the reports and sort them (order-report/get of a client's second page: 80 ms rather than 5).
 */
export const unindexedEquals = (db: DbOrTx, column: string, value: number) =>
  isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = ${value}`
    : sql<boolean>`+${sql.ref(column)} = ${value}`;

/** Live orders under the screen's filters, before the faulty and problem-type conditions. */
function filtered(db: DbOrTx, filter: FaultyOrdersFilter) {
  let q = liveOrders(db);
  if (filter.from) q = q.where('o.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('o.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  // A sender or a partner holds a large share of the orders: read through the status and date indexes.
  if (filter.business) q = q.where(unindexedEquals(db, 'o.businessId', filter.business));
  if (filter.deliveryCompany)
    q = q.where(unindexedEquals(db, 'o.deliveryCompanyId', filter.deliveryCompany));
  return matchingOrders(q, filter.orderIds);
}

/** The faulty orders of one problem type under the filters (ALL: every faulty order). */
export function faultyOrdersQuery(db: DbOrTx, filter: FaultyOrdersFilter, now: Date) {
  const cutoff = stuckCutoffOf(now);
  const q = filtered(db, filter);
  switch (filter.problemType ?? 'ALL') {
    case 'RETURNED':
      // `status || ''` keeps the planner on the date index: newest first, the page found in a few rows,
      // rather than every returned order read and sorted.
      return q.where(sql<string>`${sql.ref('o.status')} || ''`, 'in', RETURNED);
    case 'STILL_COLLECTED':
      return q.where((eb) => stuckAtHub(eb, cutoff));
    case 'LOST':
      return q.where('o.status', '=', 'REFUNDED').where('o.subStatus', '!=', 'DAMAGED');
    default:
      return q.where((eb) => isFaulty(eb, cutoff));
  }
}

/** Where each status leaves the parcel heading next (null: its journey is over). */
const NEXT_STAGE: Partial<Record<OrderStatus, Location>> = {
  CREATED: 'HUB',
  MANUAL_ORDER: 'HUB',
  API_ORDER_CREATED: 'HUB',
  API_ORDER_CONFIRMED: 'HUB',
  API_ORDER_NO_RESPONSE: 'HUB',
  TO_BE_VERIFIED: 'HUB',
  IN_PROGRESS: 'HUB',
  BP_PRINTED: 'HUB',
  READY: 'HUB',
  PRINTED_N_TIMES: 'HUB',
  ORDER_EDITED: 'HUB',
  AWAITING_COLLECTION: 'HUB',
  COLLECTED: 'IN_TRANSIT',
  CONSOLE_TO_LOCATION: 'HUB',
  CONSOLE_IN_BOUND: 'IN_TRANSIT',
  IN_TRANSIT: 'RECIPIENT',
  IN_TRANSIT_SECOND_TRY: 'RECIPIENT',
  IN_TRANSIT_THIRD_TRY: 'RECIPIENT',
  IN_TRANSIT_N_TRY: 'RECIPIENT',
  RETURNED_TRY_ISSUE: 'IN_TRANSIT',
  RECIPIENT_NOT_SERIOUS: 'HUB',
  RETURN_TO_SENDER: 'IN_TRANSIT',
  IN_TRANSIT_TO_SENDER: 'HOME',
};

/**
 * Positions from an order's movements (oldest first): where it is now (the stage of its last movement; a
 * flag such as ORDER_EDITED keeps the stage before it), where it came from (the last different stage
 * before), and where its status sends it next.
 */
export function positionsOf(movements: Array<{ status: string; alphaStatus: string | null }>) {
  const stages: Location[] = [];
  for (const m of movements) {
    const stage =
      STAGE_OF_STATUS[m.status as OrderStatus] ??
      stages.at(-1) ??
      (m.alphaStatus as Location | null) ??
      'HOME';
    stages.push(stage);
  }
  const current = stages.at(-1) ?? 'HOME';
  let previous: Location | null = null;
  for (let i = stages.length - 2; i >= 0; i--)
    if (stages[i] !== current) {
      previous = stages[i]!;
      break;
    }
  const last = movements.at(-1)?.status as OrderStatus | undefined;
  return {
    collectedPosition: current,
    prevInBoundPosition: previous,
    nextInBoundPosition: (last && NEXT_STAGE[last]) ?? null,
  };
}

/** Why one order is faulty (the same rules as the query's). */
export function problemsOf(
  o: { status: string; subStatus: string; statusCreatedAt: string; openReports: number },
  cutoff: string,
): FaultyKind[] {
  const kinds: FaultyKind[] = [];
  if (RETURNED.includes(o.status)) kinds.push('RETURNED');
  if (HUB.includes(o.status) && o.statusCreatedAt < cutoff) kinds.push('STILL_COLLECTED');
  if (o.subStatus === 'DAMAGED') kinds.push('DAMAGED');
  else if (o.status === 'REFUNDED') kinds.push('LOST');
  if (o.subStatus === 'PROBLEMS') kinds.push('ORDER_PROBLEMS');
  if (DELAYED.includes(o.status)) kinds.push('DELAYED');
  if (o.openReports > 0) kinds.push('REPORT');
  return kinds;
}

/** The columns of a faulty order row: order, company, recipient. */
export function faultyRowsOf(query: SelectQueryBuilder<Scope, 'o', object>) {
  return query
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as rc', 'rc.id', 'o.recipientId')
    .select([
      'o.id as orderId',
      'o.code as orderCode',
      'o.partnerCode',
      'o.createdAt as orderCreatedAt',
      'b.name as businessName',
      'o.status as orderStatus',
      'o.subStatus as orderSubStatus',
      'rc.fullname as recipientName',
      'rc.phone1 as recipientPhone1',
      'rc.phone2 as recipientPhone2',
      'rc.delegation as recipientDelegation',
      'o.price',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof faultyRowsOf>['execute']>>[number];

/** Adds the movement-derived fields and the report counts to a batch of rows, in two queries. */
export async function completeRows(
  db: DbOrTx,
  rows: BaseRow[],
  now: Date,
): Promise<FaultyOrderRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.orderId);
  const [movements, reports] = await Promise.all([
    db
      .selectFrom('movements')
      .select(['orderId', 'status', 'alphaStatus', 'createdAt'])
      .where('orderId', 'in', ids)
      .orderBy('orderId')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orderReports')
      .select([
        'orderId',
        (eb) => eb.fn.countAll<number>().as('total'),
        (eb) =>
          eb.fn.sum<number>(eb.case().when('closed', '=', 0).then(1).else(0).end()).as('open'),
      ])
      .where('orderId', 'in', ids)
      .groupBy('orderId')
      .execute(),
  ]);
  const byOrder = new Map<number, typeof movements>();
  for (const m of movements) {
    const list = byOrder.get(m.orderId) ?? [];
    list.push(m);
    byOrder.set(m.orderId, list);
  }
  const reportsOf = new Map(
    reports.map((r) => [r.orderId, { total: Number(r.total), open: Number(r.open ?? 0) }]),
  );
  const cutoff = stuckCutoffOf(now);
  return rows.map((r) => {
    const history = byOrder.get(r.orderId) ?? [];
    const statusCreatedAt = history.at(-1)?.createdAt ?? r.orderCreatedAt;
    const counts = reportsOf.get(r.orderId) ?? { total: 0, open: 0 };
    return {
      ...r,
      statusCreatedAt,
      ...positionsOf(history),
      problems: problemsOf(
        {
          status: r.orderStatus,
          subStatus: r.orderSubStatus,
          statusCreatedAt,
          openReports: counts.open,
        },
        cutoff,
      ),
      totalReports: counts.total,
    };
  });
}

/** Statuses that make an order faulty by themselves. */
const FAULTY_STATUSES = [...RETURNED, ...DELAYED, 'REFUNDED'];

/**
 * The three widgets' figures under the filters, from four disjoint parts each read from an index: orders
 * with a faulty status (by status, so RETURNED comes out too), those with a sub-status and no faulty
 * status, those stuck at the hub (all for STILL_COLLECTED; without a sub-status for ALL), and those with
 * only an open report. Summing disjoint parts avoids one OR that would read every order of the period.
 */
async function summaryOf(db: DbOrTx, filter: FaultyOrdersFilter, cutoff: string) {
  const n = (v: unknown) => Number(v ?? 0);
  const countAndPrice = {
    total: sql<number>`count(*)`,
    price: sql<number>`sum(${sql.ref('o.price')})`,
  };
  // Without a search, a sender or a partner, the parts counted by status and sub-status come from
  // `order_day_counts` (kept by triggers on orders): a few hundred rows instead of every faulty order of
  // the period (190,000 at 1,000,000 orders).
  const byDay = !filter.orderIds && !filter.business && !filter.deliveryCompany;
  const dayCounts = () => {
    let q = db.selectFrom('orderDayCounts as c');
    if (filter.from) q = q.where('c.day', '>=', filter.from);
    if (filter.to) q = q.where('c.day', '<=', filter.to);
    return q;
  };
  const [byStatus, bySubStatus, stuck, reportedOnly] = await Promise.all([
    byDay
      ? dayCounts()
          .where('c.status', 'in', FAULTY_STATUSES)
          .select([
            'c.status',
            'c.subStatus',
            sql<number>`sum(${sql.ref('c.n')})`.as('total'),
            sql<number>`sum(${sql.ref('c.price')})`.as('price'),
          ])
          .groupBy(['c.status', 'c.subStatus'])
          .execute()
      : filtered(db, filter)
          .where('o.status', 'in', FAULTY_STATUSES)
          .select([
            'o.status',
            'o.subStatus',
            countAndPrice.total.as('total'),
            countAndPrice.price.as('price'),
          ])
          .groupBy(['o.status', 'o.subStatus'])
          .execute(),
    byDay
      ? dayCounts()
          .where('c.subStatus', 'in', ['PROBLEMS', 'DAMAGED'])
          .where('c.status', 'not in', FAULTY_STATUSES)
          .select([
            sql<number>`sum(${sql.ref('c.n')})`.as('total'),
            sql<number>`sum(${sql.ref('c.price')})`.as('price'),
          ])
          .executeTakeFirstOrThrow()
      : filtered(db, filter)
          .where('o.subStatus', 'in', ['PROBLEMS', 'DAMAGED'])
          .where('o.status', 'not in', FAULTY_STATUSES)
          .select([countAndPrice.total.as('total'), countAndPrice.price.as('price')])
          .executeTakeFirstOrThrow(),
    filtered(db, filter)
      .where((eb) => stuckAtHub(eb, cutoff))
      .select((eb) => [
        countAndPrice.total.as('total'),
        countAndPrice.price.as('price'),
        eb.fn
          .sum<number>(eb.case().when('o.subStatus', '=', 'NONE').then(1).else(0).end())
          .as('plainTotal'),
        eb.fn
          .sum<number>(
            eb.case().when('o.subStatus', '=', 'NONE').then(eb.ref('o.price')).else(0).end(),
          )
          .as('plainPrice'),
      ])
      .executeTakeFirstOrThrow(),
    // Driven by the few open reports: `sub_status || ''` keeps the planner off the sub-status index.
    filtered(db, filter)
      .where((eb) =>
        eb(
          'o.id',
          'in',
          eb.selectFrom('orderReports as r').select('r.orderId').where('r.closed', '=', 0),
        ),
      )
      .where('o.status', 'not in', FAULTY_STATUSES)
      .where(sql<string>`${sql.ref('o.subStatus')} || ''`, '=', 'NONE')
      .where((eb) => eb.not(stuckAtHub(eb, cutoff)))
      .select([countAndPrice.total.as('total'), countAndPrice.price.as('price')])
      .executeTakeFirstOrThrow(),
  ]);
  const returned = byStatus.filter((r) => RETURNED.includes(r.status));
  const lost = byStatus.filter((r) => r.status === 'REFUNDED' && r.subStatus !== 'DAMAGED');
  const sum = (rows: Array<{ total: unknown; price: unknown }>, key: 'total' | 'price') =>
    rows.reduce((acc, r) => acc + n(r[key]), 0);
  return {
    ALL: {
      total:
        sum(byStatus, 'total') + n(bySubStatus.total) + n(stuck.plainTotal) + n(reportedOnly.total),
      price:
        sum(byStatus, 'price') + n(bySubStatus.price) + n(stuck.plainPrice) + n(reportedOnly.price),
    },
    RETURNED: { total: sum(returned, 'total'), price: sum(returned, 'price') },
    STILL_COLLECTED: { total: n(stuck.total), price: n(stuck.price) },
    LOST: { total: sum(lost, 'total'), price: sum(lost, 'price') },
  };
}

/**
 * One page of faulty orders, newest first: the page's ids from `orders_problems_created_idx` alone (it holds
 * every column the filters and problem types test), then those few rows with their company and recipient.
 */
async function pageOf(
  db: DbOrTx,
  filter: FaultyOrdersFilter & { offset: number; limit: number; cursor?: string },
  now: Date,
): Promise<BaseRow[]> {
  // PostgreSQL cannot estimate the stuck-at-hub test (a subquery per order), guesses that a third of the
  // parcels at the hub pass it and walks the whole date index newest first for a page that few or none
  // fill (45 ms at 100,000 orders). Sorting on `created_at || ''` (the same text, the same order) makes it
  // read the parcels at the hub through the status index and sort those, as SQLite does by itself.
  const newestFirst =
    filter.problemType === 'STILL_COLLECTED' && isPostgres(db)
      ? sql<string>`${sql.ref('o.createdAt')} || ''`
      : sql.ref<string>('o.createdAt');
  const after = filter.cursor === undefined ? undefined : decodeCursor(filter.cursor);
  const ids = await faultyOrdersQuery(db, filter, now)
    .select('o.id')
    .$if(after !== undefined, (q) => q.where((eb) => olderThan(eb, after!)))
    .orderBy(newestFirst, 'desc')
    .orderBy('o.id', 'desc')
    .$if(after === undefined, (q) => q.offset(filter.offset))
    .limit(filter.limit)
    .execute();
  if (!ids.length) return [];
  const rows = await faultyRowsOf(
    db.selectFrom('orders as o').where(
      'o.id',
      'in',
      ids.map((r) => r.id),
    ),
  ).execute();
  const byId = new Map(rows.map((r) => [r.orderId, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * GET /v1/order/findAllOrdersWithProblems: a page of faulty orders of the problem type asked (newest
 * first) and the summary of the three types under every other filter, so the widgets keep their figures
 * while one of them filters.
 */
export async function findFaultyOrders(
  db: DbOrTx,
  query: FaultyOrdersFilter & { offset: number; limit: number; cursor?: string },
  now = new Date(),
): Promise<FaultyOrdersPage> {
  if (query.cursor !== undefined) decodeCursor(query.cursor);
  const filter = await resolveSearch(db, query);
  const [rows, summary] = await Promise.all([
    pageOf(db, filter, now),
    summaryOf(db, filter, stuckCutoffOf(now)),
  ]);
  const total = summary[filter.problemType ?? 'ALL'].total;
  const items = await completeRows(db, rows, now);
  const nextCursor = nextCursorOf(
    rows.map((r) => ({ createdAt: r.orderCreatedAt, id: r.orderId })),
    filter.limit,
  );
  return { ...pagedOf(items, total, filter), nextCursor, summary };
}
