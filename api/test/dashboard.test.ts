import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, login, type TestApp } from './helpers';

describe('the dashboard on the API origin', () => {
  let t: TestApp;
  const hostDist = mkdtempSync(path.join(tmpdir(), 'wolvo-host-'));
  const remotes = {
    orders: 'http://127.0.0.1:8181/mf-manifest.json',
    team: 'http://127.0.0.1:8186/mf-manifest.json',
  };
  beforeAll(async () => {
    writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>Wolvo</title>');
    writeFileSync(
      path.join(hostDist, 'main.0123abcd.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(hostDist, 'remotes.json'), JSON.stringify(remotes));
    t = await createTestApp('sqlite', { hostDist });
  });
  afterAll(() => t.close());

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

  it('serves remotes.json and lets the page load scripts from those origins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual(remotes);
    const csp = (await t.app.inject({ method: 'GET', url: '/fr/login' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:8181 http:\/\/127\.0\.0\.1:8186/);
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
