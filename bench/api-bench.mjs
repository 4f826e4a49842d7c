// API benchmark: prints login throughput, p50/p95 latency of the notifications list, of a paged orders
// query and of the merchant's orders of the day (default view, a date range, a status filter, searches) at
// the seeded volume and at 100,000 orders, order/add throughput, the orders export (100,000 rows, streamed
// .xlsx), the roulette's play (p50/p95), and the time to migrate and seed a new database.
// Run with `pnpm bench` (builds first). Everything runs on 127.0.0.1 and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newOrderBody } from '../e2e/support/order-body.mjs';
import { reportsBench } from './reports-bench.mjs';
import { orderSearchBench } from './order-search-bench.mjs';
import {
  freePort,
  root,
  startProcess,
  startTemporaryPostgres,
  waitForHttp,
} from '../scripts/lib.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { prepareDatabase } = dist('db/bootstrap.js');
const { listOrdersPage } = dist('modules/orders/orders.repository.js');
const { getOrdersOfTheDay } = dist('modules/orders/orders.service.js');
const { addOrder } = dist('modules/orders/order-writes.service.js');
const { exportOrdersOfTheDay } = dist('modules/orders/orders-export.js');
const { getDashboardAlpha, getDashboardPartner } = dist('modules/dashboards/dashboards.service.js');

/** Client 1's admin, as the auth plugin builds it for a signed-in merchant (id read from the database). */
const CLIENT_1 = {
  id: 0,
  email: 'bench@wolvo.tn',
  username: 'bench',
  role: 'clientPersonnel',
  clientId: 1,
  permissions: {},
  via: 'token',
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

async function timeIt(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function latencies(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await timeIt(() => fn(i)));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function seedAndMeasure(label, databaseUrl, orders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-bench-'));
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') });
  const ms = await timeIt(() => prepareDatabase(handle, { seed: 2026, orders }));
  console.log(
    `migrate + seed ${orders.toLocaleString('en')} orders (${label}): ${(ms / 1000).toFixed(2)} s`,
  );
  // A staff member pages through every client's orders of the last 30 days, 10 per page; a client through its own.
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const [who, scope] of [
    ['staff, all clients', { clientId: null }],
    ['client 1', { clientId: 1 }],
  ]) {
    const r = await latencies(200, (i) =>
      listOrdersPage(handle.db, scope, { from, to, offset: (i % 20) * 10, limit: 10 }),
    );
    console.log(
      `  paged orders query (${who}, last 30 days, page of 10): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}`,
    );
  }
  await ordersOfTheDay(handle.db, from, to);
  await orderSearchBench(handle.db);
  await dashboards(handle.db);
  await reportsBench(handle.db);
  await ordersExport(handle.db, orders);
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Staff export every order (all clients, all dates) as the streamed .xlsx: time, size and memory. */
async function ordersExport(db, orders) {
  const staff = { ...CLIENT_1, role: 'companyPersonnel', clientId: null };
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  let bytes = 0;
  const ms = await timeIt(
    () =>
      new Promise((resolve, reject) => {
        const stream = exportOrdersOfTheDay(
          db,
          staff,
          { from: '2000-01-01', to: '2099-12-31' },
          'fr',
        );
        stream.on('data', (chunk) => {
          bytes += chunk.length;
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        });
        stream.on('end', resolve);
        stream.on('error', reject);
      }),
  );
  console.log(
    `  orders export (staff, every order, ${Math.min(orders, 100_000).toLocaleString('en')} rows, streamed .xlsx): ` +
      `${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB, heap +${((peak - heapBefore) / 1e6).toFixed(0)} MB at most`,
  );
}

/** The merchant's working list in its usual uses, then order/add throughput (sequential). */
/** Dashboard alpha (a client, staff for every client) and the partner dashboard over 90 days (the default of an older account). */
async function dashboards(db) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const STAFF = { ...CLIENT_1, role: 'companyPersonnel', clientId: null };
  for (const [what, fn] of [
    ['dashboard alpha (client 1)', () => getDashboardAlpha(db, CLIENT_1, { from, to })],
    ['dashboard alpha (staff, every client)', () => getDashboardAlpha(db, STAFF, { from, to })],
    ['partner dashboard (staff, every partner)', () => getDashboardPartner(db, { from, to })],
  ]) {
    const r = await latencies(100, fn);
    console.log(`  ${what}, last 90 days: p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}`);
  }
}

async function ordersOfTheDay(db, from, to) {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'clientPersonnel')
    .where('clientId', '=', 1)
    .executeTakeFirstOrThrow();
  CLIENT_1.id = admin.id;
  const someone = await db
    .selectFrom('orders')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select(['recipients.phone1', 'recipients.fullname'])
    .where('orders.clientId', '=', 1)
    .orderBy('orders.id', 'desc')
    .executeTakeFirstOrThrow();
  const views = [
    ['default view (today + not collected)', {}],
    ['last 30 days', { from, to }],
    ['last 30 days, status DELIVERED', { from, to, status: ['DELIVERED'] }],
    ['search by phone', { search: someone.phone1 }],
    ['search by recipient name', { search: someone.fullname.split(' ')[0] }],
  ];
  for (const [name, filter] of views) {
    const r = await latencies(200, (i) =>
      getOrdersOfTheDay(db, CLIENT_1, { offset: (i % 5) * 10, limit: 10, ...filter }),
    );
    console.log(`  orders of the day (client 1, ${name}): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}`);
  }
  const business = await db
    .selectFrom('businesses')
    .select('id')
    .where('clientId', '=', 1)
    .executeTakeFirstOrThrow();
  const body = newOrderBody(business.id);
  const n = 300;
  const ms = await timeIt(async () => {
    for (let i = 0; i < n; i++) await addOrder(db, CLIENT_1, body, 'dashboard');
  });
  console.log(
    `  order/add (service, sequential, one transaction each): ${((n / ms) * 1000).toFixed(0)} orders/s`,
  );
}

