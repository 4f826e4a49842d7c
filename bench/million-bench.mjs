// Issue 38's table: p95 of every list (target ≤ 15 ms: orders of the day incl. page 1 and page 1,000, faulty
// orders, reports, reclamations, bills, clients, header search) and every statistic and dashboard (target
// ≤ 50 ms) at each of BENCH_SIZES orders (default 100,000 and 1,000,000) on SQLite and on PostgreSQL (a
// temporary server, or BENCH_DATABASE_URL; BENCH_ENGINES=sqlite or postgres for one), each database seeded
// once by `seedBenchOrders` (its time printed). Each figure is the p95 of BENCH_RUNS calls (default 40,
// fewer when a call is slow: at most about BENCH_SECONDS, default 8, per figure, at least 5 calls). For a
// figure over its target, the queries of one call are timed one by one and the slowest is printed with its
// plan (EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL). Runs the services in this
// process on the built API (`pnpm --filter @wolvo/api run build` first) and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startTemporaryPostgres } from '../scripts/lib.mjs';
import { seedBenchOrders, serverCpu } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const shared = (p) => require(path.join(root, 'shared', 'dist', p));
const { sql, CompiledQuery } = require(
  require.resolve('kysely', { paths: [path.join(root, 'api')] }),
);
const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
const { openDatabase } = dist('db/database.js');
const { getOrdersOfTheDay, searchOrders } = dist('modules/orders/orders.service.js');
const { findFaultyOrders } = dist('modules/reports/faulty-orders.js');
const { listReports } = dist('modules/reports/reports.service.js');
const { listReclamations } = dist('modules/reclamations/reclamations.service.js');
const { listBills } = dist('modules/bills/bills.service.js');
const { getClientAccounts } = dist('modules/clients/clients.service.js');
const { getClientHomeStatistics, getOrderStats, getOrderTurnoverStats } = dist(
  'modules/statistics/statistics.service.js',
);
const { getDashboardAlpha, getDashboardPartner } = dist('modules/dashboards/dashboards.service.js');
const { parseOrderSearch } = shared('contracts/index.js');

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LIST_MS = Number(process.env.BENCH_LIST_MS ?? 15);
const STATISTICS_MS = 50;

