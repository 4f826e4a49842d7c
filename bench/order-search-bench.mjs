// The header order search (GET /v1/order/get/search/{text}): p50/p95 of the service for a merchant and
// for staff, by slip code, partner code, phone and id prefix. `api-bench.mjs` runs it on each seeded
// database; alone, `node bench/order-search-bench.mjs` (after building the API) seeds 100,000 orders on
// SQLite and, with BENCH_DATABASE_URL, on PostgreSQL (a database of its own), and prints only these.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const shared = (p) => require(path.join(root, 'shared', 'dist', p));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

// Wall time, and this process's CPU time per call: on SQLite the query runs in this process, so the CPU
// time stays meaningful on a busy machine where the wall time waits for a core.
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

/** Prints the header search's latencies on a seeded database. */
export async function orderSearchBench(db) {
  const { searchOrders } = dist('modules/orders/orders.service.js');
  const { parseOrderSearch } = shared('contracts/index.js');
  const clientUser = { id: 0, role: 'clientPersonnel', clientId: 1, permissions: {}, via: 'token' };
  const staffUser = { ...clientUser, role: 'companyPersonnel', clientId: null };
  // Client 1's orders with a partner code: the search texts come from them.
  const samples = await db
    .selectFrom('orders')
    .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
    .select(['orders.id', 'orders.code', 'orders.partnerCode', 'recipients.phone1'])
    .where('orders.clientId', '=', 1)
    .where('orders.partnerCode', 'is not', null)
    .orderBy('orders.id', 'desc')
    .limit(50)
    .execute();
  const pick = (i) => samples[i % samples.length];
  const texts = [
    ['slip code', (i) => pick(i).code],
    ['slip code prefix (WLV1)', () => 'WLV1'],
    ['partner code', (i) => pick(i).partnerCode],
    ['full phone with +216', (i) => `+216 ${pick(i).phone1}`],
    ['phone prefix (4 digits)', (i) => pick(i).phone1.slice(0, 4)],
    ['phone prefix (2 digits)', (i) => pick(i).phone1.slice(0, 2)],
    ['id prefix', (i) => String(pick(i).id).slice(0, 3)],
  ];
  for (const [who, auth] of [
    ['client 1', clientUser],
    ['staff', staffUser],
  ])
    for (const [name, text] of texts) {
      const r = await latencies(200, (i) => searchOrders(db, auth, parseOrderSearch(text(i))));
      console.log(
        `  header search (${who}, ${name}): p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  ${r.cpu}`,
      );
    }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { openDatabase } = dist('db/database.js');
  const { prepareDatabase } = dist('db/bootstrap.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-bench-search-'));
  const file = path.join(dir, 'bench.sqlite');
  const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
  const handle = openDatabase({ databaseUrl: null, sqliteFile: file });
  await prepareDatabase(handle, { seed: 2026, orders });
  console.log(`header order search, SQLite, ${orders.toLocaleString('en')} orders:`);
  await orderSearchBench(handle.db);
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
    const name = `wolvo_search_bench_${process.pid}`;
    await admin(`create database ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      const pg = openDatabase({ databaseUrl: url.toString(), sqliteFile: file });
      await prepareDatabase(pg, { seed: 2026, orders });
      console.log(`header order search, PostgreSQL, ${orders.toLocaleString('en')} orders:`);
      await orderSearchBench(pg.db);
      await pg.close();
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
}
