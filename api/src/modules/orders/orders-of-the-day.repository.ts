// The orders of the day: the merchant's and staff's daily list, its summary, its export walk.
import { sql, type ExpressionBuilder } from 'kysely';
import { containsPattern } from '../text-search';
import type { Database } from '../../db/schema';
import { isPostgres, type DbOrTx } from '../../db/database';
import { liveOrders } from './live-orders';
import type { TenantScope } from './orders.repository';

/** Filters of the orders-of-the-day list. Dates are `yyyy-MM-dd` (UTC days), inclusive. */
export interface OrdersOfTheDayFilter {
  from?: string;
  to?: string;
  /** Start of today (ISO), for the default view. */
  todayStart: string;
  search?: string;
  statuses?: string[];
  service?: string;
  source?: string;
  businessId?: number;
  /** Only these orders (a selection), whatever their date or status; the tenant still applies. */
  ids?: number[];
  offset: number;
  limit: number;
  /** Keyset paging: the rows after this one (newest first) instead of skipping `offset` rows. */
  after?: { createdAt: string; id: number };
}

type OrdersScope = Database & { o: Database['orders'] };

/**
 * Most recipients a name search lists by id; more (a letter or two, a common first name) stay a subquery.
 * Listed, their live orders are counted and paged from `orders_recipient_live_idx` alone (recipient,
 * client, status, creation). SQLite lists at most 100: a common first name's 2,000 recipients hold some
 * 30,000 orders at 1,000,000, and reading those even from that index (125 ms of CPU) costs more than
 * walking the default view newest first, testing each order's recipient, until the page is full (a few
 * hundred orders); the view's summary then sums the recipients' `order_recipient_counts` rather than
 * testing its 34,000 orders (75 ms). PostgreSQL reads them through its bitmap scans.
 */
const maxNameRecipients = (db: DbOrTx) => (isPostgres(db) ? 2000 : 100);

/** A tenant's recipients whose name holds `text` (SQLite: `recipients_client_name_idx` alone). */
const recipientsNamed = (db: DbOrTx, clientId: number, text: string) =>
  db
    .selectFrom('recipients as r')
    .select('r.id')
    .where('r.clientId', '=', clientId)
    .where((r) => r(r.fn('lower', ['r.fullname']), 'like', containsPattern(text)));

/**
 * Orders of the day of a tenant: the given dates, or else today's orders plus every order not collected yet.
 * The page, its total and the count of each status under every filter but the status one (so the summary
 * chips keep their counts while one of them filters).
 */
/**
 * The orders of the day's filters as query builders: `base` (tenant, service, source, company, search),
 * its `parts` (the dates given, or the not-collected and today's parts) and `listed` (those with the
 * statuses asked). The list pages them; the spreadsheet export walks all of them.
 */
