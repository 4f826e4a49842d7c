// Clients list benchmark: p50/p95 of GET /api/v1/client/getAllClients through the whole route (guard,
// query validation, the page and its count, each client's companies) with 10,000 clients of one to three
// companies each: the first page, a deep page, a search over names, emails, phones and company names, and
// the unconfirmed filter. SQLite, and PostgreSQL when it is installed. Runs in this process on the built
// API (`pnpm bench` builds first) and stops by itself.
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

const CLIENTS = 10_000;
const CHUNK = 250;
const RUNS = 200;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** 10,000 merchants written in chunks: a user, a client and its companies each (all one password). */
async function addClients(db) {
  const hash = (
    await db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'client')
      .executeTakeFirstOrThrow()
  ).passwordHash;
  const at = '2026-10-01T08:00:00.000Z';
  for (let start = 0; start < CLIENTS; start += CHUNK) {
    const n = Math.min(CHUNK, CLIENTS - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `bench.client.${start + i}`,
          email: `bench.client.${start + i}@boutique.tn`,
          passwordHash: hash,
          role: 'clientPersonnel',
          fullname: `Marchand ${start + i}`,
          avatar: null,
          active: 1,
          clientId: null,
          adminId: null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning('id')
      .execute();
    const clients = await db
      .insertInto('clients')
      .values(
        users.map(({ id: userId }, i) => ({
          userId,
          delegation: 'Sfax',
          city: 'Sfax Ville',
          pickupAddress: `${start + i} Rue de la Liberté`,
          phone1: String(20_000_000 + start + i),
          phone2: null,
          deliveryCost: 7000,
          returnCost: 4000,
          exchangeCost: 8000,
          pos: null,
          patent: null,
          cin: null,
          rib: null,
          rc: null,
          paymentDays: 'MONDAY',
          paymentType: 'CACHE',
          preferredDeliveryCompanyId: null,
          partnerLogin: null,
          partnerPasswordHash: null,
          apiKey: null,
          apiKeyHash: null,
          apiKeyHint: null,
          apiKeyCreatedAt: null,
          confirmed: (start + i) % 10 === 0 ? 0 : 1,
          active: 1,
          insuranceBp: 0,
          refundBp: 0,
          createdBy: 1,
          // Distinct creation times, so "newest first" has one answer.
          createdAt: new Date(Date.parse(at) + (start + i) * 60_000).toISOString(),
          updatedAt: at,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('businesses')
      .values(
        clients.flatMap(({ id: clientId }, i) =>
          Array.from({ length: 1 + ((start + i) % 3) }, (_, position) => ({
            clientId,
            name: `Boutique ${start + i}-${position}`,
            position,
            createdAt: at,
          })),
        ),
      )
      .execute();
  }
}

async function run(label, databaseUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-clients-bench-'));
  const config = benchConfig(dir, { databaseUrl });
  const handle = openDatabase({ databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await prepareDatabase(handle, { seed: config.seed, orders: 0 });
    const t0 = performance.now();
    await addClients(handle.db);
    const seconds = (performance.now() - t0) / 1000;
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'admin', password: 'Demo2026!' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const total = (
      await app.inject({ method: 'GET', url: '/api/v1/client/getAllClients?limit=1', headers })
    ).json().total;
    console.log(
      `clients list (${label}): ${total.toLocaleString('en')} clients (${CLIENTS.toLocaleString('en')} added in ${seconds.toFixed(1)} s)`,
    );
    const cases = [
      ['first page of 10', () => '?offset=0&limit=10'],
      ['page 500 of 10', () => '?offset=4990&limit=10'],
      ['search a company name', (i) => `?limit=10&search=boutique%20${(i * 37) % CLIENTS}-`],
      [
        'search a phone',
        (i) => `?limit=10&search=2000${String((i * 53) % 10_000).padStart(4, '0')}`,
      ],
      ['unconfirmed, page of 10', () => '?limit=10&confirmed=false'],
    ];
    for (const [name, query] of cases) {
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/client/getAllClients${query(i)}`,
          headers,
        });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name}: p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))} (${RUNS} requests)`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await onEachEngine('clients list', run);
