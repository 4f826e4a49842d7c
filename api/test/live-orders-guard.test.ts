import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from '../src/db/schema';
import { liveOrders, notDeleted } from '../src/modules/orders/live-orders';

// Issue 37: the API wrote "not deleted" on the orders table by hand in 44 places. It is written once now
// (live-orders.ts: `liveOrders(db)` and `notDeleted(alias)`); this test fails when a copy comes back.

const API_ROOT = path.resolve(__dirname, '..');
const HOME = 'src/modules/orders/live-orders.ts';

/** Every non-test TypeScript file under api/src, as `src/...` paths. */
function apiSources(): string[] {
  return readdirSync(path.join(API_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry))
    .map((entry) => path.posix.join('src', entry.split(path.sep).join('/')));
}

/** `deletedAt is null` as Kysely arguments: `'o.deletedAt', 'is', null`, qualified or not. */
const LIVE_CHECK = /(['"`])(?:(\w+)\.)?deletedAt\1\s*,\s*(['"`])is\3\s*,\s*null\b/g;
/** The table a query starts on (or updates, or deletes from), before any alias. */
const QUERY_START = /\b(?:selectFrom|updateTable|deleteFrom)\(\s*['"`](\w+)/g;

/** `file: line` for each hand-written live check on the orders table in `text`. */
export function liveCheckOffences(file: string, text: string): string[] {
  if (file === HOME) return [];
  const lines = text.split('\n');
  const offences: string[] = [];
  for (const match of text.matchAll(LIVE_CHECK)) {
    const qualifier = match[2];
    const before = text.slice(0, match.index);
    // A bare column belongs to the table the query starts on: the last one named before the check.
    const table = qualifier ?? [...before.matchAll(QUERY_START)].at(-1)?.[1];
    if (table !== 'o' && table !== 'orders') continue;
    offences.push(`${file}: ${lines[before.split('\n').length - 1]!.trim()}`);
  }
  return offences;
}

test('live orders are checked by live-orders.ts only', () => {
  const files = apiSources();
  expect(files).toContain(HOME);
  expect(files.length).toBeGreaterThan(50);
  const offences = files.flatMap((file) =>
    liveCheckOffences(file, readFileSync(path.join(API_ROOT, file), 'utf8')),
  );
  expect(offences).toEqual([]);
});

test('the guard catches the hand-written checks it replaced, not other tables', () => {
  const file = 'src/modules/x.ts';
  const offending = [
    "db.selectFrom('orders as o').where('o.deletedAt', 'is', null)",
    "db\n  .selectFrom('orders')\n  .where('orders.deletedAt', 'is', null)",
    "db\n  .selectFrom('orders')\n  .select('id')\n  .where('id', '=', 1)\n  .where('deletedAt', 'is', null)",
    "eb.exists(eb.selectFrom('x as ro').innerJoin('orders as o', 'o.id', 'ro.orderId').where(\n  'o.deletedAt',\n  'is',\n  null,\n))",
    'tx.updateTable(\'orders\').set({ a: 1 }).where("deletedAt", "is", null)',
  ];
  for (const text of offending) expect(liveCheckOffences(file, text)).toHaveLength(1);
  const fine = [
    "db.updateTable('wheelUrls').set({ used: 1 }).where('deletedAt', 'is', null)",
    "db.selectFrom('orders as o').where('o.deletedAt', 'is not', null)",
    'liveOrders(db).where(notDeleted())',
  ];
  for (const text of fine) expect(liveCheckOffences(file, text)).toEqual([]);
  expect(liveCheckOffences(HOME, offending[0]!)).toEqual([]);
});

test('the helpers write the same SQL as the checks they replaced', () => {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const sqlOf = (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
    const { sql, parameters } = query.compile();
    return { sql, parameters };
  };
  expect(sqlOf(liveOrders(db).select('o.id').where('o.clientId', '=', 3))).toEqual(
    sqlOf(
      db
        .selectFrom('orders as o')
        .select('o.id')
        .where('o.deletedAt', 'is', null)
        .where('o.clientId', '=', 3),
    ),
  );
  expect(
    sqlOf(
      db
        .selectFrom('pickupRequestOrders as ro')
        .innerJoin('orders as o', 'o.id', 'ro.orderId')
        .select('o.id')
        .where('ro.requestId', '=', 1)
        .where(notDeleted('o')),
    ).sql,
  ).toBe(
    'select "o"."id" from "pickupRequestOrders" as "ro" inner join "orders" as "o" on "o"."id" = "ro"."orderId" where "ro"."requestId" = ? and "o"."deletedAt" is null',
  );
  expect(sqlOf(db.selectFrom('orders').select('orders.id').where(notDeleted('orders'))).sql).toBe(
    'select "orders"."id" from "orders" where "orders"."deletedAt" is null',
  );
  expect(
    sqlOf(db.selectFrom('orders').select('id').where('id', '=', 2).where(notDeleted())),
  ).toEqual(
    sqlOf(db.selectFrom('orders').select('id').where('id', '=', 2).where('deletedAt', 'is', null)),
  );
});
