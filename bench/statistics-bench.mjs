// Statistics and dashboards benchmark: p50/p95 of the client home (GET /v1/statistics/getClientHomeStatistics),
// of the orders and turnover statistics (getOrderStats, getOrderTurnoverStats: 30 days and 90 days, each
// compared with the period before) for the demo merchant `client` (client 1), and of the dashboards
// (getDashboardAlpha for client 1 and for staff, getDashboardPartner, last 90 days), at 5,000 and 100,000
// seeded orders on SQLite (target p95 ≤ 50 ms at 100,000), and on PostgreSQL with BENCH_DATABASE_URL. Runs
// the services in this process on the built API (`pnpm --filter @wolvo/api run build` first) and stops by
// itself. BENCH_SIZES=100000 picks the volumes; BENCH_SQLITE_COPY=<file> starts the SQLite run from a copy of
// a file seeded before (migrated on open), BENCH_SQLITE_KEEP=<dir> keeps each seeded file there.
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { seedBenchOrders } from './bench-config.mjs';

const require = createRequire(import.meta.url);
// BENCH_API_DIST: another build of the API (an earlier commit's, to compare before and after).
const dist = (p) =>
  require(path.join(process.env.BENCH_API_DIST ?? path.join(root, 'api', 'dist'), p));
const { sql } = require(require.resolve('kysely', { paths: [path.join(root, 'api')] }));
const { openDatabase } = dist('db/database.js');
const { getClientHomeStatistics, getOrderStats, getOrderTurnoverStats } = dist(
  'modules/statistics/statistics.service.js',
);
const { getDashboardAlpha, getDashboardPartner } = dist('modules/dashboards/dashboards.service.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const CLIENT_1 = {
  id: 0,
  email: 'bench@wolvo.tn',
  username: 'bench',
  role: 'clientPersonnel',
  clientId: 1,
  permissions: {},
  via: 'token',
};
const STAFF = { ...CLIENT_1, role: 'companyPersonnel', clientId: null };
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compared = (days) => ({
  from: day(1 - days),
  to: day(0),
  compareFrom: day(1 - 2 * days),
  compareTo: day(-days),
});

// Wall time, and this process's CPU time per call: on SQLite the query runs in this process, so the CPU
// time stays meaningful on a machine busy with other work, where the wall time waits for a core.
async function measure(label, fn) {
  await fn();
  const times = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (list, p) => percentile(list, p).toFixed(2);
  console.log(
    `  ${label}: p50 ${f(times, 50)} ms  p95 ${f(times, 95)} ms  (CPU p50 ${f(cpu, 50)} ms  p95 ${f(cpu, 95)} ms)`,
  );
}

async function run(engine, databaseUrl, orders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-stats-bench-'));
  const sqliteFile = path.join(dir, 'bench.sqlite');
  const copy = process.env.BENCH_SQLITE_COPY;
  if (!databaseUrl && copy && existsSync(copy)) copyFileSync(copy, sqliteFile);
  const handle = openDatabase({ databaseUrl, sqliteFile });
  try {
    const t0 = performance.now();
    await seedBenchOrders(handle, orders);
    // VACUUM INTO: a consistent copy, the statistics of ANALYZE included (a plain copy misses the WAL's pages).
    if (!databaseUrl && process.env.BENCH_SQLITE_KEEP) {
      const keep = path.join(process.env.BENCH_SQLITE_KEEP, `stats-${orders}.sqlite`);
      rmSync(keep, { force: true });
      await sql`vacuum into ${keep}`.execute(handle.db);
    }
    const mine = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('clientId', '=', 1)
      .executeTakeFirst();
    console.log(
      `${engine}, ${orders.toLocaleString('en')} orders (client 1: ${Number(mine.n).toLocaleString('en')}; seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const ctx = { db: handle.db, dialect: handle.dialect, now: () => new Date() };
    await measure('getClientHomeStatistics', () => getClientHomeStatistics(ctx, CLIENT_1));
    for (const days of [30, 90]) {
      await measure(`getOrderStats (${days} days, compared)`, () =>
        getOrderStats(ctx, CLIENT_1, compared(days)),
      );
      await measure(`getOrderTurnoverStats (${days} days, compared)`, () =>
        getOrderTurnoverStats(ctx, CLIENT_1, compared(days)),
      );
    }
    const last90 = { from: day(-89), to: day(0) };
    await measure('getDashboardAlpha (client 1, last 90 days)', () =>
      getDashboardAlpha(handle.db, CLIENT_1, last90),
    );
    await measure('getDashboardAlpha (staff, every client, last 90 days)', () =>
      getDashboardAlpha(handle.db, STAFF, last90),
    );
    await measure('getDashboardPartner (staff, every partner, last 90 days)', () =>
      getDashboardPartner(handle.db, last90),
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
for (const orders of sizes) await run('SQLite', null, orders);
if (process.env.BENCH_DATABASE_URL) {
  const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
  for (const orders of sizes) {
    const name = `wolvo_stats_bench_${orders}_${process.pid}`;
    const admin = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await run('PostgreSQL', url.toString(), orders);
    } finally {
      const drop = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
}
