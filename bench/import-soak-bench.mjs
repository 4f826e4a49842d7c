// Import soak (issue 34, "no upload can bring the server down"): 2,000 parses through POST
// /v1/order/import/parse, half the unchanged template (written by exceljs), half a filled file written by
// another library (jszip, its worksheet before the shared strings as many programs save it), then 200
// refused oversize files: 100 of 10,001 rows (400 too-many-rows) and 100 over 10 MiB sent over a real
// socket (413, read and dropped, no broken pipe). Prints this process's open descriptors, exceljs's
// temporary files (`tmp-<pid>-*` in the temporary directory) and RSS before and after, and the parse rate.
// Targets: descriptors and temporary files back to their start, RSS within 50 MB. Runs on the built API
// (`pnpm bench` builds first), on SQLite, and stops by itself (exit code 1 when a target is missed).
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { root } from '../scripts/lib.mjs';
import { benchConfig } from './bench-config.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.join(root, 'api', 'dist', p));
const { openDatabase } = dist('db/database.js');
const { prepareDatabase } = dist('db/bootstrap.js');
const { buildApp } = dist('app.js');
const { IMPORT_COLUMNS } = dist('modules/orders/order-import.js');
const apiRequire = createRequire(path.join(root, 'api', 'package.json'));
const { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } = apiRequire('@wolvo/shared/contracts');
const ExcelJS = apiRequire('exceljs');
// Another writer: the zip library exceljs depends on, used here directly with its own part order.
const JSZip = createRequire(apiRequire.resolve('exceljs'))('jszip');

const PARSES = 2_000;
const OVER_LONG = 100;
const OVER_SIZE = 100;

const openFds = () => readdirSync('/proc/self/fd').length;
const tempFiles = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;
// Memory is read after full collections half a second apart (buffers' memory is freed after the
// collection that drops them), so the figures are what is kept, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const memory = async () => {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1024 / 1024, heap: heapUsed / 1024 / 1024 };
};

const HEADER = IMPORT_COLUMNS.map((c) => `${c.label.fr}${c.required ? ' *' : ''}`);
const row = (businessId, i) => [
  businessId,
  `Client ${i}`,
  `2${String(i).padStart(7, '0')}`,
  null,
  'Tunis',
  'La Marsa',
  `${i} Avenue Habib Bourguiba`,
  '2070',
  'Robe en lin',
  1,
  45.5,
  'Espèces',
  'oui',
  'non',
];