async function ordersOfTheDayQuery(
  db: DbOrTx,
  scope: TenantScope,
  filter: Omit<OrdersOfTheDayFilter, 'offset' | 'limit'>,
  notCollected: readonly string[],
) {
  const term = filter.search?.trim();
  const dated = Boolean(filter.from || filter.to);
  const digits = term && /^[0-9]+$/.test(term) ? term : null;
  // A piece of the recipient's name, as a subquery. The default view holds few orders: look each one's
  // recipient up. A date range may hold tens of thousands: list the tenant's matching recipients once instead.
  const nameMatches = (eb: ExpressionBuilder<OrdersScope, 'o'>, text: string) => {
    const recipients = eb
      .selectFrom('recipients as r')
      .select('r.id')
      .where((r) => r(r.fn('lower', ['r.fullname']), 'like', containsPattern(text)));
    return dated
      ? eb(
          'o.recipientId',
          'in',
          scope.clientId === null
            ? recipients
            : recipients.where('r.clientId', '=', scope.clientId),
        )
      : eb.exists(recipients.whereRef('r.id', '=', 'o.recipientId'));
  };
  let base = liveOrders(db);
  if (filter.ids) base = base.where('o.id', 'in', filter.ids.length ? filter.ids : [0]);
  // Recipients with the phone searched, fetched first: a literal id list lets both engines combine the
  // search's branches through their indexes (PostgreSQL's bitmap OR cannot use a subquery). A tenant's
  // recipients matching a piece of the name too, once (from the trigram index on PostgreSQL, from
  // `recipients_client_name_idx` alone on SQLite) instead of once per order in each of the list's queries:
  // the orders then come through the recipient index, whatever the view (on SQLite the subquery tested each
  // of a merchant's 500,000 orders at 1,000,000: a second). A recipient belongs to its order's client, so a
  // tenant's orders only point at the tenant's recipients. A name piece matching too many recipients (a
  // letter or two) stays a subquery, as does staff's search over every client.
  const nameSearch = Boolean(term && !digits && scope.clientId !== null);
  const [phoneRecipients, nameRecipients, codeMatches] = await Promise.all([
    digits && digits.length === 8
      ? db
          .selectFrom('recipients')
          .select('id')
          .where((r) => r.or([r('phone1', '=', digits), r('phone2', '=', digits)]))
          .$if(scope.clientId !== null, (q) => q.where('clientId', '=', scope.clientId!))
          .limit(1000)
          .execute()
          .then((rows) => rows.map((r) => r.id))
      : [],
    nameSearch
      ? recipientsNamed(db, scope.clientId!, term!)
          .limit(maxNameRecipients(db) + 1)
          .execute()
          .then((rows) => (rows.length > maxNameRecipients(db) ? null : rows.map((r) => r.id)))
      : null,
    // The orders whose code or partner code is the text searched, by id: a name search then has no OR
    // over columns of the table (none matches, most often), so its orders come from an index alone.
    nameSearch
      ? db
          .selectFrom('orders as o')
          .select('o.id')
          .where((eb) =>
            eb.or([
              eb('o.code', '=', term!.toUpperCase()),
              eb('o.partnerCode', '=', term!.toUpperCase()),
            ]),
          )
          .execute()
          .then((rows) => rows.map((r) => r.id))
      : null,
  ]);
  // A name search whose recipients are listed (and no code matched) reads their orders from
  // `orders_recipient_live_idx` alone; on SQLite `+client_id` keeps the planner off the client's date index,
  // which it would walk newest first through every order of the client for a page the recipients fill late.
  const listedNames = nameRecipients?.length && codeMatches ? nameRecipients : null;
  if (scope.clientId !== null)
    base = base.where(
      listedNames && !isPostgres(db)
        ? sql<boolean>`+${sql.ref('o.clientId')} = ${scope.clientId}`
        : sql<boolean>`${sql.ref('o.clientId')} = ${scope.clientId}`,
    );
  if (filter.service) base = base.where('o.service', '=', filter.service);
  if (filter.source) base = base.where('o.source', '=', filter.source);
  if (filter.businessId) base = base.where('o.businessId', '=', filter.businessId);
  if (term) {
    // Digits are an id, a phone or a code; other text a code or a piece of the recipient's name. Every
    // branch is an indexed equality on orders (the name's too once its recipients are listed), so a search
    // costs little at any volume.
    const upper = term.toUpperCase();
    base = base.where((eb) =>
      listedNames
        ? eb.or([
            ...(codeMatches!.length ? [eb('o.id', 'in', codeMatches!)] : []),
            isPostgres(db)
              ? sql<boolean>`${sql.ref('o.recipientId')} = any(${listedNames})`
              : eb('o.recipientId', 'in', listedNames),
          ])
        : eb.or([
            eb('o.code', '=', upper),
            eb('o.partnerCode', '=', upper),
            ...(digits
              ? [
                  ...(digits.length <= 10 && Number(digits) <= 2_147_483_647
                    ? [eb('o.id', '=', Number(digits))]
                    : []),
                  ...(phoneRecipients.length ? [eb('o.recipientId', 'in', phoneRecipients)] : []),
                ]
              : nameRecipients === null
                ? [nameMatches(eb, term)]
                : nameRecipients.length
                  ? [
                      isPostgres(db)
                        ? sql<boolean>`${sql.ref('o.recipientId')} = any(${nameRecipients})`
                        : eb('o.recipientId', 'in', nameRecipients),
                    ]
                  : []),
          ]),
    );
  }
  // The dates given, or else two disjoint parts: orders not collected yet (whatever their age) and the
  // rest of today's. Counting each part apart lets each use its own index; an OR would read the tenant's
  // whole index.
  // Listed recipients on SQLite: `+created_at` likewise keeps the planner off the date indexes.
  const created =
    listedNames && !isPostgres(db)
      ? sql<string>`+${sql.ref('o.createdAt')}`
      : sql.ref<string>('o.createdAt');
  type Part = (q: typeof base) => typeof base;
  const parts: Part[] = dated
    ? [
        (q) => {
          if (filter.from) q = q.where(created, '>=', `${filter.from}T00:00:00.000Z`);
          if (filter.to) q = q.where(created, '<=', `${filter.to}T23:59:59.999Z`);
          return q;
        },
      ]
    : [
        (q) => q.where('o.status', 'in', [...notCollected]),
        (q) =>
          q.where(created, '>=', filter.todayStart).where('o.status', 'not in', [...notCollected]),
      ];
  const inView = filter.ids
    ? base
    : parts.length === 1
      ? parts[0](base)
      : base.where((eb) =>
          eb.or([eb('o.status', 'in', [...notCollected]), eb(created, '>=', filter.todayStart)]),
        );
  const statuses = filter.statuses?.length ? filter.statuses : null;
  const listed = statuses ? inView.where('o.status', 'in', statuses) : inView;
  // A merchant's name search over the default view, no code matching and no other filter: the summary of
  // its not-collected part can come from `order_recipient_counts` (see `recipientCountsSummary`).
  const named =
    nameSearch &&
    !dated &&
    !codeMatches?.length &&
    !filter.service &&
    !filter.source &&
    !filter.businessId &&
    !filter.ids
      ? { clientId: scope.clientId!, term: term!, recipientIds: nameRecipients }
      : null;
  return { base, parts, listed, statuses, named };
}

