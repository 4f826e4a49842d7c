// The faulty orders' SQL (report screen): the search, the page, the widgets' figures. The service
// (`faulty-orders.ts`) holds what makes each order faulty beyond the query's conditions.
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  DELAYED_STATUSES,
  HUB_STATUSES,
  HUB_STUCK_DAYS,
  RETURNED_STATUSES,
  type ProblemType,
} from '@wolvo/shared/contracts';
import { containsPattern } from '../text-search';
import { isPostgres, type DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { liveOrders } from '../orders/live-orders';
import { olderThan } from '../orders/orders-of-the-day.repository';
import { decodeCursor } from '../page-cursor';

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

export const RETURNED = [...RETURNED_STATUSES] as string[];
export const HUB = [...HUB_STATUSES] as string[];
export const DELAYED = [...DELAYED_STATUSES] as string[];

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

/** One of its reports is open: `has_open_report`, kept by triggers on `order_reports`, read from an index. */
const openReport = (eb: Eb) => eb('o.hasOpenReport', '=', 1);

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
      // `may_be_faulty` (generated from the status, sub-status and open report) leads
      // `orders_may_be_faulty_idx`: a deep page skips only the orders that may be faulty, in that index.
      return q.where('o.mayBeFaulty', '=', 1).where((eb) => isFaulty(eb, cutoff));
  }
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

export type FaultyBaseRow = Awaited<ReturnType<ReturnType<typeof faultyRowsOf>['execute']>>[number];

/** The movements of the orders, each order's oldest first. */
export function listMovementsOf(db: DbOrTx, orderIds: number[]) {
  return db
    .selectFrom('movements')
    .select(['orderId', 'status', 'alphaStatus', 'createdAt'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** How many reports each of the orders has, and how many of them are open. */
export function countReportsOf(db: DbOrTx, orderIds: number[]) {
  return db
    .selectFrom('orderReports')
    .select([
      'orderId',
      (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.sum<number>(eb.case().when('closed', '=', 0).then(1).else(0).end()).as('open'),
    ])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
}

/** Statuses that make an order faulty by themselves. */
const FAULTY_STATUSES = [...RETURNED, ...DELAYED, 'REFUNDED'];

/**
 * The four disjoint parts of the three widgets' figures under the filters, each read from an index: orders
 * with a faulty status (by status, so RETURNED comes out too), those with a sub-status and no faulty
 * status, those stuck at the hub (all for STILL_COLLECTED; without a sub-status for ALL), and those with
 * only an open report. Summing disjoint parts avoids one OR that would read every order of the period.
 */
export function faultySummaryParts(db: DbOrTx, filter: FaultyOrdersFilter, cutoff: string) {
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
  return Promise.all([
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
}

/**
 * One page of faulty orders, newest first: the page's ids from `orders_problems_created_idx` alone (it holds
 * every column the filters and problem types test; every problem: `orders_may_be_faulty_idx`), then those
 * few rows with their company and recipient.
 */
export async function pageOfFaultyRows(
  db: DbOrTx,
  filter: FaultyOrdersFilter & { offset: number; limit: number; cursor?: string },
  now: Date,
): Promise<FaultyBaseRow[]> {
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
