// The header search's queries: orders by the start of their id, slip or partner code, or phone.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbOrTx } from '../../db/database';
import { liveOrders, notDeleted } from './live-orders';
import type { TenantScope } from './orders.repository';

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
