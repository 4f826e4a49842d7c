import { sql, type SelectQueryBuilder } from 'kysely';
import { TOTAL_BOUND, type Paged } from '@wolvo/shared/contracts';
import type { DbOrTx } from '../db/database';

/** A page of a server-paged list: its items, its 1-based number, the total and the page count. */
export function pagedOf<T>(
  items: T[],
  total: number | BoundedTotal,
  page: { offset: number; limit: number },
): Paged<T> {
  const bounded = typeof total === 'number' ? null : total;
  const n = bounded ? bounded.total : (total as number);
  return {
    items,
    page: Math.floor(page.offset / page.limit) + 1,
    total: n,
    totalPages: Math.ceil(n / page.limit),
    ...(bounded ? { totalIsLowerBound: bounded.totalIsLowerBound } : {}),
  };
}

/** A total counted up to `TOTAL_BOUND` rows: exact below, a lower bound (`TOTAL_BOUND`) above. */
export interface BoundedTotal {
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * Counts the rows of `rows` (a query of the list's rows under its filters) up to `TOTAL_BOUND`: a list of
 * a million rows costs its first ten thousand, where an exact count reads every one (issue #38).
 */
export async function boundedCount<DB, TB extends keyof DB, O>(
  db: DbOrTx,
  rows: SelectQueryBuilder<DB, TB, O>,
): Promise<BoundedTotal> {
  const { rows: counted } = await sql<{ n: number | string }>`select count(*) as n from (${rows
    .clearSelect()
    .select(sql.lit(1).as('one'))
    .limit(TOTAL_BOUND + 1)}) as bounded`.execute(db);
  const n = Number(counted[0]?.n ?? 0);
  return n > TOTAL_BOUND
    ? { total: TOTAL_BOUND, totalIsLowerBound: true }
    : { total: n, totalIsLowerBound: false };
}

/** The exact count of `rows` (a list's query under its filters; its selection is replaced). */
export async function exactCount<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // Kysely cannot name the row of a select on a generic query: it is `{ total }`.
  const counted = (await rows
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst()) as { total: number | string } | undefined;
  return Number(counted?.total ?? 0);
}

/**
 * The rows `page` reads from `base` (selected, ordered and sliced) and how many rows `base` has, counted
 * as `count(*) as n`, the two queries run together.
 */
export async function pageAndCount<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: (base: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, counted] = await Promise.all([
    page(base),
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot name the row of a select on a generic query: it is `{ n }`.
  return { rows, total: Number((counted as Record<string, unknown>).n) };
}

/** A page of an order list (`o`), newest first; the id breaks ties between orders of the same instant. */
export const newestOrdersFirst =
  (page: { offset: number; limit: number }) =>
  <DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>) =>
    rows
      .orderBy(sql.ref('o.createdAt'), 'desc')
      .orderBy(sql.ref('o.id'), 'desc')
      .offset(page.offset)
      .limit(page.limit);
