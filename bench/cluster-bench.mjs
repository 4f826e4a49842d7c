// Cluster benchmark (issue 39): requests per second and p50/p99 of the merchant's orders of the day and of
// order creation through HAProxy with two API instances and with one (the other drained and stopped), and
// straight to one instance without HAProxy, and the cost of an Idempotency-Key on order creation, on the cluster of `npm run start:cluster` (PostgreSQL, Redis).
// Run with `node bench/cluster-bench.mjs` after a build (`pnpm bench` runs it). BENCH_CLUSTER_SECONDS sets
// each load's length (default 10), BENCH_CLUSTER_CONCURRENCY the clients (default 16).
import { randomUUID } from 'node:crypto';
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
  // With `keyed`, each creation carries a new Idempotency-Key: what the check and the key's row cost.
  const write =
    (base, keyed = false) =>
    (client, n) => {
      const body = newOrderBody(businessId);
      // A new phone each time: the same recipient, COD and goods twice in 48 h is a duplicate.
      body.recipient.phone1 = `2${String((run * 100 + client) * 10_000 + n).padStart(7, '0')}`;
      return fetch(`${base}/api/v1/order/add`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          ...(keyed && { 'idempotency-key': randomUUID() }),
        },
        body: JSON.stringify(body),
      });
    };
  const rows = [];
  const bench = async (label, base) => {
    for (const [kind, request] of [
      ['GET orders of the day', read(base)],
      ['POST order/add', write(base)],
      ['POST order/add + key', write(base, true)],
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
  // The Idempotency-Key's cost: the keyed creation against the plain one, straight to one instance.
  const direct = (kind) =>
    rows.find((r) => r.label === 'one instance, no HAProxy' && r.kind === kind);
  const [plain, keyed] = [direct('POST order/add'), direct('POST order/add + key')];
  console.log(
    `  Idempotency-Key on order/add (one instance): p50 ${(keyed.p50 - plain.p50).toFixed(1)} ms, ` +
      `p99 ${(keyed.p99 - plain.p99).toFixed(1)} ms, req/s ${(((keyed.rps - plain.rps) / plain.rps) * 100).toFixed(0)} %`,
  );
} finally {
  await cluster.stop();
}
