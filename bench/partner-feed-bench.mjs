// Partner status feed benchmark: accepted updates per second through the whole route (key check, body
// validation, one transaction per batch of 500), for 10,000 collected orders assigned to the demo partner,
// each receiving one update; then the same batches again, all duplicates. SQLite, and PostgreSQL when it
// is installed. Runs in this process on the built API (`pnpm bench` builds first) and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
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

const ORDERS = 10_000;
const BATCH = 500;

async function run(label, databaseUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-feed-bench-'));
  const config = benchConfig(dir, {
    databaseUrl,
    seedOrders: ORDERS,
    bodyLimit: 4 * 1024 * 1024,
  });
  const handle = openDatabase({ databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await prepareDatabase(handle, { seed: config.seed, orders: ORDERS });
    // Every seeded order becomes a collected parcel of partner 1, still on its way.
    await handle.db
      .updateTable('orders')
      .set({ deliveryCompanyId: 1, status: 'COLLECTED', collectedAt: '2026-11-20T08:00:00.000Z' })
      .execute();
    const codes = (await handle.db.selectFrom('orders').select('code').execute()).map(
      (r) => r.code,
    );
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    await app.ready();
    const batches = [];
    for (let i = 0; i < codes.length; i += BATCH)
      batches.push(
        codes.slice(i, i + BATCH).map((orderCode, j) => ({
          idempotencyKey: `bench-${i + j}`,
          orderCode,
          status: 'IN_TRANSIT',
          partnerStatus: 'En cours de livraison',
          location: 'Hub Sousse',
        })),
      );
    const send = async () => {
      let accepted = 0;
      let duplicates = 0;
      const t0 = performance.now();
      for (const updates of batches) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/partner/status-updates',
          headers: { 'x-partner-key': DEMO_PARTNER_API_KEY },
          payload: { updates },
        });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
        for (const r of res.json().results)
          if (r.result === 'accepted') accepted += 1;
          else if (r.result === 'duplicate') duplicates += 1;
      }
      return { accepted, duplicates, seconds: (performance.now() - t0) / 1000 };
    };
    const first = await send();
    const again = await send();
    const rate = (n, s) => Math.round(n / s).toLocaleString('en');
    console.log(
      `partner feed (${label}): ${first.accepted.toLocaleString('en')} updates accepted in ` +
        `${first.seconds.toFixed(2)} s = ${rate(first.accepted, first.seconds)} updates/s ` +
        `(target ≥ 1,000/s on SQLite); the same again: ${again.duplicates.toLocaleString('en')} ` +
        `duplicates in ${again.seconds.toFixed(2)} s = ${rate(again.duplicates, again.seconds)}/s`,
    );
    await app.close();
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await onEachEngine('partner feed', run);
