import { CompiledQuery, type Insertable } from 'kysely';
import type { DatabaseHandle, DbOrTx } from '../db/database';
import type { Database } from '../db/schema';

/** The column of a property, as the CamelCasePlugin names it (`phone1` stays `phone1`). */
const columnOf = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Parameters one statement may bind: SQLite's limit is 32,766, PostgreSQL's 65,535. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;

/**
 * Inserts many rows of one table in multi-row statements of up to 1,000 rows, without building a query per
 * chunk: on SQLite one statement prepared once on the connection under `tx` (the caller's transaction on
 * the same single connection) and run for each chunk, on PostgreSQL one text with numbered parameters sent
 * for each chunk. The demo seed's large tables (orders, movements, recipients, bill lines) go through it.
 * Every row gets every column any row has; a missing property is inserted as null.
 */
export async function bulkInsert<T extends keyof Database & string>(
  handle: DatabaseHandle,
  tx: DbOrTx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  const properties = [...keys];
  const columns = properties.map((p) => `"${columnOf(p)}"`).join(', ');
  const width = properties.length;
  const perStatement = Math.max(
    1,
    Math.min(1000, Math.floor(MAX_PARAMETERS[handle.dialect] / width)),
  );
  const parametersOf = (from: number, to: number): unknown[] => {
    const values: unknown[] = new Array((to - from) * width);
    let i = 0;
    for (let r = from; r < to; r++) {
      const row = rows[r] as Record<string, unknown>;
      for (const p of properties) values[i++] = row[p] ?? null;
    }
    return values;
  };
  const text = (count: number, placeholder: (index: number) => string) => {
    const tuples: string[] = [];
    for (let r = 0; r < count; r++) {
      const tuple: string[] = [];
      for (let c = 0; c < width; c++) tuple.push(placeholder(r * width + c));
      tuples.push(`(${tuple.join(', ')})`);
    }
    return `insert into "${columnOf(table)}" (${columns}) values ${tuples.join(', ')}`;
  };

  if (handle.dialect === 'sqlite' && handle.sqlite) {
    const sqlite = handle.sqlite;
    const full = sqlite.prepare(text(perStatement, () => '?'));
    for (let from = 0; from < rows.length; from += perStatement) {
      const to = Math.min(rows.length, from + perStatement);
      const statement =
        to - from === perStatement ? full : sqlite.prepare(text(to - from, () => '?'));
      statement.run(parametersOf(from, to));
    }
    return;
  }
  const fullText = text(perStatement, (i) => (handle.dialect === 'postgres' ? `$${i + 1}` : '?'));
  for (let from = 0; from < rows.length; from += perStatement) {
    const to = Math.min(rows.length, from + perStatement);
    const statementText =
      to - from === perStatement
        ? fullText
        : text(to - from, (i) => (handle.dialect === 'postgres' ? `$${i + 1}` : '?'));
    await tx.executeQuery(CompiledQuery.raw(statementText, parametersOf(from, to)));
  }
}

/**
 * Runs a bulk load with SQLite settings suited to it, set back afterwards whatever happens: a rollback
 * journal instead of the WAL (below), a 256 MB page
 * cache that holds the indexes being written (the default 2 MB spills them to disk again and again within
 * the one transaction), temporary sorts (index builds) in memory, and no sync (one commit at the end; a
 * crash during a seed leaves a database that is thrown away). PostgreSQL: the load as is.
 */
export async function withBulkLoadSettings<R>(
  handle: DatabaseHandle,
  load: () => Promise<R>,
): Promise<R> {
  const sqlite = handle.sqlite;
  if (handle.dialect !== 'sqlite' || !sqlite) return load();
  const settings = ['cache_size', 'temp_store', 'synchronous', 'foreign_keys'] as const;
  const before = settings.map((name) => [name, sqlite.pragma(name, { simple: true })] as const);
  // A rollback journal rather than the WAL during the load: the WAL would hold a copy of every page
  // written (a second write of the whole database at the checkpoint, and a WAL index searched on every
  // read within the transaction), a rollback journal only the pages that existed before. SQLite keeps
  // the WAL when another connection has the file open (the pragma then answers 'wal').
  const journal = String(sqlite.pragma('journal_mode', { simple: true }));
  if (journal === 'wal') sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  try {
    return await load();
  } finally {
    for (const [name, value] of before) sqlite.pragma(`${name} = ${Number(value)}`);
    if (journal === 'wal') sqlite.pragma('journal_mode = WAL');
  }
}
