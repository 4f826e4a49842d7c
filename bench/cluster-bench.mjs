// Cluster benchmark (issue 39): requests per second and p50/p99 of the merchant's orders of the day and of
// order creation through HAProxy with two API instances and with one (the other drained and stopped), and
// straight to one instance without HAProxy, on the cluster of `npm run start:cluster` (PostgreSQL, Redis).
// Run with `node bench/cluster-bench.mjs` after a build (`pnpm bench` runs it). BENCH_CLUSTER_SECONDS sets
// each load's length (default 10), BENCH_CLUSTER_CONCURRENCY the clients (default 16).
import { startCluster } from '../scripts/cluster.mjs';
import { DEMO_PASSWORD } from '../e2e/support/stack.mjs';
import { newOrderBody } from '../e2e/support/order-body.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CLUSTER_CONCURRENCY ?? 16);

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** `CONCURRENCY` clients sending `request()` for SECONDS; answers other than 2xx are counted apart. */
async function measure(request) {
  const latencies = [];
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let n = 0; Date.now() < end; n++) {
        const started = performance.now();
        const res = await request(client, n).catch(() => null);
        await res?.arrayBuffer();
        if (res?.ok) latencies.push(performance.now() - started);
        else failed += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

const cluster = await startCluster({ seedOrders: 5000, quiet: true });
try {
  const login = await fetch(`${cluster.url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'client', password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.token}` };
  const businesses = await fetch(`${cluster.url}/api/v1/business/get`, { headers: auth }).then(
    (r) => r.json(),
  );
  const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;
  let run = 0;
  const read = (base) => () =>
    fetch(`${base}/api/v1/order/getOrdersOfTheDay?limit=10`, { headers: auth });
  const write = (base) => (client, n) => {
    const body = newOrderBody(businessId);
    // A new phone each time: the same recipient, COD and goods twice in 48 h is a duplicate.
    body.recipient.phone1 = `2${String((run * 100 + client) * 10_000 + n).padStart(7, '0')}`;
    return fetch(`${base}/api/v1/order/add`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  const rows = [];
  const bench = async (label, base) => {
    for (const [kind, request] of [
      ['GET orders of the day', read(base)],
      ['POST order/add', write(base)],
    ]) {
      run += 1;
      rows.push({ label, kind, ...(await measure(request)) });
    }
  };
  const [a, b] = cluster.instances;
  await bench('HAProxy, 2 instances', cluster.url);
  await bench('one instance, no HAProxy', `http://127.0.0.1:${a.port}`);
  await cluster.stopInstance(b);
  await bench('HAProxy, 1 instance', cluster.url);

  console.log(
    `\nCluster (PostgreSQL, Redis, HAProxy; ${CONCURRENCY} clients, ${SECONDS} s each, ` +
      `${(await import('node:os')).cpus().length} cores)`,
  );
  console.log(
    `  ${'setup'.padEnd(26)} ${'request'.padEnd(22)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.label.padEnd(26)} ${r.kind.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.failed).padStart(7)}`,
    );
} finally {
  await cluster.stop();
}
