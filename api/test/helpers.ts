import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { prepareDatabase } from '../src/db/bootstrap';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { copySeededDatabase, createPgDatabase, templatesEnabled } from './database-templates';

if (!process.env.TEST_DATABASE_URL && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
}

/**
 * What a suite tests, which decides the engines it runs on (README, "API tests"):
 * - `sql`: queries, transactions or races whose behaviour may differ between the engines (repositories,
 *   money and bills, concurrent requests, statistics, search and paging, the import, migrations):
 *   SQLite, and PostgreSQL when TEST_DATABASE_URL points at a server.
 * - `http`: rules the app applies the same way on any engine (validation, authentication and
 *   permissions, headers, rate limits, PDFs, multipart, the served pages): SQLite only.
 */
export type SuiteKind = 'sql' | 'http';

/** The engines a suite of this kind runs on; loop `describe.each(dialectsFor('sql'))` over them. */
export function dialectsFor(kind: SuiteKind): DialectName[] {
  return kind === 'sql' && process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A running test app on its own migrated and seeded database. */
export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The app's DATA_DIR (uploaded documents live under it). */
  dataDir: string;
  /** The configuration it was built with (its database, data folder, limits). */
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh, empty database of the given engine, not migrated: for the tests of one migration, which bring
 * it to the migration before (`Migrator.migrateTo`), write rows of that schema and run the migration.
 */
export async function createEmptyDatabase(
  dialect: DialectName,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-db-'));
  const pgDb = dialect === 'postgres' ? await createPgDatabase() : null;
  const handle = openDatabase({
    databaseUrl: pgDb?.url ?? null,
    sqliteFile: path.join(dir, 'test.sqlite'),
  });
  return {
    handle,
    async close() {
      await handle.close();
      await pgDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the app on a database of its own, migrated and seeded: a copy of this run's template for the
 * engine and the seed (see `database-templates.ts`), or, when jest ran without the api project's
 * globalSetup, a database migrated and seeded here.
 */
export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  options: {
    onRoute?: onRouteHookHandler;
    clock?: () => Date;
    /** Receives the app's warnings and errors as JSON lines. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-api-'));
  const sqliteFile = path.join(dir, 'test.sqlite');
  const seed = { seed: overrides.seed ?? 7, orders: overrides.seedOrders ?? 400 };
  const copy = templatesEnabled() ? await copySeededDatabase(dialect, seed, sqliteFile) : null;
  const pgDb = !copy && dialect === 'postgres' ? await createPgDatabase() : null;
  const config: AppConfig = {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: copy?.databaseUrl ?? pgDb?.url ?? null,
    dataDir: dir,
    sqliteFile,
    jwtSecret: 'test-secret-of-sufficient-length-0123456789',
    jwtExpiresIn: '1h',
    loginRateLimit: 1000,
    seed: seed.seed,
    seedOrders: seed.orders,
    hostDist: null,
    remotesConfig: null,
    trackingRenderer: null,
    bodyLimit: 1024 * 1024,
    logLevel: 'silent',
    publicUrl: 'https://wolvo.example',
    trackingSecret: 'test-tracking-secret',
    providerName: 'Wolvo',
    publicRateLimit: 1000,
    providerTaxId: '1234567/A/M/000',
    providerAddress: 'Les Berges du Lac, Tunis',
    shutdownDrainMs: 0,
    redisUrl: null,
    trustProxy: false,
    ...overrides,
  };
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  if (!copy) await prepareDatabase(handle, seed);
  const { clock, ...appOptions } = options;
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config, clock }, appOptions);
  await app.ready();
  return {
    app,
    handle,
    dataDir: dir,
    config,
    async close() {
      await app.close();
      await handle.close();
      await (copy ?? pgDb)?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in a demo account and returns its token and user. */
export async function login(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { login: loginName, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${loginName} failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    token: string;
    expiresIn: number;
    user: {
      id: number;
      clientId: number | null;
      role: string;
      permissions: Record<string, string>;
    };
  };
}

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { DEMO_PASSWORD };