/** A filled file as jszip writes it: worksheet, then workbook, relationships and shared strings. */
async function otherWriter(businessId, rows) {
  const strings = [];
  const index = new Map();
  const cell = (value, ref) => {
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (!index.has(value)) index.set(value, strings.push(value) - 1);
    return `<c r="${ref}" t="s"><v>${index.get(value)}</v></c>`;
  };
  const data = [HEADER, ...Array.from({ length: rows }, (_, i) => row(businessId, i))]
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => cell(v, `${String.fromCharCode(65 + c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${data}</sheetData></worksheet>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Commandes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  zip.file(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${strings.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** 10,001 rows (exceljs): refused with import.file.too-many-rows after reading them. */
async function overLong(businessId) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Commandes');
  sheet.addRow(HEADER);
  for (let i = 0; i <= MAX_IMPORT_ROWS; i++) sheet.addRow(row(businessId, i));
  book.addWorksheet('Listes').addRow(['Tunis']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A body over the import's limit over a real socket: the answer, and any error the client saw. */
function oversize(port, token, bytes) {
  return new Promise((resolve) => {
    const answer = {};
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/order/import/parse',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'content-length': bytes,
      },
    });
    req.on('response', (res) => {
      answer.status = res.statusCode;
      res.resume();
      res.on('end', () => setImmediate(() => resolve(answer)));
    });
    req.on('error', (error) => {
      answer.error = error.code ?? error.message;
      resolve(answer);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x50);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Waits for sockets and streams to close: the count back at `start` or two seconds gone. */
async function settle(count, start) {
  for (let i = 0; i < 40 && count() > start; i++) await new Promise((r) => setTimeout(r, 50));
  return count();
}

const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-import-soak-'));
const config = benchConfig(dir);
const handle = openDatabase({ databaseUrl: null, sqliteFile: config.sqliteFile });
const failures = [];
try {
  await prepareDatabase(handle, { seed: config.seed, orders: config.seedOrders });
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { login: 'client', password: 'Demo2026!' },
  });
  const token = login.json().token;
  const headers = { authorization: `Bearer ${token}` };
  const businessId = (
    await app.inject({ method: 'GET', url: '/api/v1/business/get', headers })
  ).json()[0].id;
  const template = (
    await app.inject({ method: 'GET', url: '/api/v1/order/import-template?lang=fr', headers })
  ).rawPayload;
  const other = await otherWriter(businessId, 20);
  const long = await overLong(businessId);
  const parse = async (file, expected) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    if (res.statusCode !== expected) throw new Error(`parse ${res.statusCode} ${res.body}`);
    return res;
  };

  // Warm up: modules load, the database opens its files, the heap finds its size.
  for (let i = 0; i < 20; i++) {
    await parse(template, 200);
    await parse(other, 200);
  }
  for (let i = 0; i < 5; i++) {
    await parse(long, 400);
    await oversize(port, token, MAX_IMPORT_FILE_BYTES + 1 + i * 1024 * 1024);
  }
  const start = { fds: await settle(openFds, 0), temps: tempFiles(), ...(await memory()) };

  const t0 = performance.now();
  for (let i = 0; i < PARSES / 2; i++) {
    await parse(template, 200);
    await parse(other, 200);
  }
  const t1 = performance.now();
  const mid = { fds: openFds(), temps: tempFiles(), ...(await memory()) };
  const seen = new Map();
  for (let i = 0; i < OVER_LONG; i++) {
    const res = await parse(long, 400);
    if (res.json().message !== 'import.file.too-many-rows') throw new Error(res.body);
  }
  const t2 = performance.now();
  for (let i = 0; i < OVER_SIZE; i++) {
    const answer = await oversize(port, token, MAX_IMPORT_FILE_BYTES + 1 + (i % 8) * 1024 * 1024);
    const key = `${answer.status ?? 'none'}${answer.error ? ` ${answer.error}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const t3 = performance.now();
  const end = {
    fds: await settle(openFds, start.fds),
    temps: await settle(tempFiles, start.temps),
    ...(await memory()),
  };
  await app.close();

  const s = (ms) => (ms / 1000).toFixed(1);
  const rate = (n, ms) => (n / (ms / 1000)).toFixed(0);
  console.log(
    `import soak: ${PARSES.toLocaleString('en')} parses (template by exceljs ${(template.length / 1024).toFixed(0)} KB, ` +
      `20 rows by jszip ${(other.length / 1024).toFixed(1)} KB) in ${s(t1 - t0)} s (${rate(PARSES, t1 - t0)}/s); ` +
      `${OVER_LONG} files of ${(MAX_IMPORT_ROWS + 1).toLocaleString('en')} rows refused in ${s(t2 - t1)} s ` +
      `(${rate(OVER_LONG, t2 - t1)}/s); ${OVER_SIZE} uploads of 10-17 MiB over a socket in ${s(t3 - t2)} s: ` +
      [...seen].map(([k, n]) => `${n}× ${k}`).join(', '),
  );
  console.log(
    `import soak: open descriptors ${start.fds} → ${mid.fds} after the parses → ${end.fds} (target ${start.fds}); ` +
      `temporary files ${start.temps} → ${mid.temps} → ${end.temps} (target ${start.temps}); ` +
      `RSS ${start.rss.toFixed(0)} MB → ${mid.rss.toFixed(0)} MB → ${end.rss.toFixed(0)} MB ` +
      `(+${(end.rss - start.rss).toFixed(0)} MB, target ≤ +50 MB); heap used ${start.heap.toFixed(0)} MB → ` +
      `${mid.heap.toFixed(0)} MB → ${end.heap.toFixed(0)} MB`,
  );
  if (end.fds > start.fds) failures.push('open descriptors');
  if (end.temps > start.temps) failures.push('temporary files');
  if (end.rss - start.rss > 50) failures.push('RSS');
  if (seen.size !== 1 || !seen.has('413')) failures.push('413 without a client error');
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) console.log(`import soak: MISSED ${failures.join(', ')}`);
process.exit(failures.length ? 1 : 0);
