// Merchant webhooks benchmark (issue 41), SQLite and PostgreSQL when installed, on the built API in this
// process: (1) what a status change costs when its merchant has three active endpoints (the event and
// three deliveries written in the movement's transaction) against no endpoint: p50/p95 of one partner
// status update per request, 1,000 each; target ≤ 2 ms p95 added. (2) Events delivered per second by one
// sender to a local receiver on 127.0.0.1 (4,000 deliveries). `pnpm bench` builds first.
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
const { DEMO_PARTNER_API_KEY } = dist('db/seed/demo-data.js');
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
    // The demo merchant's parcels, handed to partner 1 and collected.
    const { clientId } = await db
      .selectFrom('users')
      .select('clientId')
      .where('username', '=', 'client')
      .executeTakeFirstOrThrow();
    // (Not those of a bill: a paid parcel's status is frozen.)
    const free = (query) =>
      query
        .where('clientId', '=', clientId)
        .where('id', 'not in', (eb) => eb.selectFrom('billOrders').select('orderId'));
    await free(db.updateTable('orders'))
      .set({ deliveryCompanyId: 1, status: 'COLLECTED', collectedAt: '2026-11-20T08:00:00.000Z' })
      .execute();
    const codes = (await free(db.selectFrom('orders').select('code')).execute()).map((r) => r.code);
    const app = await buildApp({ db, dialect: handle.dialect, config });
    await app.ready();
    let n = 0;
    // One status change per request, round robin over the parcels and statuses.
    const changeLatencies = async () => {
      const latencies = [];
      for (let i = 0; i < CHANGES; i++) {
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
                orderCode: codes[n % codes.length],
                status: STATUSES[Math.floor(n / codes.length) % STATUSES.length],
                partnerStatus: 'En cours',
              },
            ],
          },
        });
        latencies.push(performance.now() - started);
        if (res.json().results?.[0]?.result !== 'accepted') throw new Error(res.body);
      }
      return latencies.sort((a, b) => a - b);
    };
    await changeLatencies(); // warm up
    const none = await changeLatencies();
    const at = new Date().toISOString();
    for (let i = 0; i < 3; i++)
      await db
        .insertInto('webhookEndpoints')
        .values({
          clientId,
          url: `http://127.0.0.1:${receiver.address().port}/hook-${i}`,
          events: 'order.status_changed',
          active: 1,
          secret: `whsec_bench_${i}`,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    const three = await changeLatencies();
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
      await changeLatencies();
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

await onEachEngine('webhooks', run);
