import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { prepareDatabase } from '../src/db/bootstrap';
import { openDatabase, type DialectName } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { pgTemplatePrefix, TEMPLATE_ENV } from './template-run';

// Migrating, seeding and hashing the demo passwords takes seconds per database; a run needs each kind of
// seeded database many times. The first test app of a kind migrates and seeds a template, the others copy
// it. Templates live for one jest run: `global-setup.ts` names the run, `global-teardown.ts` removes them.

/** What a seeded database holds: the demo data's random seed and its number of orders. */
export interface SeedChoice {
  seed: number;
  orders: number;
}

/** A copy of a template, ready to open: a PostgreSQL URL, or a SQLite file already in place. */
export interface DatabaseCopy {
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/** Whether this jest run has a template store (the api project's globalSetup ran). */
export const templatesEnabled = () =>
  Boolean(process.env[TEMPLATE_ENV.dir] && process.env[TEMPLATE_ENV.run]);

// The seed writes its history relative to the current time. A template made a few minutes before a test
// gives the same answers, except across midnight: "today" is the UTC day for lists and statistics and the
// Tunis day (UTC+1) for tracking. A template therefore serves only the days (both) it was made on.
function calendarDays(now = Date.now()): string {
  const day = (offsetHours: number) =>
    new Date(now + offsetHours * 3_600_000).toISOString().slice(0, 10);
  return `${day(0)}/${day(1)}`;
}

async function templateKey(dialect: DialectName, seed: SeedChoice): Promise<string> {
  const migrations = Object.keys(await migrationProvider(dialect).getMigrations()).sort();
  const content = JSON.stringify({
    dialect,
    seed: seed.seed,
    orders: seed.orders,
    migrations,
    days: calendarDays(),
  });
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

// One promise per template in a test file (jest gives each file its own modules), so its test apps never
// build a template twice; across files and workers the template's file or database is what is shared.
const pending = new Map<string, Promise<string>>();

function once(key: string, build: () => Promise<string>): Promise<string> {
  let promise = pending.get(key);
  if (!promise) {
    promise = build();
    // A failed build is not cached: the next test app tries again and reports its own error.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** The path of the SQLite template for `seed`, made on first use. */
function sqliteTemplate(key: string, seed: SeedChoice): Promise<string> {
  const file = path.join(process.env[TEMPLATE_ENV.dir]!, `sqlite-${key}.sqlite`);
  return once(`sqlite-${key}`, async () => {
    if (existsSync(file)) return file;
    // Another worker may be building the same template: each builds its own file and renames it into
    // place, which is atomic, so a reader sees no file or a whole one (both builds hold the same data).
    const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const handle = openDatabase({ databaseUrl: null, sqliteFile: building });
      try {
        await prepareDatabase(handle, seed);
      } finally {
        await handle.close();
      }
      // Everything into the main file and back to a rollback journal, so that the one file is the whole
      // database; each copy is switched to WAL again when the app opens it.
      const raw = new SQLite(building);
      try {
        raw.pragma('wal_checkpoint(TRUNCATE)');
        raw.pragma('journal_mode = DELETE');
      } finally {
        raw.close();
      }
      renameSync(building, file);
      return file;
    } finally {
      for (const leftover of [building, `${building}-wal`, `${building}-shm`])
        rmSync(leftover, { force: true });
    }
  });
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const databaseExists = async (admin: pg.Client, name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/** The name of the PostgreSQL template database for `seed`, made on first use. */
function pgTemplate(key: string, seed: SeedChoice): Promise<string> {
  const name = `${pgTemplatePrefix(process.env[TEMPLATE_ENV.run]!)}${key}`;
  return once(`postgres-${key}`, () =>
    withAdmin(async (admin) => {
      if (await databaseExists(admin, name)) return name;
      // Workers wanting the same template wait for the first one's; the lock is the admin session's, so
      // a worker that dies while building releases it.
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        if (await databaseExists(admin, name)) return name;
        // Built under another name and renamed when complete and closed: CREATE DATABASE ... TEMPLATE
        // needs a source nobody is connected to, and a copy never sees a half-seeded template.
        const building = `${name}_b`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const handle = openDatabase({
          databaseUrl: databaseUrl(process.env.TEST_DATABASE_URL!, building),
          sqliteFile: ':memory:',
        });
        try {
          await prepareDatabase(handle, seed);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    }),
  );
}

/** A new PostgreSQL database, copied from `template` or else empty, dropped by `drop`. */
export async function createPgDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `wolvo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    ),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * A migrated database seeded with `seed`, copied from this run's template: a new PostgreSQL database, or
 * the SQLite template copied to `sqliteFile`.
 */
export async function copySeededDatabase(
  dialect: DialectName,
  seed: SeedChoice,
  sqliteFile: string,
): Promise<DatabaseCopy> {
  const key = await templateKey(dialect, seed);
  if (dialect === 'postgres') {
    const copy = await createPgDatabase(await pgTemplate(key, seed));
    return { databaseUrl: copy.url, drop: copy.drop };
  }
  copyFileSync(await sqliteTemplate(key, seed), sqliteFile, constants.COPYFILE_FICLONE);
  return { databaseUrl: null, drop: async () => {} };
}
