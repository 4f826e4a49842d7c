import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** The two engines the API runs on. */
export type DialectName = 'sqlite' | 'postgres';

/** The query builder, bound to the schema. */
export type Db = Kysely<Database>;
/** A query builder that may be inside a transaction; repositories take either. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

/** An open database and the engine behind it. */
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
  /** The SQLite connection under `db` (SQLite only): bulk loads prepare their statements on it once. */
  sqlite?: SQLite.Database;
}

// COUNT and SUM come back from PostgreSQL as int8 strings; our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens PostgreSQL when `databaseUrl` is given, otherwise the embedded SQLite file. */
export function openDatabase(options: {
  databaseUrl: string | null;
  sqliteFile: string;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, an administrator) must not crash the process:
    // the pool drops it and opens a new one for the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL idle connection closed: ${error.message}`);
    });
    // The same for a connection in use between two queries (a transaction's): the pool listens only while
    // it is idle, and an 'error' nobody hears ends the process. The next query on it fails and is answered.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL connection in use closed: ${error.message}`);
      });
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (options.sqliteFile !== ':memory:')
    mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // A checkpoint every 4,000 WAL pages (16 MB) instead of SQLite's 1,000: the commit that crosses the mark
  // pays for the checkpoint (5-6 ms), so at 1,000 about one write in twenty did, which set the p95 of a
  // status change with webhooks (issue 41: 6.3 ms against 1.4 without; now 1.8 against 1.3). Each
  // checkpoint also writes a hot page once for four times as many commits. Cost: the p99 (6 -> 16 ms).
  sqlite.pragma('wal_autocheckpoint = 4000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy(), sqlite };
}

/** Whether a query builder (or transaction) talks to PostgreSQL, for the few statements that differ. */
export const isPostgres = (db: DbOrTx) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A unique index refused the row (PostgreSQL 23505, SQLite's UNIQUE constraint): two requests raced. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Converts a 0/1 flag column to a boolean. */
export function flag(value: number | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}
