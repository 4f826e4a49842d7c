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
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { STAGE_OF_STATUS } from '../../db/seed/lifecycles';
import { pagedOf } from '../paged';

/** Filters of the faulty orders (report screen). Dates are `yyyy-MM-dd` UTC days on the order's creation. */
export interface FaultyOrdersFilter {
  from?: string;
  to?: string;
  search?: string;
  deliveryCompany?: number;
  business?: number;
  problemType?: ProblemType;
}

type Scope = Database & { o: Database['orders'] };
type Eb = ExpressionBuilder<Scope, 'o'>;

const RETURNED = [...RETURNED_STATUSES] as string[];
const HUB = [...HUB_STATUSES] as string[];
const DELAYED = [...DELAYED_STATUSES] as string[];

/** Before this instant, a parcel still at the hub is stuck. */
export const stuckCutoffOf = (now: Date) =>
  new Date(now.getTime() - HUB_STUCK_DAYS * 86_400_000).toISOString();

const lastMovementAt = (eb: Eb) =>
  eb
    .selectFrom('movements as m')
    .select((m) => m.fn.max('m.createdAt').as('at'))
    .whereRef('m.orderId', '=', 'o.id');

/** At the hub since before the cutoff (the time of its last movement, so an edit does not reset it). */
const stuckAtHub = (eb: Eb, cutoff: string) =>
  eb.and([eb('o.status', 'in', HUB), eb(lastMovementAt(eb), '<', cutoff)]);

const openReport = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('orderReports as r')
      .select('r.id')
      .whereRef('r.orderId', '=', 'o.id')
      .where('r.closed', '=', 0),
  );

/** The README's definition of a faulty order, as one predicate (shared contracts: FAULTY_KINDS). */
const isFaulty = (eb: Eb, cutoff: string) =>
  eb.or([
    eb('o.status', 'in', [...RETURNED, ...DELAYED, 'REFUNDED']),
    eb('o.subStatus', '!=', 'NONE'),
    stuckAtHub(eb, cutoff),
    openReport(eb),
  ]);

// `%` and `_` typed by the user are literal characters, not wildcards.
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search of the report screen: digits are an order id, a code or a recipient's phone; other text a
 * code, a partner code or a piece of the recipient's name.
 */
export function searchOrders<Q extends SelectQueryBuilder<Scope, 'o', unknown>>(
  query: Q,
  search: string | undefined,
): Q {
  const term = search?.trim();
  if (!term) return query;
  const digits = /^[0-9]+$/.test(term) ? term : null;
  const upper = term.toUpperCase();
  return query.where((eb) =>
    eb.or([
      eb('o.code', '=', upper),
      eb('o.partnerCode', '=', upper),
      ...(digits
        ? [
            ...(digits.length <= 9 ? [eb('o.id', '=', Number(digits))] : []),
            ...(digits.length === 8
              ? [
                  eb(
                    'o.recipientId',
                    'in',
                    eb
                      .selectFrom('recipients as rp')
                      .select('rp.id')
                      .where((r) =>
                        r.or([r('rp.phone1', '=', digits), r('rp.phone2', '=', digits)]),
                      ),
                  ),
                ]
              : []),
          ]
        : [
            eb(
              'o.recipientId',
              'in',
              eb
                .selectFrom('recipients as rn')
                .select('rn.id')
                .where(
                  (r) => r.fn('lower', ['rn.fullname']),
                  'like',
                  sql<string>`${`%${likeEscape(term.toLowerCase())}%`} escape '\\'`,
                ),
            ),
          ]),
    ]),
  ) as Q;
}

/** Live orders under the screen's filters, before the faulty and problem-type conditions. */
function filtered(db: DbOrTx, filter: FaultyOrdersFilter) {
  let q = db.selectFrom('orders as o').where('o.deletedAt', 'is', null);
  if (filter.from) q = q.where('o.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('o.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.business) q = q.where('o.businessId', '=', filter.business);
  if (filter.deliveryCompany) q = q.where('o.deliveryCompanyId', '=', filter.deliveryCompany);
  return searchOrders(q, filter.search);
}

/** The faulty orders of one problem type under the filters (ALL: every faulty order). */
export function faultyOrdersQuery(db: DbOrTx, filter: FaultyOrdersFilter, now: Date) {
  const cutoff = stuckCutoffOf(now);
  const q = filtered(db, filter);
  switch (filter.problemType ?? 'ALL') {
    case 'RETURNED':
      return q.where('o.status', 'in', RETURNED);
    case 'STILL_COLLECTED':
      return q.where((eb) => stuckAtHub(eb, cutoff));
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
  if (o.subStatus === 'DAMAGED' || o.status === 'REFUNDED') kinds.push('DAMAGED');
  if (o.subStatus === 'PROBLEMS') kinds.push('ORDER_PROBLEMS');
  if (DELAYED.includes(o.status)) kinds.push('DELAYED');
  if (o.openReports > 0) kinds.push('REPORT');
  return kinds;
}

/** The columns of a faulty order row: order, company, recipient. */
export function faultyRowsOf(query: ReturnType<typeof faultyOrdersQuery>) {
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

/**
 * GET /v1/order/findAllOrdersWithProblems: a page of faulty orders of the problem type asked (newest
 * first) and the summary of the three types under every other filter, so the widgets keep their figures
 * while one of them filters.
 */
export async function findFaultyOrders(
  db: DbOrTx,
  filter: FaultyOrdersFilter & { offset: number; limit: number },
  now = new Date(),
): Promise<FaultyOrdersPage> {
  const cutoff = stuckCutoffOf(now);
  const listed = faultyOrdersQuery(db, filter, now);
  const one = sql<number>`1`;
  const zero = sql<number>`0`;
  const [rows, summary] = await Promise.all([
    faultyRowsOf(listed)
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    filtered(db, filter)
      .where((eb) => isFaulty(eb, cutoff))
      .select((eb) => {
        const returned = eb.case().when('o.status', 'in', RETURNED);
        const stuck = eb.case().when(stuckAtHub(eb, cutoff));
        return [
          eb.fn.countAll<number>().as('allTotal'),
          eb.fn.sum<number>('o.price').as('allPrice'),
          eb.fn.sum<number>(returned.then(one).else(zero).end()).as('returnedTotal'),
          eb.fn
            .sum<number>(
              eb.case().when('o.status', 'in', RETURNED).then(eb.ref('o.price')).else(zero).end(),
            )
            .as('returnedPrice'),
          eb.fn.sum<number>(stuck.then(one).else(zero).end()).as('stuckTotal'),
          eb.fn
            .sum<number>(
              eb.case().when(stuckAtHub(eb, cutoff)).then(eb.ref('o.price')).else(zero).end(),
            )
            .as('stuckPrice'),
        ];
      })
      .executeTakeFirstOrThrow(),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  const totals = {
    ALL: { total: n(summary.allTotal), price: n(summary.allPrice) },
    RETURNED: { total: n(summary.returnedTotal), price: n(summary.returnedPrice) },
    STILL_COLLECTED: { total: n(summary.stuckTotal), price: n(summary.stuckPrice) },
  };
  const total = totals[filter.problemType ?? 'ALL'].total;
  return {
    ...pagedOf(await completeRows(db, rows, now), total, filter),
    summary: totals,
  };
}
