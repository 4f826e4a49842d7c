// The report screen's queries: p50/p95 of the faulty orders (findAllOrdersWithProblems, each problem
// type, a sender, a search) and of the report list (order-report/get, staff and a client). `api-bench.mjs`
// runs it on each seeded database; alone, `node bench/reports-bench.mjs` (after building the API) seeds
// 100,000 orders on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL (a database of its own), and
// prints only these figures.
import { createRequire } from 'node:module';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedBenchOrders } from './bench-config.mjs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_API_DIST: another build of the API (an earlier commit's, to compare before and after).
const dist = (p) =>
  require(path.join(process.env.BENCH_API_DIST ?? path.join(root, 'api', 'dist'), p));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

// Wall time, and this process's CPU time per call (on SQLite the query runs in this process: the CPU time
// stays meaningful on a busy machine, where the wall time waits for a core). A first untimed pass over the
// pages, as the statistics bench does: the first view timed otherwise pays for reading pages first.
async function latencies(n, fn) {
  for (let i = 0; i < 5; i++) await fn(i);
  const times = [];
  const cpu = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpu: `(CPU p50 ${fmt(percentile(cpu, 50))}  p95 ${fmt(percentile(cpu, 95))})`,
  };
}

/**
 * Adds a report on one order in 50 (the demo seed makes 60 whatever the volume), then times the report
 * screen's two lists as the routes call them, 10 or 5 rows a page over the first pages.
 */
export async function reportsBench(db) {
  const { findFaultyOrders } = dist('modules/reports/faulty-orders.js');
  const { listReports } = dist('modules/reports/reports.service.js');
  const orders = await db.selectFrom('orders').select(['id', 'updatedAt']).orderBy('id').execute();
  const existing = new Set(
    (await db.selectFrom('orderReports').select('orderId').execute()).map((r) => r.orderId),
  );
  const rows = orders
    .filter((o, i) => i % 50 === 0 && !existing.has(o.id))
    .map((o, i) => ({
      orderId: o.id,
      report: 'Colis endommagé à la réception au hub',
      decision: i % 3 === 0 ? null : 'Retour à l’expéditeur',
      decisionType: i % 3 === 0 ? 'CLIENT_DECISION' : 'WOLVO_DECISION',
      closed: i % 3 === 0 ? 0 : 1,
      createdBy: null,
      createdAt: o.updatedAt,
      updatedAt: o.updatedAt,
    }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('orderReports')
      .values(rows.slice(i, i + 500))
      .execute();
  // PostgreSQL: fresh statistics of the reports table, which has 30 times the rows the seed analysed.
  // Autovacuum analyses it within a minute, as it would in production, but then in the middle of the
  // timings (the first views planned on 60 reports, the next on 2,000). SQLite keeps the statistics of
  // its seed's ANALYZE, as a deployed file does (nothing analyses it again by itself).
  const { sql } = require(require.resolve('kysely', { paths: [path.join(root, 'api')] }));
  if (dist('db/database.js').isPostgres(db)) await sql`analyze order_reports`.execute(db);
  const staff = {
    id: 1,
    email: 'bench@wolvo.tn',
    username: 'bench',
    role: 'companyPersonnel',
    clientId: null,
    permissions: {},
    via: 'token',
  };
  const client = { ...staff, role: 'clientPersonnel', clientId: 1 };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const someone = await db
    .selectFrom('orders')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select(['recipients.phone1', 'orders.businessId'])
    .where('orders.status', '=', 'RETURN_TO_SENDER')
    .orderBy('orders.id', 'desc')
    .executeTakeFirstOrThrow();
  const faultyViews = [
    ['ALL, last 90 days', { from, to, problemType: 'ALL' }],
    ['RETURNED, last 90 days', { from, to, problemType: 'RETURNED' }],
    ['STILL_COLLECTED, last 90 days', { from, to, problemType: 'STILL_COLLECTED' }],
    ['ALL, every date', { problemType: 'ALL' }],
    ['ALL, one sender', { from, to, problemType: 'ALL', business: someone.businessId }],
    ['ALL, search by phone', { from, to, problemType: 'ALL', search: someone.phone1 }],
  ];
  for (const [name, filter] of faultyViews) {
    const r = await latencies(200, (i) =>
      findFaultyOrders(db, { ...filter, offset: (i % 5) * 10, limit: 10 }),
    );
    console.log(
      `  findAllOrdersWithProblems (${name}): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  ${r.cpu}`,
    );
  }
  const reportViews = [
    ['staff, last 90 days', staff, { from, to }],
    ['staff, every date', staff, {}],
    ['client 1, every date', client, {}],
    ['staff, search by phone', staff, { search: someone.phone1 }],
  ];
  for (const [name, auth, filter] of reportViews) {
    const r = await latencies(200, (i) =>
      listReports(db, auth, { ...filter, offset: (i % 5) * 5, limit: 5 }),
    );
    console.log(
      `  order-report/get (${name}, ${rows.length + existing.size} reports): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  ${r.cpu}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { openDatabase } = dist('db/database.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-bench-reports-'));
  const file = path.join(dir, 'bench.sqlite');
  // BENCH_SQLITE_COPY: start from a copy of an already seeded file (to time changes without seeding again).
  if (process.env.BENCH_SQLITE_COPY) copyFileSync(process.env.BENCH_SQLITE_COPY, file);
  const handle = openDatabase({ databaseUrl: null, sqliteFile: file });
  const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
  await seedBenchOrders(handle, orders);
  // VACUUM INTO: a consistent copy, the statistics of ANALYZE included (a plain copy misses the WAL's pages).
  if (process.env.BENCH_SQLITE_KEEP) {
    rmSync(process.env.BENCH_SQLITE_KEEP, { force: true });
    const { sql } = require(require.resolve('kysely', { paths: [path.join(root, 'api')] }));
    await sql`vacuum into ${process.env.BENCH_SQLITE_KEEP}`.execute(handle.db);
  }
  console.log(`report screen queries, SQLite, ${orders.toLocaleString('en')} orders:`);
  await reportsBench(handle.db);
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
  if (process.env.BENCH_DATABASE_URL) {
    const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
    const admin = async (statement) => {
      const client = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    const name = `wolvo_reports_bench_${process.pid}`;
    await admin(`create database ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      const pg = openDatabase({ databaseUrl: url.toString(), sqliteFile: file });
      await seedBenchOrders(pg, orders);
      console.log(`report screen queries, PostgreSQL, ${orders.toLocaleString('en')} orders:`);
      await reportsBench(pg.db);
      await pg.close();
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
}
