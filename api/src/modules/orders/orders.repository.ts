import { sql, type ExpressionBuilder } from 'kysely';
import { containsPattern } from '../text-search';
import type { Database } from '../../db/schema';
import { isPostgres, type DbOrTx } from '../../db/database';
import { exactCount, newestOrdersFirst } from '../paged';
import { liveOrders, notDeleted } from './live-orders';

/** Whose orders a query may touch: a client id, or null for provider staff (all clients). */
export interface TenantScope {
  clientId: number | null;
}

const MAX_ID_DIGITS = 10;
const MAX_ID = 2_147_483_647;

/**
 * Id ranges whose decimal form starts with `digits` (e.g. "12" -> 12, 120-129, 1200-1299, ...), so a
 * prefix search uses the primary key instead of scanning every id as text.
 */
export function idPrefixRanges(digits: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const prefix = Number(digits);
  for (let extra = 0; digits.length + extra <= MAX_ID_DIGITS; extra++) {
    const scale = 10 ** extra;
    const low = prefix * scale;
    if (low > MAX_ID) break;
    ranges.push([low, Math.min(MAX_ID, (prefix + 1) * scale - 1)]);
  }
  return ranges;
}

/** Orders whose id starts with `digits`, smallest ids first, within the tenant. */
export function searchOrdersByIdPrefix(
  db: DbOrTx,
  scope: TenantScope,
  digits: string,
  limit: number,
) {
  let query = liveOrders(db)
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .select(SEARCH_HIT_COLUMNS)
    .where((eb) =>
      eb.or(idPrefixRanges(digits).map(([low, high]) => eb.between('o.id', low, high))),
    );
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.orderBy('o.id').limit(limit).execute();
}

/** The smallest text greater than every text starting with `prefix` (its last character bumped). */
function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * `column` starts with `prefix`: a range the column's b-tree index answers, then an exact test of the
 * first characters, so a collation that orders punctuation differently never lets a wrong row through.
 */
function startsWith(
  eb: ExpressionBuilder<Database & { o: Database['orders']; r: Database['recipients'] }, 'o' | 'r'>,
  column: 'o.code' | 'o.partnerCode' | 'r.phone1' | 'r.phone2',
  prefix: string,
) {
  return eb.and([
    eb(column, '>=', prefix),
    eb(column, '<', prefixUpperBound(prefix)),
    eb(eb.fn('substr', [eb.ref(column), sql.lit(1), sql.lit(prefix.length)]), '=', prefix),
  ]);
}

/**
 * A phone `column` (8 digits, as the phone rule stores them) starts with `digits`: a range between two
 * digit texts, which every collation orders as C does, so no test of the first characters is needed. The
 * planner estimates a plain range well and walks the phone index in order to the first ten; with the
 * `substr` test it expected a handful of rows, and sorted every order of a two-digit prefix (16 ms).
 */
function phoneStartsWith(
  eb: ExpressionBuilder<Database & { o: Database['orders']; r: Database['recipients'] }, 'o' | 'r'>,
  column: 'r.phone1' | 'r.phone2',
  digits: string,
) {
  const upper = nextDigitText(digits);
  return upper === null
    ? eb(column, '>=', digits)
    : eb.and([eb(column, '>=', digits), eb(column, '<', upper)]);
}

/** The smallest digit text after every text starting with `digits` ('29' gives '3'), null past '99…'. */
export function nextDigitText(digits: string): string | null {
  const kept = digits.replace(/9+$/, '');
  if (!kept) return null;
  return kept.slice(0, -1) + String(Number(kept.at(-1)) + 1);
}

const SEARCH_HIT_COLUMNS = [
  'o.id',
  'o.code',
  'o.partnerCode',
  'o.createdAt',
  'o.price',
  'o.status',
  'b.name as businessName',
] as const;