async function httpBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-bench-http-'));
  const port = await freePort();
  const server = startProcess('api', 'node', ['api/dist/server.js'], {
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      LOGIN_RATE_LIMIT: '1000000',
      PUBLIC_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      HOST_DIST: path.join(dir, 'none'),
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/settings/get`);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = () =>
      fetch(`${base}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'Demo2026!' }),
      }).then((r) => r.json());
    const { token, user } = await login();
    // Login: 8 concurrent clients for 5 seconds (scrypt dominates, by design).
    let count = 0;
    const until = Date.now() + 5000;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < until) {
          await login();
          count++;
        }
      }),
    );
    console.log(`login: ${(count / 5).toFixed(1)} requests/s (8 concurrent, scrypt N=16384)`);
    const headers = { authorization: `Bearer ${token}` };
    const r = await latencies(500, () =>
      fetch(`${base}/notifications/get/${user.id}?limit=10`, { headers }).then((res) => res.json()),
    );
    console.log(`notifications list over HTTP (limit 10): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}`);
    const s = await latencies(300, (i) =>
      fetch(`${base}/order/get/search-for-id/${1 + ((i * 37) % 5000)}`, { headers }).then((res) =>
        res.json(),
      ),
    );
    console.log(`order detail over HTTP: p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}`);

    // The roulette's play: 300 fresh links of the demo wheel, each played once (draw + use + record).
    const merchant = await fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'client', password: 'Demo2026!' }),
    }).then((res) => res.json());
    const links = [];
    for (let i = 0; i < 300; i++)
      links.push(
        await fetch(`${base}/fortune-wheel/1/generate-url`, {
          method: 'POST',
          headers: { authorization: `Bearer ${merchant.token}` },
        }).then((res) => res.json()),
      );
    const p = await latencies(links.length, (i) =>
      fetch(`${base}/fortune-wheel/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ urlId: links[i].id, visitorId: `bench-visitor-${i}` }),
      }).then((res) => {
        if (res.status !== 200) throw new Error(`play answered ${res.status}`);
        return res.json();
      }),
    );
    console.log(`fortune-wheel play over HTTP (SQLite): p50 ${fmt(p.p50)}  p95 ${fmt(p.p95)}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await httpBench();
await seedAndMeasure('SQLite', null, 5000);
await seedAndMeasure('SQLite', null, 100_000);
const pg = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop() {} }
  : await startTemporaryPostgres();
if (pg) {
  try {
    for (const orders of [5000, 100_000]) {
      const admin = new (require(
        require.resolve('pg', { paths: [path.join(root, 'api')] }),
      ).Client)({ connectionString: pg.url });
      await admin.connect();
      const name = `wolvo_bench_${orders}`;
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(pg.url);
      url.pathname = `/${name}`;
      await seedAndMeasure('PostgreSQL', url.toString(), orders);
    }
  } finally {
    pg.stop();
  }
}
