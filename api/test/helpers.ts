import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { prepareDatabase } from '../src/db/bootstrap';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';

/** Engines the suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL points at a server. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
if (!process.env.TEST_DATABASE_URL && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
}

/** A running test app on a fresh, migrated and seeded database. */
export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The app's DATA_DIR (uploaded documents live under it). */
  dataDir: string;
  close(): Promise<void>;
}

// A new PostgreSQL database per test app, dropped afterwards, so suites never see each other's data.
async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `wolvo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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

/** Builds the app on a fresh database of the given engine. */
export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  options: { onRoute?: onRouteHookHandler; clock?: () => Date } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-api-'));
  const pgDb = dialect === 'postgres' ? await createPgDatabase() : null;
  const config: AppConfig = {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: pgDb?.url ?? null,
    dataDir: dir,
    sqliteFile: path.join(dir, 'test.sqlite'),
    jwtSecret: 'test-secret-of-sufficient-length-0123456789',
    jwtExpiresIn: '1h',
    loginRateLimit: 1000,
    seed: 7,
    seedOrders: 400,
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
    ...overrides,
  };
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  await prepareDatabase(handle, { seed: config.seed, orders: config.seedOrders });
  const { clock, ...appOptions } = options;
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config, clock }, appOptions);
  await app.ready();
  return {
    app,
    handle,
    dataDir: dir,
    async close() {
      await app.close();
      await handle.close();
      await pgDb?.drop();
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
