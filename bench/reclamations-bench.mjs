// Reclamations benchmark: p50/p95 of the staff inbox (default view, a state and client filter, a text
// search), of a client's own list, of filing one (with its staff notifications) and of the failed pickups
// per client, with the demo data (5,000 and 100,000 orders; BENCH_SIZES to choose) plus 20,000
// reclamations and 2,000 pickup requests, on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL (a
// database of its own). Run after building the API: `node bench/reclamations-bench.mjs`.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedBenchOrders } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// BENCH_API_DIST: another build of the API (an earlier commit's, to compare before and after).
const dist = (p) =>
  require(path.join(process.env.BENCH_API_DIST ?? path.join(root, 'api', 'dist'), p));
const { openDatabase } = dist('db/database.js');
const { listReclamations, addReclamation } = dist('modules/reclamations/reclamations.service.js');
const { listFailedPickups } = dist('modules/orders/failed-pickups.js');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function latencies(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;
}

async function run(engine, databaseUrl, volume) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-recl-bench-'));
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    await seedBenchOrders(handle, volume);
    const db = handle.db;
    const orders = await db.selectFrom('orders').select(['id', 'clientId']).execute();
    const users = await db.selectFrom('clients').select(['id', 'userId']).execute();
    const userOf = new Map(users.map((c) => [c.id, c.userId]));
    const at = (i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const rows = Array.from({ length: 20_000 }, (_, i) => {
      const o = orders[i % orders.length];
      return {
        orderId: i % 4 === 0 ? null : o.id,
        reporterId: userOf.get(o.clientId),
        resolverId: null,
        clientId: o.clientId,
        responsibleClientId: null,
        description: `Réclamation de charge ${i}`,
        response: i % 2 ? 'Réponse' : null,
        status: i % 2 ? 'RESOLVED' : 'OPEN',
        createdAt: at(i),
        updatedAt: at(i),
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('reclamations')
        .values(rows.slice(i, i + 500))
        .execute();
    const free = await db
      .selectFrom('orders')
      .select(['id', 'clientId'])
      .where('id', 'not in', db.selectFrom('pickupRequestOrders').select('orderId'))
      .limit(4000)
      .execute();
    for (let i = 0; i + 1 < free.length; i += 2) {
      const { id } = await db
        .insertInto('pickupRequests')
        .values({
          clientId: free[i].clientId,
          state: i % 4 ? 'REQUESTED' : 'COLLECTED',
          requestedBy: null,
          createdAt: at(i),
          collectedAt: i % 4 ? null : at(i + 1),
          collectedBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pickupRequestOrders')
        .values([
          { requestId: id, orderId: free[i].id },
          { requestId: id, orderId: free[i + 1].id },
        ])
        .execute();
    }
    const staff = {
      id: 1,
      role: 'companyPersonnel',
      clientId: null,
      permissions: {},
      via: 'token',
    };
    const client = {
      id: userOf.get(1),
      role: 'clientPersonnel',
      clientId: 1,
      permissions: {},
      via: 'token',
    };
    const page = { offset: 0, limit: 10 };
    console.log(`20,000 reclamations, ${volume.toLocaleString('en')} orders (${engine}):`);
    console.log(
      `  inbox, default view:       ${await latencies(50, () => listReclamations(db, staff, page))}`,
    );
    console.log(
      `  inbox, open + client 2:    ${await latencies(50, () => listReclamations(db, staff, { ...page, status: 'OPEN', clientId: 2 }))}`,
    );
    console.log(
      `  inbox, search "charge 19": ${await latencies(50, () => listReclamations(db, staff, { ...page, search: 'charge 19' }))}`,
    );
    console.log(
      `  client's own list:         ${await latencies(50, () => listReclamations(db, client, page))}`,
    );
    console.log(
      `  file one (+ notifications): ${await latencies(50, () => addReclamation(db, client, client.id, { description: 'Bench' }))}`,
    );
    console.log(
      `  failed pickups per client: ${await latencies(50, () => listFailedPickups(db, page))}`,
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
for (const volume of sizes) await run('SQLite', null, volume);
if (process.env.BENCH_DATABASE_URL) {
  const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
  const admin = async (statement) => {
    const client = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  for (const volume of sizes) {
    const name = `wolvo_recl_bench_${volume}_${process.pid}`;
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await run('PostgreSQL', url.toString(), volume);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
}