/** Orders whose slip code or partner code starts with `prefix` (codes in index order), within the tenant. */
export function searchOrdersByCodePrefix(
  db: DbOrTx,
  scope: TenantScope,
  column: 'o.code' | 'o.partnerCode',
  prefix: string,
  limit: number,
) {
  let query = liveOrders(db)
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .select(SEARCH_HIT_COLUMNS)
    .where((eb) => startsWith(eb as never, column, prefix));
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.orderBy(column).limit(limit).execute();
}

/**
 * Orders whose recipient's first or second phone starts with `digits`, within the tenant. A merchant's
 * search starts from its own recipients (index on client id and phone), staff from the phone index.
 */
export async function searchOrdersByPhonePrefix(
  db: DbOrTx,
  scope: TenantScope,
  digits: string,
  limit: number,
) {
  const byColumn = (column: 'r.phone1' | 'r.phone2') => {
    let query = db
      .selectFrom('recipients as r')
      .innerJoin('orders as o', 'o.recipientId', 'r.id')
      .innerJoin('businesses as b', 'b.id', 'o.businessId')
      .select(SEARCH_HIT_COLUMNS)
      .where(notDeleted('o'))
      .where((eb) => phoneStartsWith(eb as never, column, digits));
    if (scope.clientId !== null)
      query = query
        .where('r.clientId', '=', scope.clientId)
        .where('o.clientId', '=', scope.clientId);
    // In the phone index's order only: a second key would make PostgreSQL join and sort every order of
    // a short prefix (two digits) before taking ten.
    return query.orderBy(column).limit(limit).execute();
  };
  const first = await byColumn('r.phone1');
  return first.length >= limit ? first : [...first, ...(await byColumn('r.phone2'))];
}

/** One order with its business, recipient and client, within the tenant. */
export function findOrderDetail(db: DbOrTx, scope: TenantScope, id: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as r', 'r.id', 'o.recipientId')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .selectAll('o')
    .select([
      'b.name as businessName',
      'r.fullname as recipientFullname',
      'r.email as recipientEmail',
      'r.phone1 as recipientPhone1',
      'r.phone2 as recipientPhone2',
      'r.delegation as recipientDelegation',
      'r.city as recipientCity',
      'r.address as recipientAddress',
      'r.postalCode as recipientPostalCode',
      'c.delegation as clientDelegation',
      'c.city as clientCity',
      'c.pickupAddress as clientPickupAddress',
      'c.phone1 as clientPhone1',
      'c.phone2 as clientPhone2',
      'u.fullname as clientFullname',
      'u.avatar as clientAvatar',
      'u.email as clientEmail',
      'c.createdAt as clientCreatedAt',
    ])
    .where('o.id', '=', id)
    .where(notDeleted('o'));
  if (scope.clientId !== null) query = query.where('o.clientId', '=', scope.clientId);
  return query.executeTakeFirst();
}

/** Movements of some orders, newest first. */
export function listMovements(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('movements as m')
      // A recipient's choice on the tracking page rides on its own movement.
      .leftJoin('recipientChoices as rc', 'rc.movementId', 'm.id')
      .select([
        'm.id',
        'm.orderId',
        'm.createdAt',
        'm.status',
        'm.subStatus',
        'm.alphaStatus',
        'm.partnerStatus',
        'm.location',
        'm.note',
        'm.message',
        'rc.kind as choiceKind',
        'rc.day as choiceDay',
        'rc.note as choiceNote',
      ])
      .where('m.orderId', 'in', orderIds)
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .execute()
  );
}