/** The columns of an order row in the orders of the day and its export: order, company, recipient. */
const ORDER_ROW_COLUMNS = [
  'o.id',
  'o.code',
  'o.partnerCode',
  'o.reference',
  'o.status',
  'o.subStatus',
  'o.service',
  'o.source',
  'o.price',
  'o.paymentType',
  'o.merchandise',
  'o.createdAt',
  'o.businessId',
  'b.name as businessName',
  'r.fullname as recipientName',
  'r.phone1 as recipientPhone1',
  'r.phone2 as recipientPhone2',
  'r.delegation as recipientDelegation',
  'r.city as recipientCity',
] as const;

/**
 * Rows after `key` newest first: created earlier, or at the same instant with a smaller id. The leading
 * `created_at <=` is implied by the rest, but is what the planners seek the date index with (PostgreSQL
 * took the OR as a filter and read the 20,000 rows before the key).
 */
export const olderThan = (
  eb: ExpressionBuilder<OrdersScope, 'o'>,
  key: { createdAt: string; id: number },
) =>
  eb.and([
    eb('o.createdAt', '<=', key.createdAt),
    eb.or([
      eb('o.createdAt', '<', key.createdAt),
      eb.and([eb('o.createdAt', '=', key.createdAt), eb('o.id', '<', key.id)]),
    ]),
  ]);

/** The summary can come from `order_day_counts`: only the tenant and whole days (or the default view). */
const countsByDay = (filter: OrdersOfTheDayFilter) =>
  !filter.search?.trim() && !filter.service && !filter.source && !filter.businessId && !filter.ids;

/**
 * Orders per status of the tenant from `order_day_counts` (kept by triggers on orders): the days given,
 * or else every not-collected order plus the rest of today's. A few hundred rows, whatever the volume.
 */
async function dayCountsSummary(
  db: DbOrTx,
  scope: TenantScope,
  filter: OrdersOfTheDayFilter,
  notCollected: readonly string[],
) {
  const dated = Boolean(filter.from || filter.to);
  const today = filter.todayStart.slice(0, 10);
  const rows = await db
    .selectFrom('orderDayCounts as c')
    .select(['c.status', (eb) => eb.fn.sum<number>('c.n').as('n')])
    .$if(scope.clientId !== null, (q) => q.where('c.clientId', '=', scope.clientId!))
    .$if(dated && Boolean(filter.from), (q) => q.where('c.day', '>=', filter.from!))
    .$if(dated && Boolean(filter.to), (q) => q.where('c.day', '<=', filter.to!))
    .$if(!dated, (q) =>
      q.where((eb) => eb.or([eb('c.status', 'in', [...notCollected]), eb('c.day', '>=', today)])),
    )
    .groupBy('c.status')
    .execute();
  return rows.filter((r) => Number(r.n) > 0);
}

