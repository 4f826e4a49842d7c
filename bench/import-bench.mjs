// Order import benchmark: a 10,000-row spreadsheet (made here with exceljs, as a merchant fills the
// template) through the whole path: upload and parse (POST /v1/order/import/parse: zip check, exceljs,
// the order rules per row), then POST /v1/order/add-many (the rules again, one transaction, multi-row
// INSERTs). Targets (issue #7): ≤ 5 s on SQLite, ≤ 10 s on PostgreSQL. Runs in this process on the built
// API (`pnpm bench` builds first), on SQLite and on PostgreSQL when it is installed, and stops by itself.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { benchConfig, onEachEngine } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { prepareDatabase } = dist('db/bootstrap.js');
const { buildApp } = dist('app.js');
const ExcelJS = createRequire(path.join(root, 'api', 'package.json'))('exceljs');

const ROWS = 10_000;
// The French header the server's template writes (its own column list, not a copy of it).
const HEADER = dist('modules/orders/order-import.js').IMPORT_COLUMNS.map(
  (c) => `${c.label.fr}${c.required ? ' *' : ''}`,
);
const PLACES = [
  ['Tunis', 'La Marsa', '2070'],
  ['Ben arous', 'El Mourouj', '2074'],
  ['صفاقس', 'ساقية الزيت', '3021'],
  ['SOUSSE', 'Sousse Médina', '4000'],
  ['Sidi Bou Zid', 'Sidi Bouzid Ouest', '9100'],
];

async function spreadsheet(businessId) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Commandes');
  sheet.addRow(HEADER);
  for (let i = 0; i < ROWS; i++) {
    const [governorate, delegation, postalCode] = PLACES[i % PLACES.length];
    sheet.addRow([
      businessId,
      `Client Numéro ${String.fromCharCode(65 + (i % 26))}`,
      i % 2 ? 20_000_000 + i : `2${String(i).padStart(7, '0')}`,
      null,
      governorate,
      delegation,
      `${i} Avenue Habib Bourguiba`,
      postalCode,
      'Robe en lin',
      1 + (i % 3),
      i % 2 ? 45.5 + i : `${20 + (i % 50)},500`,
      i % 4 ? 'Espèces' : 'Chèque',
      i % 2 ? 'oui' : 'non',
      'non',
      null,
      `CMD-${i}`,
      null,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function run(label, databaseUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-import-bench-'));
  const config = benchConfig(dir, { databaseUrl, seedOrders: 500 });
  const handle = openDatabase({ databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await prepareDatabase(handle, { seed: config.seed, orders: config.seedOrders });
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'client', password: 'Demo2026!' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const businesses = await app.inject({ method: 'GET', url: '/api/v1/business/get', headers });
    const file = await spreadsheet(businesses.json()[0].id);

    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const parsed = await app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    const t1 = performance.now();
    if (parsed.statusCode !== 200) throw new Error(`parse ${parsed.statusCode} ${parsed.body}`);
    const preview = parsed.json();
    if (preview.valid !== ROWS) throw new Error(`${preview.invalid} rows refused`);
    const t2 = performance.now();
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/order/add-many',
      headers,
      payload: { orders: preview.rows.map((r) => r.order) },
    });
    const t3 = performance.now();
    const cpu = process.cpuUsage(c0);
    if (added.statusCode !== 201)
      throw new Error(`add-many ${added.statusCode} ${added.body.slice(0, 300)}`);
    const s = (ms) => (ms / 1000).toFixed(2);
    console.log(
      `import (${label}): ${ROWS.toLocaleString('en')} rows, ${(file.length / 1e6).toFixed(2)} MB file: ` +
        `upload + parse + check ${s(t1 - t0)} s, add-many (check + insert) ${s(t3 - t2)} s, ` +
        `end to end ${s(t1 - t0 + (t3 - t2))} s (target ≤ ${databaseUrl ? 10 : 5} s); API process CPU ` +
        `${s((cpu.user + cpu.system) / 1000)} s, load average ${os.loadavg()[0].toFixed(1)} on ` +
        `${os.cpus().length} cores`,
    );
    await app.close();
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await onEachEngine('import', run);
process.exit(0);
