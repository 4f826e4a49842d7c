// The faulty orders of the report screen: what is wrong with each order (its problems, where its parcel
// is) and the page with the widgets' figures. The SQL is reports.repository's.
import type {
  FaultyKind,
  FaultyOrderRow,
  FaultyOrdersPage,
  Location,
  OrderStatus,
} from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { STAGE_OF_STATUS } from '../orders/stage-of-status';
import { pagedOf } from '../paged';
import { decodeCursor, nextCursorOf } from '../page-cursor';
import {
  countReportsOf,
  DELAYED,
  faultySummaryParts,
  HUB,
  listMovementsOf,
  pageOfFaultyRows,
  resolveSearch,
  RETURNED,
  stuckCutoffOf,
  type FaultyBaseRow,
  type FaultyOrdersFilter,
} from './faulty-orders.repository';

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

/** Adds the movement-derived fields and the report counts to a batch of rows, in two queries. */
export async function completeRows(
  db: DbOrTx,
  rows: FaultyBaseRow[],
  now: Date,
): Promise<FaultyOrderRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.orderId);
  const [movements, reports] = await Promise.all([
    listMovementsOf(db, ids),
    countReportsOf(db, ids),
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

/** The three widgets' figures under the filters, from the four disjoint parts (`faultySummaryParts`). */
async function summaryOf(db: DbOrTx, filter: FaultyOrdersFilter, cutoff: string) {
  const n = (v: unknown) => Number(v ?? 0);
  const [byStatus, bySubStatus, stuck, reportedOnly] = await faultySummaryParts(db, filter, cutoff);
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
    pageOfFaultyRows(db, filter, now),
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