const STAFF = {
  id: 1,
  email: 'bench@wolvo.tn',
  username: 'bench',
  role: 'companyPersonnel',
  clientId: null,
  permissions: {},
  via: 'token',
};
const CLIENT_1 = { ...STAFF, role: 'clientPersonnel', clientId: 1 };
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compared = (days) => ({
  from: day(1 - days),
  to: day(0),
  compareFrom: day(1 - 2 * days),
  compareTo: day(-days),
});
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The calls measured, each with its target: [label, target ms, (db, ctx) => promise]. */
async function calls(db, ctx) {
  const someone = await db
    .selectFrom('orders')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select(['orders.code', 'recipients.phone1', 'recipients.fullname'])
    .where('orders.clientId', '=', 1)
    .orderBy('orders.id', 'desc')
    .executeTakeFirstOrThrow();
  const last30 = { from: day(-30), to: day(0) };
  const last90 = { from: day(-89), to: day(0) };
  const page = (n, size = 10) => ({ offset: (n - 1) * size, limit: size });
  const orders = (q) => (d) => getOrdersOfTheDay(d, CLIENT_1, q);
  // Page 1,000 read by key: the cursor page 999 hands out (keyset paging, issue #38).
  const cursorOf = async (fetchPage) => (await fetchPage(db)).nextCursor ?? undefined;
  const ordersCursor = await cursorOf(orders({ ...last30, ...page(999) }));
  const faultyCursor = await cursorOf((d) =>
    findFaultyOrders(d, { problemType: 'ALL', ...page(999) }),
  );
  const search = (auth, text) => (d) => searchOrders(d, auth, parseOrderSearch(text));
  return [
    ['orders of the day: default view, page 1', LIST_MS, orders(page(1))],
    ['orders of the day: last 30 days, page 1', LIST_MS, orders({ ...last30, ...page(1) })],
    ['orders of the day: last 30 days, page 1,000', LIST_MS, orders({ ...last30, ...page(1000) })],
    [
      'orders of the day: last 30 days, page 1,000 by cursor',
      LIST_MS,
      orders({ ...last30, ...page(1000), cursor: ordersCursor }),
    ],
    [
      'orders of the day: last 30 days, DELIVERED',
      LIST_MS,
      orders({ ...last30, status: ['DELIVERED'], ...page(1) }),
    ],
    ['orders of the day: search by phone', LIST_MS, orders({ search: someone.phone1, ...page(1) })],
    ['orders of the day: search by code', LIST_MS, orders({ search: someone.code, ...page(1) })],
    [
      'orders of the day: search by name',
      LIST_MS,
      orders({ search: someone.fullname.split(' ')[0], ...page(1) }),
    ],
    [
      'faulty orders: ALL, last 90 days, page 1',
      LIST_MS,
      (d) => findFaultyOrders(d, { ...last90, problemType: 'ALL', ...page(1) }),
    ],
    [
      'faulty orders: ALL, every date, page 1,000',
      LIST_MS,
      (d) => findFaultyOrders(d, { problemType: 'ALL', ...page(1000) }),
    ],
    [
      'faulty orders: ALL, every date, page 1,000 by cursor',
      LIST_MS,
      (d) => findFaultyOrders(d, { problemType: 'ALL', ...page(1000), cursor: faultyCursor }),
    ],
    [
      'reports: staff, last 90 days',
      LIST_MS,
      (d) => listReports(d, STAFF, { ...last90, ...page(1, 5) }),
    ],
    ['reports: client 1, every date', LIST_MS, (d) => listReports(d, CLIENT_1, page(1, 5))],
    ['reclamations: staff inbox', LIST_MS, (d) => listReclamations(d, STAFF, page(1))],
    ['bills: staff, page 1', LIST_MS, (d) => listBills(d, STAFF, page(1))],
    ['clients: staff, page 1', LIST_MS, (d) => getClientAccounts(d, page(1))],
    ['header search: client 1, slip code', LIST_MS, search(CLIENT_1, someone.code)],
    ['header search: staff, phone prefix', LIST_MS, search(STAFF, someone.phone1.slice(0, 4))],
    [
      'client home statistics',
      STATISTICS_MS,
      (d) => getClientHomeStatistics({ ...ctx, db: d }, CLIENT_1),
    ],
    ...[30, 90].flatMap((days) => [
      [
        `order statistics, ${days} days compared`,
        STATISTICS_MS,
        (d) => getOrderStats({ ...ctx, db: d }, CLIENT_1, compared(days)),
      ],
      [
        `turnover statistics, ${days} days compared`,
        STATISTICS_MS,
        (d) => getOrderTurnoverStats({ ...ctx, db: d }, CLIENT_1, compared(days)),
      ],
    ]),
    [
      'dashboard alpha: client 1, 90 days',
      STATISTICS_MS,
      (d) => getDashboardAlpha(d, CLIENT_1, last90),
    ],
    ['dashboard alpha: staff, 90 days', STATISTICS_MS, (d) => getDashboardAlpha(d, STAFF, last90)],
    ['dashboard partner: staff, 90 days', STATISTICS_MS, (d) => getDashboardPartner(d, last90)],
  ];
}

/**
 * p95 of up to RUNS calls, at most about SECONDS seconds, at least 5 calls; with this process's CPU time
 * per call (on SQLite the query runs in this process, so it stays meaningful on a machine busy with other
 * work, where the wall time waits for a core).
 */
async function p95(handle, fn) {
  await fn();
  const serverBefore = await serverCpu(handle);
  const times = [];
  const cpu = [];
  const until = performance.now() + SECONDS * 1000;
  while (times.length < RUNS && (times.length < 5 || performance.now() < until)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const serverAfter = await serverCpu(handle);
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const server =
    serverBefore === null || serverAfter === null
      ? null
      : (serverAfter - serverBefore) / times.length;
  return { ms: percentile(times, 95), cpu: percentile(cpu, 95), server, runs: times.length };
}

/** The queries one call runs, each timed alone (median of 3); the slowest with its plan. */
async function slowestQuery(handle, fn) {
  const captured = [];
  const executor = handle.db.getExecutor();
  const capturing = handle.db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      captured.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await fn(capturing);
  let slowest = null;
  for (const query of captured) {
    if (!/^\s*(select|with)\b/i.test(query.sql)) continue;
    const times = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await handle.db.executeQuery(CompiledQuery.raw(query.sql, query.parameters));
      times.push(performance.now() - t0);
    }
    const ms = times.sort((a, b) => a - b)[1];
    if (!slowest || ms > slowest.ms) slowest = { ms, query };
  }
  if (!slowest) return null;
  const explain =
    handle.dialect === 'postgres'
      ? `explain (analyze, buffers) ${slowest.query.sql}`
      : `explain query plan ${slowest.query.sql}`;
  const plan = (await handle.db.executeQuery(CompiledQuery.raw(explain, slowest.query.parameters)))
    .rows;
  const lines =
    handle.dialect === 'postgres'
      ? plan.map((r) => r['QUERY PLAN'])
      : plan.map((r) => `${r.id}/${r.parent} ${r.detail}`);
  return { ms: slowest.ms, sql: slowest.query.sql, queries: captured.length, plan: lines };
}

