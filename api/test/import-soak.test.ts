import ExcelJS from 'exceljs';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import {
  EDIT_MESSAGES,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  PAYMENT_DOCUMENTS_FIELD,
} from '@wolvo/shared/contracts';
import { IMPORT_COLUMNS } from '../src/modules/orders/order-import';
import { bearer, createTestApp, login, type TestApp } from './helpers';
import { multipart } from './multipart';
import { handMadeXlsx, zip } from './xlsx-zip';

// No upload can bring the server down: parses of the template (exceljs) and of a file another program
// wrote leave no descriptor or temporary file behind, refusals neither, an oversized upload gets its 413
// over a real socket without a broken pipe, and a client leaving mid-upload ends nothing but its request.
// The soak with 2,000 parses and RSS is `node bench/import-soak-bench.mjs`.

/** Open descriptors of this process (Linux). */
const openFds = () => readdirSync('/proc/self/fd').length;
/** exceljs's temporary files (the `tmp` package's names) of this process. */
const tempFiles = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;

interface Answer {
  status?: number;
  body?: string;
  /** An error the client saw (EPIPE, ECONNRESET), which a browser shows instead of the answer. */
  error?: string;
}

describe('the import under load (sqlite)', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  let template: Buffer;
  let other: Buffer;
  let overLong: Buffer;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedOrders: 0 });
    token = (await login(t.app, 'client')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/import-template?lang=fr',
      headers: bearer(token),
    });
    template = res.rawPayload;
    const business = (
      await t.app.inject({ method: 'GET', url: '/api/v1/business/get', headers: bearer(token) })
    ).json()[0].id as number;
    const row = [
      business,
      'Sarra Ben Salah',
      '22123456',
      null,
      'Tunis',
      'La Marsa',
      '12 Rue',
      '2070',
      // merchandise, quantity, merchandise price, COD, weight, payment, can open, fragile
    ].concat(['Robe', 1, null, 89.5, null, 'Espèces', 'oui', 'non']);
    // The French header the template writes.
    const header = IMPORT_COLUMNS.map((c) => `${c.label.fr}${c.required ? ' *' : ''}`);
    other = handMadeXlsx([header, row, row]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Commandes');
    sheet.addRow(header);
    for (let i = 0; i <= MAX_IMPORT_ROWS; i++) sheet.addRow(row);
    book.addWorksheet('Listes').addRow(['Tunis']);
    overLong = Buffer.from(await book.xlsx.writeBuffer());
  }, 120_000);
  afterAll(() => t.close());

  const parse = (file: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: file,
    });

  /**
   * A request over a real socket, its body written 64 KiB at a time (Content-Length, or chunked); the
   * client leaves after `abortAt` bytes when given. By default `bytes` of filler to the import.
   */
  const upload = (
    bytes: number,
    options: {
      chunked?: boolean;
      abortAt?: number;
      body?: Buffer;
      method?: string;
      path?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    new Promise<Answer>((resolve) => {
      const body = options.body ?? Buffer.alloc(bytes, 0x50);
      const answer: Answer = {};
      const done = () => setTimeout(() => resolve(answer), 100);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path ?? '/api/v1/order/import/parse',
        agent: false,
        headers: {
          ...bearer(token),
          ...(options.headers ?? { 'content-type': 'application/octet-stream' }),
          ...(options.chunked ? {} : { 'content-length': body.length }),
        },
      });
      req.on('response', (res) => {
        answer.status = res.statusCode;
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          answer.body = text;
          done();
        });
        res.on('error', (error) => (answer.error = error.message));
      });
      req.on('error', (error) => {
        answer.error = error.message;
        done();
      });
      let sent = 0;
      const pump = () => {
        while (sent < body.length) {
          if (options.abortAt !== undefined && sent >= options.abortAt) {
            req.destroy();
            return done();
          }
          const part = body.subarray(sent, sent + 64 * 1024);
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  /** Waits for sockets and streams to close: the count is back at `start` or the time is up. */
  const settle = async (count: () => number, start: number) => {
    for (let i = 0; i < 40 && count() > start; i++) await new Promise((r) => setTimeout(r, 50));
    return count();
  };

  it('parses 100 files (exceljs and another writer) and refuses 10 without keeping a descriptor or a temporary file', async () => {
    // Once of each first: modules load, the database opens its files.
    expect((await parse(template)).statusCode).toBe(200);
    expect((await parse(other)).json()).toMatchObject({ total: 2, valid: 2 });
    const fds = openFds();
    const temps = tempFiles();
    for (let i = 0; i < 50; i++) {
      expect((await parse(template)).statusCode).toBe(200);
      expect((await parse(other)).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      const refused = await parse(overLong);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message: 'import.file.too-many-rows',
      });
      const tooLarge = await upload(MAX_IMPORT_FILE_BYTES + 1024 * 1024);
      expect(tooLarge).toMatchObject({ status: 413 });
    }
    // None kept: back at the start or below (a socket of the first parses may close meanwhile).
    expect(await settle(tempFiles, temps)).toBeLessThanOrEqual(temps);
    expect(await settle(openFds, fds)).toBeLessThanOrEqual(fds);
  }, 180_000);

  it('answers an oversized upload with its 413 once it has read it, without a broken pipe', async () => {
    const expected = {
      status: 413,
      body: JSON.stringify({
        statusCode: 413,
        message: 'request.too-large',
        error: 'Payload Too Large',
      }),
    };
    for (const chunked of [false, true])
      for (const bytes of [MAX_IMPORT_FILE_BYTES + 1, 3 * MAX_IMPORT_FILE_BYTES])
        expect({ chunked, bytes, ...(await upload(bytes, { chunked })) }).toEqual({
          chunked,
          bytes,
          ...expected,
        });
  }, 60_000);

  it('answers a refused payment document (multipart) once it has read the rest of the form', async () => {
    const admin = (await login(t.app, 'admin')).token;
    const form = multipart(
      { id: '1' },
      Array.from({ length: 5 }, () => ({ name: 'big.pdf', bytes: Buffer.alloc(3 * 1024 * 1024) })),
    );
    for (const chunked of [false, true]) {
      const answer = await upload(0, {
        chunked,
        body: form.payload,
        method: 'PUT',
        path: '/api/v1/client/edit/1',
        headers: { ...form.headers, ...bearer(admin) },
      });
      expect({ status: answer.status, error: answer.error }).toEqual({ status: 400 });
      expect(JSON.parse(answer.body!).message).toBe(
        `${PAYMENT_DOCUMENTS_FIELD}: ${EDIT_MESSAGES.documentTooLarge}`,
      );
    }
  });

  it('keeps serving when clients leave mid-upload', async () => {
    for (const chunked of [false, true]) {
      const left = await upload(5 * 1024 * 1024, { chunked, abortAt: 1024 * 1024 });
      expect(left.status).toBeUndefined();
    }
    const big = await upload(3 * MAX_IMPORT_FILE_BYTES, { abortAt: 2 * MAX_IMPORT_FILE_BYTES });
    expect(big.status === undefined || big.status === 413).toBe(true);
    expect((await parse(template)).statusCode).toBe(200);
  });

  it('refuses corrupt, truncated and foreign zips with import.file.invalid', async () => {
    const invalid = async (file: Buffer) => {
      const res = await parse(file);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: 'import.file.invalid',
      });
    };
    await invalid(template.subarray(0, template.length - 100));
    await invalid(template.subarray(0, 40));
    // The central directory intact, the compressed data of the parts garbled.
    const garbled = Buffer.from(other);
    garbled.fill(0x41, 100, other.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) - 10);
    await invalid(garbled);
    // A zip, but no workbook in it.
    await invalid(zip([['readme.txt', 'hello']]));
    // A workbook whose worksheet is missing.
    await invalid(
      zip([
        [
          'xl/workbook.xml',
          '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ],
      ]),
    );
  });
});