/**
 * A name search's not-collected orders per status, from `order_recipient_counts` (kept by triggers on
 * orders): the matching recipients' rows (a common first name's 2,000 recipients, a few thousand rows)
 * instead of testing each not-collected order's recipient (30,000 at 1,000,000 orders: 75 ms on SQLite).
 */
async function recipientCountsSummary(
  db: DbOrTx,
  named: { clientId: number; term: string; recipientIds: number[] | null },
  notCollected: readonly string[],
) {
  const { clientId, term, recipientIds } = named;
  const rows = await db
    .selectFrom('orderRecipientCounts as c')
    .select(['c.status', (eb) => eb.fn.sum<number>('c.n').as('n')])
    .where((eb) =>
      recipientIds === null
        ? eb('c.recipientId', 'in', recipientsNamed(db, clientId, term))
        : isPostgres(db)
          ? sql<boolean>`${sql.ref('c.recipientId')} = any(${recipientIds})`
          : eb('c.recipientId', 'in', recipientIds.length ? recipientIds : [0]),
    )
    .where('c.clientId', '=', clientId)
    .where('c.status', 'in', [...notCollected])
    .groupBy('c.status')
    .execute();
  return rows.filter((r) => Number(r.n) > 0);
}

export async function listOrdersOfTheDay(
  db: DbOrTx,
  scope: TenantScope,
  filter: OrdersOfTheDayFilter,
  notCollected: readonly string[],
) {
  const { base, parts, listed, statuses, named } = await ordersOfTheDayQuery(
    db,
    scope,
    filter,
    notCollected,
  );
  const countPart = (part: (typeof parts)[number]) =>
    part(base)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute();
  // The page's ids first (from the indexes alone), then its rows with their company and recipient.
  const after = filter.after;
  const pageIds = listed
    .select(['o.id', 'o.createdAt'])
    .$if(after !== undefined, (q) => q.where((eb) => olderThan(eb, after!)))
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .$if(after === undefined, (q) => q.offset(filter.offset))
    .limit(filter.limit)
    .as('p');
  const [items, ...summaryParts] = await Promise.all([
    db
      .selectFrom(pageIds)
      .innerJoin('orders as o', 'o.id', 'p.id')
      .innerJoin('businesses as b', 'b.id', 'o.businessId')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select(ORDER_ROW_COLUMNS)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
    // The default view's parts: the not-collected orders, then the rest of today's.
    ...(named
      ? [recipientCountsSummary(db, named, notCollected), countPart(parts[1]!)]
      : countsByDay(filter)
        ? [dayCountsSummary(db, scope, filter, notCollected)]
        : parts.map(countPart)),
  ]);
  const summary: Record<string, number> = {};
  for (const row of summaryParts.flat())
    summary[row.status] = (summary[row.status] ?? 0) + Number(row.n);
  const total = Object.entries(summary)
    .filter(([status]) => !statuses || statuses.includes(status))
    .reduce((sum, [, n]) => sum + n, 0);
  return { items, total, summary };
}

/**
 * Every order the orders-of-the-day filters select, newest first, in batches read by key (creation time
 * and id), never by offset, so an export's cost grows with its rows only. Stops after `max` rows.
 */
export async function* walkOrdersOfTheDay(
  db: DbOrTx,
  scope: TenantScope,
  filter: Omit<OrdersOfTheDayFilter, 'offset' | 'limit'>,
  notCollected: readonly string[],
  { batch = 2000, max = 100_000 } = {},
) {
  const { listed } = await ordersOfTheDayQuery(db, scope, filter, notCollected);
  let after: { createdAt: string; id: number } | null = null;
  let sent = 0;
  while (sent < max) {
    const cursor: { createdAt: string; id: number } | null = after;
    const keys = listed
      .select(['o.id', 'o.createdAt'])
      .$if(cursor !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('o.createdAt', '<', cursor!.createdAt),
            eb.and([eb('o.createdAt', '=', cursor!.createdAt), eb('o.id', '<', cursor!.id)]),
          ]),
        ),
      )
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(Math.min(batch, max - sent))
      .as('p');
    const rows = await db
      .selectFrom(keys)
      .innerJoin('orders as o', 'o.id', 'p.id')
      .innerJoin('businesses as b', 'b.id', 'o.businessId')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select([...ORDER_ROW_COLUMNS, 'r.address as recipientAddress'])
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .execute();
    if (!rows.length) return;
    yield rows;
    sent += rows.length;
    const last: { createdAt: string; id: number } = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