/** Linked orders (exchanged or returned) by id; tenant checks are done through the parent order. */
export function findLinkedOrders(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'partnerCode', 'returningMerchandise', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/** Number of reports and reclamations of an order. */
export async function countOrderIssues(db: DbOrTx, orderId: number) {
  const [reports, reclamations] = await Promise.all([
    db
      .selectFrom('orderReports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reclamations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow(),
  ]);
  return { totalReports: Number(reports.n), totalReclamations: Number(reclamations.n) };
}

/** Filters of the paged order list. Dates are `yyyy-MM-dd`, inclusive. */
export interface OrderListFilter {
  from?: string;
  to?: string;
  status?: string;
  businessId?: number;
  offset: number;
  limit: number;
}

/** A tenant's live orders created between `from` and `to` (`yyyy-MM-dd`, inclusive, each optional). */
function tenantOrdersBetween(
  db: DbOrTx,
  scope: TenantScope,
  range: { from?: string; to?: string },
) {
  let base = liveOrders(db);
  if (scope.clientId !== null) base = base.where('o.clientId', '=', scope.clientId);
  if (range.from) base = base.where('o.createdAt', '>=', `${range.from}T00:00:00.000Z`);
  if (range.to) base = base.where('o.createdAt', '<=', `${range.to}T23:59:59.999Z`);
  return base;
}

/** A page of a tenant's orders, newest first, with the total count for pagination. */
export async function listOrdersPage(db: DbOrTx, scope: TenantScope, filter: OrderListFilter) {
  let base = tenantOrdersBetween(db, scope, filter);
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.businessId) base = base.where('o.businessId', '=', filter.businessId);
  const [items, total] = await Promise.all([
    base
      .innerJoin('businesses as b', 'b.id', 'o.businessId')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select([
        'o.id',
        'o.code',
        'o.status',
        'o.subStatus',
        'o.price',
        'o.service',
        'o.createdAt',
        'b.name as businessName',
        'r.fullname as recipientName',
        'r.delegation as recipientDelegation',
      ])
      .$call(newestOrdersFirst(filter))
      .execute(),
    exactCount(base),
  ]);
  return { items, total };
}

/** A business of the given client, or undefined (another client's business is "not found"). */
export function findClientBusiness(db: DbOrTx, clientId: number, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'clientId'])
    .where('id', '=', businessId)
    .where('clientId', '=', clientId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
}

/** The contract terms new orders copy: costs and the pickup address. */
export function findClientContract(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'deliveryCost', 'returnCost', 'exchangeCost', 'pickupAddress'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** What the link rules need to know about an order, within the tenant. */
export function findOrderForRules(db: DbOrTx, scope: TenantScope, id: number) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'clientId',
      'businessId',
      'recipientId',
      'status',
      'subStatus',
      'service',
      'price',
      'oldPrice',
      'collectedAt',
      'exchangeOrderId',
      'returningOrderId',
    ])
    .where('id', '=', id)
    .where(notDeleted());
  if (scope.clientId !== null) query = query.where('clientId', '=', scope.clientId);
  return query.executeTakeFirst();
}

/** An order's recipient fields that an edit may change. */
export function findOrderRecipient(db: DbOrTx, recipientId: number) {
  return db
    .selectFrom('recipients')
    .select([
      'fullname',
      'phone1',
      'phone2',
      'email',
      'address',
      'postalCode',
      'delegation',
      'city',
    ])
    .where('id', '=', recipientId)
    .executeTakeFirstOrThrow();
}

/** An order's whole row (an edit compares each field it sets with it). */
export function findOrderRow(db: DbOrTx, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Ids of live orders other than `exceptId` that point at `linkedId` through the given column. */
export async function findOrdersLinkingTo(
  db: DbOrTx,
  column: 'exchangeOrderId' | 'returningOrderId',
  linkedId: number,
  exceptId: number | null,
) {
  let query = db.selectFrom('orders').select('id').where(column, '=', linkedId).where(notDeleted());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.limit(5).execute()).map((r) => r.id);
}

