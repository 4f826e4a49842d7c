import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { HTTPMethods } from 'fastify';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Paths under /api that match no route, from the bare prefix to versions that do not exist.
const UNKNOWN_API_PATHS = [
  '/api',
  '/api/',
  '/api/x',
  '/api/x.js',
  '/api/v1',
  '/api/v1/nothing/here',
  '/api/v1/nothing/here?page=2',
  '/api/v2/order/get/search/1',
];

/** Every method on every unknown API path answers a JSON 404 in the error shape, never the page. */
async function expectJsonNotFound(t: TestApp) {
  for (const url of UNKNOWN_API_PATHS) {
    for (const method of METHODS) {
      const res = await t.app.inject({ method, url });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // HEAD carries no body; every other method carries the error shape and nothing else.
      if (method !== 'HEAD')
        expect(res.json()).toEqual({
          statusCode: 404,
          message: `Route ${method}:${url} not found`,
          error: 'Not Found',
        });
    }
  }
}

async function expectDocsServed(t: TestApp) {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  expect(doc.json().paths).toHaveProperty(['/api/v1/users/login']);
}

/** An inline script of the prerendered login pages. */
const GATE = "document.getElementById('root').dataset.prerendered = 'login';";
/** index.html's preloads of a signed-in start (host/webpack.config.js). */
const PRELOADS =
  "if (localStorage.getItem('wolvo.token')) document.head.append(document.createElement('link'));";

describe('the dashboard on the API origin', () => {
  let t: TestApp;
  const hostDist = mkdtempSync(path.join(tmpdir(), 'wolvo-host-'));
  const remotes = {
    orders: 'http://127.0.0.1:8181/mf-manifest.json',
    team: 'http://127.0.0.1:8186/mf-manifest.json',
  };
  beforeAll(async () => {
    writeFileSync(
      path.join(hostDist, 'index.html'),
      `<!doctype html><title>Wolvo</title><script>${PRELOADS}</script>`,
    );
    writeFileSync(
      path.join(hostDist, 'main.0123abcd.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(hostDist, 'remotes.json'), JSON.stringify(remotes));
    // The prerendered login pages (host/scripts/prerender-login.mjs); no English one in this build.
    for (const language of ['fr', 'ar'])
      writeFileSync(
        path.join(hostDist, `login-${language}.html`),
        `<!doctype html><html lang="${language}"><title>login ${language}</title><script>${GATE}</script>`,
      );
    t = await createTestApp('sqlite', { hostDist });
  });
  afterAll(() => t.close());

  it("sends a login path its language's prerendered login page, index.html when the build has none", async () => {
    for (const [url, title] of [
      ['/', 'login fr'],
      ['/fr', 'login fr'],
      ['/ar/', 'login ar'],
      ['/ar/login', 'login ar'],
      ['/xx/login', 'login fr'], // an unknown language: the shell shows French
      ['/en/login', 'Wolvo'],
      ['/ar/client/home', 'Wolvo'],
      ['/ar/login/more', 'Wolvo'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect({ url, title: /<title>([^<]*)/.exec(page.body)?.[1] }).toEqual({ url, title });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it("allows the host pages' inline scripts by their hashes, and no other inline script", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/fr/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(page.headers['content-security-policy']),
    )?.[1];
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc?.split(' ')).toEqual([
      "'self'",
      'http://127.0.0.1:8181',
      'http://127.0.0.1:8186',
      hash(GATE),
      hash(PRELOADS),
    ]);
  });

  it('serves index.html for app routes and hashed files with long caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/fr/client/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Wolvo</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const js = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
  });

  it('compresses scripts and JSON for clients that accept it', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.headers['content-encoding']).toBe('gzip');
    const { token, user } = await login(t.app, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/get/${user.id}?limit=50`,
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(list.headers['content-encoding']).toBe('br');
  });

  it('serves the precompressed file of the build in the encoding asked for, and compresses a file without one', async () => {
    const get = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    // Beside the script, the build's .br and .gz: told apart from an answer compressed now by their text.
    const file = path.join(hostDist, 'chunk.89abcdef.js');
    writeFileSync(file, `console.log(${JSON.stringify('plain '.repeat(1000))});`);
    writeFileSync(`${file}.br`, brotliCompressSync(`console.log('from the build: br');`));
    writeFileSync(`${file}.gz`, gzipSync(`console.log('from the build: gz');`));
    const br = await get('/chunk.89abcdef.js', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^(text|application)\/javascript; charset=utf-8$/),
      vary: expect.stringMatching(/accept-encoding/),
    });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      `console.log('from the build: br');`,
    );
    const gzip = await get('/chunk.89abcdef.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`console.log('from the build: gz');`);
    const plain = await get('/chunk.89abcdef.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('plain plain');

    // No file beside it: compressed as it is sent.
    writeFileSync(
      path.join(hostDist, 'other.0123fedc.js'),
      `console.log(${JSON.stringify('other '.repeat(1000))});`,
    );
    const onTheFly = await get('/other.0123fedc.js', 'br');
    expect(onTheFly.headers).toMatchObject({
      'content-encoding': 'br',
      vary: expect.stringMatching(/accept-encoding/),
    });
    expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toContain('other other');
  });

  it('serves remotes.json and lets the page load scripts from those origins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual(remotes);
    const csp = (await t.app.inject({ method: 'GET', url: '/fr/login' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:8181 http:\/\/127\.0\.0\.1:8186/);
  });

  it('answers unknown API paths with a JSON 404 for every method, not the page', async () => {
    await expectJsonNotFound(t);
    // A known API path with a method it does not take is unknown too.
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/api/v1/users/login' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    // Only the /api segment is the API's: a page path that merely starts with the letters is the page.
    const page = await t.app.inject({ method: 'GET', url: '/apis' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Wolvo</title>');
  });

  it('keeps the OpenAPI docs under /api/docs', async () => {
    await expectDocsServed(t);
  });

  it('never serves files outside the build and 404s missing assets', async () => {
    for (const url of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('"@wolvo/api"');
    }
    expect((await t.app.inject({ method: 'GET', url: '/missing.0123abcd.js' })).statusCode).toBe(
      404,
    );
  });
});

describe('the API without a host build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404 for every method and keeps the docs', async () => {
    await expectJsonNotFound(t);
    await expectDocsServed(t);
  });
});
