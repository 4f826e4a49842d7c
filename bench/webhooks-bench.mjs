// Merchant webhooks benchmark (issue 41), SQLite and PostgreSQL when installed, on the built API in this
// process: (1) what a status change costs when its merchant has three active endpoints (the event and
// three deliveries written in the movement's transaction) against one of a merchant with no endpoint,
// the two alternating: p50/p95 of one partner status update per request, 1,000 each; target ≤ 2 ms p95
// added. (2) Events delivered per second by one sender to a local receiver on 127.0.0.1 (4,000
// deliveries). `pnpm bench` builds first; WEBHOOKS_BENCH_SQLITE_ONLY=1 skips PostgreSQL.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { benchConfig, onEachEngine } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { prepareDatabase } = dist('db/bootstrap.js');
const { buildApp } = dist('app.js');
const { DEMO_PARTNER_API_KEY } = dist('seed/demo-data.js');
const { WebhookDispatcher } = dist('modules/webhooks/dispatcher.js');

const CHANGES = 1000;
const STATUSES = ['CONSOLE_TO_LOCATION', 'CONSOLE_IN_BOUND', 'IN_TRANSIT', 'IN_TRANSIT_SECOND_TRY'];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, databaseUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-webhooks-bench-'));
  const config = benchConfig(dir, { databaseUrl, seedOrders: 2000, webhookDispatcher: false });
  const handle = openDatabase({ databaseUrl, sqliteFile: config.sqliteFile });
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    await prepareDatabase(handle, { seed: config.seed, orders: config.seedOrders });
    const { db } = handle;
    // Two merchants' parcels, handed to partner 1 and collected: the demo merchant gets three endpoints, the
    // other none, and their status changes alternate, so both are measured on the same database, WAL and
    // checkpoints (one phase after the other measured the growth of the database as much as the endpoints).
    const clientIdOf = async (username) =>
      (
        await db
          .selectFrom('users')
          .select('clientId')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).clientId;
    const withEndpoints = await clientIdOf('client');
    const without = await clientIdOf('sfax.sport');
    // (Not those of a bill: a paid parcel's status is frozen.)
    const free = (query, clientId) =>
      query
        .where('clientId', '=', clientId)
        .where('id', 'not in', (eb) => eb.selectFrom('billOrders').select('orderId'));
    const parcelsOf = async (clientId) => {
      await free(db.updateTable('orders'), clientId)
        .set({ deliveryCompanyId: 1, status: 'COLLECTED', collectedAt: '2026-11-20T08:00:00.000Z' })
        .execute();
      return (await free(db.selectFrom('orders').select('code'), clientId).execute()).map(
        (r) => r.code,
      );
    };
    const codes = { three: await parcelsOf(withEndpoints), none: await parcelsOf(without) };
    const at = new Date().toISOString();
    for (let i = 0; i < 3; i++)
      await db
        .insertInto('webhookEndpoints')
        .values({
          clientId: withEndpoints,
          url: `http://127.0.0.1:${receiver.address().port}/hook-${i}`,
          events: 'order.status_changed',
          active: 1,
          secret: `whsec_bench_${i}`,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    const app = await buildApp({ db, dialect: handle.dialect, config });
    await app.ready();
    const sent = { three: 0, none: 0 };
    let n = 0;
    // One status change per request, round robin over a merchant's parcels and the statuses.
    const change = async (which) => {
      const k = sent[which]++;
      const list = codes[which];
      n += 1;
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/partner/status-updates',
        headers: { 'x-partner-key': DEMO_PARTNER_API_KEY },
        payload: {
          updates: [
            {
              idempotencyKey: `hook-bench-${n}`,
              orderCode: list[k % list.length],
              status: STATUSES[Math.floor(k / list.length) % STATUSES.length],
              partnerStatus: 'En cours',
            },
          ],
        },
      });
      const ms = performance.now() - started;
      if (res.json().results?.[0]?.result !== 'accepted') throw new Error(res.body);
      return ms;
    };
    const changeLatencies = async () => {
      const latencies = { three: [], none: [] };
      for (let i = 0; i < CHANGES; i++)
        for (const which of i % 2 ? ['three', 'none'] : ['none', 'three'])
          latencies[which].push(await change(which));
      for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
      return latencies;
    };
    await changeLatencies(); // warm up
    const { none, three } = await changeLatencies();
    const fmt = (sorted) =>
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
    console.log(
      `webhooks (${label}): a status change, no endpoint ${fmt(none)}; three endpoints ${fmt(three)}; ` +
        `added p95 ${(percentile(three, 95) - percentile(none, 95)).toFixed(2)} ms (target ≤ 2 ms)`,
    );

    // Enough deliveries waiting for a steady measure, then one sender drains them.
    while (
      Number(
        (
          await db
            .selectFrom('webhookDeliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) < 4000
    )
      await change('three');
    const pending = async () =>
      Number(
        (
          await db
            .selectFrom('webhookDeliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', 'PENDING')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const waiting = await pending();
    const sender = new WebhookDispatcher(db, { allowInsecure: true, pollMs: 5, batch: 50 });
    const t0 = performance.now();
    sender.start();
    while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - t0) / 1000;
    await sender.stop();
    console.log(
      `webhooks (${label}): ${waiting.toLocaleString('en')} deliveries sent by one sender in ` +
        `${seconds.toFixed(2)} s = ${Math.round(waiting / seconds).toLocaleString('en')} events/s`,
    );
    await app.close();
  } finally {
    receiver.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.WEBHOOKS_BENCH_SQLITE_ONLY) await run('SQLite', null);
else await onEachEngine('webhooks', run);
