// Seeding benchmark: the time to migrate and seed a bench database to each of BENCH_SIZES orders
// (default 100,000 and 1,000,000; target ≤ 2 minutes at 1,000,000) on SQLite and on PostgreSQL (a
// temporary server, or BENCH_DATABASE_URL), with the parts (demo seed, copies, statistics) and a check of
// the data: every order has its first movement and a recipient of its client. Runs on the built API
// (`pnpm --filter @wolvo/api run build` first) and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startTemporaryPostgres } from '../scripts/lib.mjs';
import { seedBenchOrders, serverCpu } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { sql } = require(require.resolve('kysely', { paths: [path.join(root, 'api')] }));
const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));

const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);

async function run(engine, databaseUrl, orders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-seed-bench-'));
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    const server0 = await serverCpu(handle);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const parts = await seedBenchOrders(handle, orders);
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    const used = process.cpuUsage(cpu0);
    const server1 = await serverCpu(handle);
    // The CPU the seed cost: what it takes on an idle machine, whatever it waited for a core here.
    const cpu =
      `CPU ${((used.user + used.system) / 1e6).toFixed(1)} s in this process` +
      (server0 !== null && server1 !== null
        ? ` + ${((server1 - server0) / 1000).toFixed(1)} s in the server`
        : '');
    const one = async (q) => Number(Object.values((await q.execute(handle.db)).rows[0])[0]);
    const count = await one(sql`select count(*) from orders`);
    const movements = await one(sql`select count(*) from movements`);
    const withoutFirst = await one(
      sql`select count(*) from orders o where not exists (select 1 from movements m where m.order_id = o.id)`,
    );
    const foreignRecipient = await one(
      sql`select count(*) from orders o join recipients r on r.id = o.recipient_id where r.client_id <> o.client_id`,
    );
    console.log(
      `seed ${orders.toLocaleString('en')} orders (${engine}): ${s} s, ${cpu}` +
        `${
          parts
            ? ` (${Object.entries(parts)
                .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
                .join(', ')})`
            : ''
        }` +
        ` — ${count.toLocaleString('en')} orders, ${movements.toLocaleString('en')} movements, ` +
        `${withoutFirst} without a movement, ${foreignRecipient} with another client's recipient`,
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) for (const orders of sizes) await run('SQLite', null, orders);
if (engines.includes('postgres')) {
  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop() {} }
    : await startTemporaryPostgres();
  if (!pg) console.log('PostgreSQL: not installed, skipped');
  else
    try {
      for (const orders of sizes) {
        const name = `wolvo_seed_bench_${orders}_${process.pid}`;
        const admin = new Client({ connectionString: pg.url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(pg.url);
        url.pathname = `/${name}`;
        try {
          await run('PostgreSQL', url.toString(), orders);
        } finally {
          const drop = new Client({ connectionString: pg.url });
          await drop.connect();
          await drop.query(`drop database if exists ${name} with (force)`);
          await drop.end();
        }
      }
    } finally {
      pg.stop();
    }
}
