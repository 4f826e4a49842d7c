// Bills benchmark: the time to preview (GET /v1/bill/init) and create (POST /v1/bill/add) a bill of
// 1,000 and of 5,000 remitted orders (target ≤ 500 ms for 5,000), and to draw its invoice PDF (target
// ≤ 3 s for 5,000 lines) with its size, and to pay it, through the whole route on SQLite. Runs in this process on the
// built API (`pnpm bench` builds first) and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { benchConfig } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { prepareDatabase } = dist('db/bootstrap.js');
const { buildApp } = dist('app.js');
const { DEMO_PASSWORD } = dist('seed/demo-data.js');

const SIZES = [1_000, 5_000];

const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-bills-bench-'));
const config = benchConfig(dir, { bodyLimit: 4 * 1024 * 1024 });
const handle = openDatabase({ databaseUrl: null, sqliteFile: config.sqliteFile });
try {
  await prepareDatabase(handle, { seed: config.seed, orders: 0 });
  const db = handle.db;
  // Remitted orders of the demo client, written straight to the database: one template row, copied.
  const client = await db
    .selectFrom('clients')
    .select(['id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const business = await db
    .selectFrom('businesses')
    .select('id')
    .where('clientId', '=', client.id)
    .executeTakeFirstOrThrow();
  const { id: recipientId } = await db
    .insertInto('recipients')
    .values({
      clientId: client.id,
      fullname: 'Amel Trabelsi',
      email: null,
      phone1: '98000000',
      phone2: null,
      delegation: 'Sfax',
      city: 'Sfax Ville',
      address: '3 Rue Test',
      postalCode: null,
      createdAt: '2026-11-01T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const total = SIZES.reduce((a, b) => a + b, 0);
  const rows = Array.from({ length: total }, (_, i) => ({
    code: `BENCH${String(i).padStart(8, '0')}`,
    clientId: client.id,
    businessId: business.id,
    recipientId,
    destGovernorate: 'Sfax',
    destDelegation: 'Sfax Ville',
    status: i % 10 === 0 ? 'DELIVERED_TO_SENDER' : 'PAID_TO_WOLVO',
    subStatus: 'NONE',
    source: 'MANUAL',
    service: i % 7 === 0 ? 'EXCHANGE' : 'DELIVERY',
    merchandise: 'Article',
    merchandiseQuantity: 1,
    price: 20_000 + (i % 500) * 125,
    paymentType: 'CACHE',
    canOpen: 0,
    fragile: 0,
    deliveryCost: 7000,
    returnCost: 4000,
    exchangeCost: 8000,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-10T08:00:00.000Z',
    collectedAt: '2026-11-02T08:00:00.000Z',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('orders')
      .values(rows.slice(i, i + 500))
      .execute();
  const ids = (
    await db
      .selectFrom('orders')
      .select('id')
      .where('code', 'like', 'BENCH%')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

  const app = await buildApp({ db, dialect: handle.dialect, config });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { login: 'admin', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const fees = [{ title: 'Emballage', value: 2_500, unit: 'DT' }];
  const time = async (fn) => {
    const t0 = performance.now();
    const result = await fn();
    return [performance.now() - t0, result];
  };
  let offset = 0;
  for (const size of SIZES) {
    const chosen = ids.slice(offset, offset + size);
    offset += size;
    const [initMs, init] = await time(() =>
      app.inject({
        method: 'GET',
        url: `/api/v1/bill/init/${chosen.join(',')}?fees=${encodeURIComponent(JSON.stringify(fees))}`,
        headers,
      }),
    );
    if (init.statusCode !== 200)
      throw new Error(`init ${init.statusCode} ${init.body.slice(0, 200)}`);
    const [addMs, add] = await time(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bill/add',
        headers,
        payload: { orderIds: chosen, fees },
      }),
    );
    if (add.statusCode !== 201) throw new Error(`add ${add.statusCode} ${add.body.slice(0, 200)}`);
    const bill = add.json();
    const [pdfMs, pdf] = await time(() =>
      app.inject({ method: 'GET', url: `/api/v1/bill/invoice/${bill.id}`, headers }),
    );
    if (pdf.statusCode !== 200) throw new Error(`invoice ${pdf.statusCode}`);
    // Paying moves every order (a movement each) and freezes the bill's lines.
    const [payMs, pay] = await time(() =>
      app.inject({ method: 'PUT', url: `/api/v1/bill/confirm/${bill.id}`, headers }),
    );
    if (pay.statusCode !== 200) throw new Error(`confirm ${pay.statusCode}`);
    console.log(
      `bill of ${size.toLocaleString('en')} orders (SQLite): preview ${initMs.toFixed(0)} ms, ` +
        `create ${addMs.toFixed(0)} ms (target ≤ 500 ms at 5,000); invoice PDF ${pdfMs.toFixed(0)} ms, ` +
        `${(pdf.rawPayload.length / 1024 / 1024).toFixed(2)} MB (target ≤ 3 s at 5,000); ` +
        `pay ${payMs.toFixed(0)} ms; ` +
        `net ${bill.totals.netToPay} millimes`,
    );
  }
  await app.close();
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