const results = new Map();
const columns = [];

async function run(engine, databaseUrl, orders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-million-bench-'));
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') });
  const column = `${engine} ${orders >= 1e6 ? `${orders / 1e6}M` : `${orders / 1e3}k`}`;
  columns.push(column);
  try {
    const server0 = await serverCpu(handle);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const parts = await seedBenchOrders(handle, orders);
    const used = process.cpuUsage(cpu0);
    const server1 = await serverCpu(handle);
    // One report in 50 orders, as the reports bench adds (the demo seed makes 60 whatever the volume).
    await sql`insert into order_reports (order_id, report, decision, decision_type, closed, created_at, updated_at)
      select id, 'Colis endommagé à la réception au hub', 'Retour à l''expéditeur', 'WOLVO_DECISION', 1,
        updated_at, updated_at from orders o where id % 50 = 0
        and not exists (select 1 from order_reports r where r.order_id = o.id)`.execute(handle.db);
    await sql`analyze order_reports`.execute(handle.db);
    console.log(
      `${column}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${Object.entries(
        parts,
      )
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
        .join(', ')}; CPU ${((used.user + used.system) / 1e6).toFixed(1)} s in this process${
        server0 === null ? '' : ` + ${((server1 - server0) / 1000).toFixed(1)} s in the server`
      })`,
    );
    const ctx = { db: handle.db, dialect: handle.dialect, now: () => new Date() };
    for (const [label, target, fn] of await calls(handle.db, ctx)) {
      const { ms, cpu, server, runs } = await p95(handle, () => fn(handle.db));
      const row = results.get(label) ?? { target, values: {} };
      // SQLite: this process's CPU p95; PostgreSQL: the server's mean CPU per call plus this process's p95.
      const cost = handle.dialect === 'sqlite' ? cpu : server === null ? null : server + cpu;
      row.values[column] = { ms, cpu: cost };
      results.set(label, row);
      let line = `  ${label}: p95 ${ms.toFixed(2)} ms, CPU p95 ${cpu.toFixed(2)} ms${server === null ? '' : `, server CPU ${server.toFixed(2)} ms a call`}, ${runs} calls (target ${target} ms)`;
      if (ms > target) {
        const slow = await slowestQuery(handle, fn);
        if (slow)
          line +=
            ` MISSED by ${(ms - target).toFixed(1)} ms; slowest of its ${slow.queries} queries ${slow.ms.toFixed(1)} ms:\n` +
            `    ${slow.sql}\n${slow.plan.map((l) => `      ${l}`).join('\n')}`;
      }
      console.log(line);
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (ENGINES.includes('sqlite')) for (const orders of SIZES) await run('SQLite', null, orders);
if (ENGINES.includes('postgres')) {
  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop() {} }
    : await startTemporaryPostgres();
  if (!pg) console.log('PostgreSQL: not installed, skipped');
  else
    try {
      for (const orders of SIZES) {
        const name = `wolvo_million_bench_${orders}_${process.pid}`;
        const admin = async (statement) => {
          const client = new Client({ connectionString: pg.url });
          await client.connect();
          await client.query(statement);
          await client.end();
        };
        await admin(`create database ${name}`);
        const url = new URL(pg.url);
        url.pathname = `/${name}`;
        try {
          await run('PostgreSQL', url.toString(), orders);
        } finally {
          await admin(`drop database if exists ${name} with (force)`);
        }
      }
    } finally {
      pg.stop();
    }
}

const width = Math.max(...[...results.keys()].map((k) => k.length));
const cell = (v, target) =>
  v === undefined
    ? '—'
    : `${v.ms.toFixed(1)}${v.cpu === null ? '' : ` (${v.cpu.toFixed(1)})`}${v.ms > target ? '*' : ' '}`;
console.log(
  `\np95 (ms) by volume and engine; in brackets the CPU a call costs (SQLite: p95 of this process's; ` +
    `PostgreSQL: the server's mean plus this process's p95), what the p95 would be on an idle machine; ` +
    `* p95 over target\n` +
    `${'call'.padEnd(width)}  target  ${columns.map((c) => c.padStart(18)).join('')}`,
);
for (const [label, { target, values }] of results)
  console.log(
    `${label.padEnd(width)}  ${`≤ ${target}`.padStart(6)}  ${columns
      .map((c) => cell(values[c], target).padStart(18))
      .join('')}`,
  );