/** Statuses of an order's history, oldest first. */
export async function listStatusHistory(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('movements')
    .select(['id', 'status', 'subStatus', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

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
 * testing the default view's orders one by one (80 ms); PostgreSQL reads them through its bitmap scans.
 */
const maxNameRecipients = (db: DbOrTx) => (isPostgres(db) ? 2000 : 100);

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
    term && !digits && scope.clientId !== null
      ? db
          .selectFrom('recipients as r')
          .select('r.id')
          .where('r.clientId', '=', scope.clientId)
          .where((r) => r(r.fn('lower', ['r.fullname']), 'like', containsPattern(term)))
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
  return { base, parts, listed, statuses };
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

export async function listOrdersOfTheDay(
  db: DbOrTx,
  scope: TenantScope,
  filter: OrdersOfTheDayFilter,
  notCollected: readonly string[],
) {
  const { base, parts, listed, statuses } = await ordersOfTheDayQuery(
    db,
    scope,
    filter,
    notCollected,
  );
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
    ...(countsByDay(filter)
      ? [dayCountsSummary(db, scope, filter, notCollected)]
      : parts.map((part) =>
          part(base)
            .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('o.status')
            .execute(),
        )),
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

/**
 * Finished orders of some phones across every merchant, as counts per phone: delivered, refused or
 * returned, and flagged not serious by staff. Only counts leave this function, never orders or merchants.
 */
export async function countPhoneOutcomes(
  db: DbOrTx,
  phones: string[],
  outcomes: { delivered: readonly string[]; refused: readonly string[] },
) {
  if (phones.length === 0) return [];
  const finished = [...outcomes.delivered, ...outcomes.refused];
  const ofPhones = () =>
    db
      .selectFrom('recipients as r')
      .innerJoin('orders as o', 'o.recipientId', 'r.id')
      .where('r.phone1', 'in', phones)
      .where(notDeleted('o'));
  const [byStatus, notSerious, announced] = await Promise.all([
    ofPhones()
      .select(['r.phone1 as phone', 'o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('o.status', 'in', finished)
      .groupBy(['r.phone1', 'o.status'])
      .execute(),
    ofPhones()
      .select(['r.phone1 as phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('movements as m')
            .select('m.id')
            .whereRef('m.orderId', '=', 'o.id')
            .where('m.status', '=', 'RECIPIENT_NOT_SERIOUS'),
        ),
      )
      .groupBy('r.phone1')
      .execute(),
    // A refusal announced on the tracking page counts before the parcel comes back (then its status does).
    ofPhones()
      .select(['r.phone1 as phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('o.status', 'not in', finished)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('recipientChoices as rc')
            .select('rc.id')
            .whereRef('rc.orderId', '=', 'o.id')
            .where('rc.kind', '=', 'REFUSE'),
        ),
      )
      .groupBy('r.phone1')
      .execute(),
  ]);
  return phones.map((phone) => {
    let delivered = 0;
    let refused = Number(announced.find((r) => r.phone === phone)?.n ?? 0);
    for (const row of byStatus.filter((r) => r.phone === phone)) {
      if (outcomes.delivered.includes(row.status)) delivered += Number(row.n);
      else refused += Number(row.n);
    }
    const flagged = notSerious.find((r) => r.phone === phone);
    return { phone, delivered, refused, notSerious: flagged ? Number(flagged.n) : 0 };
  });
}

/** Exchange and counter-exchange orders of a tenant with the order each replaces or takes back. */
export async function listExchangeOrders(
  db: DbOrTx,
  scope: TenantScope,
  filter: { from?: string; to?: string; offset: number; limit: number },
) {
  const base = tenantOrdersBetween(db, scope, filter).where('o.service', 'in', [
    'EXCHANGE',
    'COUNTER_EXCHANGE',
  ]);
  const [items, total] = await Promise.all([
    base
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .leftJoin('orders as x', 'x.id', 'o.exchangeOrderId')
      .leftJoin('orders as y', 'y.id', 'o.returningOrderId')
      .select([
        'o.id',
        'o.code',
        'o.service',
        'o.status',
        'o.price',
        'o.createdAt',
        'o.returningMerchandise',
        'r.fullname as recipientName',
        'x.id as exchangeId',
        'x.code as exchangeCode',
        'x.status as exchangeStatus',
        'x.merchandise as exchangeMerchandise',
        'y.id as returningId',
        'y.code as returningCode',
        'y.status as returningStatus',
        'y.merchandise as returningOrderMerchandise',
      ])
      .$call(newestOrdersFirst(filter))
      .execute(),
    exactCount(base),
  ]);
  return { items, total };
}
