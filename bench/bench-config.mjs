// The API configuration every in-process bench builds its app with: a throw-away data directory, the
// demo seed number, no host, quiet logs. A bench passes what it measures differently (body limit, URL).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startTemporaryPostgres } from '../scripts/lib.mjs';

export function benchConfig(dir, overrides = {}) {
  return {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: null,
    dataDir: dir,
    sqliteFile: path.join(dir, 'bench.sqlite'),
    jwtSecret: 'bench-secret-of-sufficient-length-0123456789',
    jwtExpiresIn: '1h',
    loginRateLimit: 1000,
    seed: 2026,
    seedOrders: 0,
    hostDist: null,
    remotesConfig: null,
    bodyLimit: 1024 * 1024,
    logLevel: 'silent',
    publicUrl: 'https://wolvo.example',
    trackingSecret: 'bench-tracking-secret',
    providerName: 'Wolvo',
    ...overrides,
  };
}

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { sql } = require(require.resolve('kysely', { paths: [path.join(root, 'api')] }));

/** Beyond this many orders the benches copy the demo seed's orders instead of generating more. */
const GENERATED_ORDERS_MAX = 100_000;

/**
 * Migrates and seeds a bench database to `orders` orders: the demo seed up to 100,000, then copies of
 * its orders and movements (`multiplyOrders`, api/src/seed/volume.ts), which reach 1,000,000 in a
 * fraction of the time and memory. A database copied from an earlier run is only migrated. Returns the
 * milliseconds of each part.
 */
export async function seedBenchOrders(handle, orders) {
  const { prepareDatabase } = dist('db/bootstrap.js');
  const { multiplyOrders } = dist('seed/volume.js');
  const t0 = performance.now();
  await prepareDatabase(handle, { seed: 2026, orders: Math.min(orders, GENERATED_ORDERS_MAX) });
  const parts = { 'demo seed': performance.now() - t0 };
  if (orders > GENERATED_ORDERS_MAX) {
    const copied = await multiplyOrders(handle, orders);
    if (copied.copiedMs !== undefined) {
      parts.copies = copied.copiedMs;
      parts.statistics = copied.ms - copied.copiedMs;
    }
  }
  return parts;
}

/**
 * Runs `run(label, databaseUrl)` on SQLite, then on a throw-away PostgreSQL when it is installed (else
 * says so under `name`).
 */
export async function onEachEngine(name, run) {
  await run('SQLite', null);
  const postgres = await startTemporaryPostgres();
  if (!postgres) {
    console.log(`${name} (PostgreSQL): skipped, PostgreSQL is not installed`);
    return;
  }
  try {
    await run('PostgreSQL', postgres.url);
  } finally {
    postgres.stop();
  }
}

/** utime + stime of a process and of its ended children (ms; clock ticks of 10 ms), and its parent. */
function processCpu(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    parent: Number(f[1]),
    own: (Number(f[11]) + Number(f[12])) * 10,
    reaped: (Number(f[13]) + Number(f[14])) * 10,
  };
}

/**
 * PostgreSQL: the CPU time (ms) the whole server (it runs on this machine) has used so far: the
 * postmaster's children alive now plus those that ended, parallel workers included (counted in the
 * postmaster's cutime/cstime once reaped). What the calls cost the server, whatever they waited for a
 * core. Null on SQLite or when /proc cannot tell.
 */
export async function serverCpu(handle) {
  if (handle.dialect !== 'postgres') return null;
  try {
    const { rows } = await sql`select pg_backend_pid() as pid`.execute(handle.db);
    const postmaster = processCpu(rows[0].pid).parent;
    const own = processCpu(postmaster);
    let total = own.own + own.reaped;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const p = processCpu(name);
        if (p.parent === postmaster) total += p.own;
      } catch {
        // Ended meanwhile.
      }
    }
    return total;
  } catch {
    return null;
  }
}
