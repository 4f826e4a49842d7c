import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { shutDown } from '../src/shutdown';
import { createMerchant, insertOrder } from './order-fixtures';
import { bearer, createEmptyDatabase, createTestApp, login, type TestApp } from './helpers';

describe('health and graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedOrders: 300 });
  });
  afterAll(() => t.close());

  const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

  it('is live and ready on a migrated database, with no token', async () => {
    const live = await get(t.app, '/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await get(t.app, '/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database lacks a migration of this build, or cannot be reached', async () => {
    const empty = await createEmptyDatabase('sqlite');
    const app = await buildApp({ db: empty.handle.db, dialect: 'sqlite', config: t.config });
    try {
      const pending = await get(app, '/api/health/ready');
      expect([pending.statusCode, pending.json()]).toEqual([
        503,
        { status: 'not-ready', reason: 'migrations-pending' },
      ]);
      await empty.handle.close();
      const unreachable = await get(app, '/api/health/ready');
      expect([unreachable.statusCode, unreachable.json()]).toEqual([
        503,
        { status: 'not-ready', reason: 'database-unreachable' },
      ]);
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
      await empty.close().catch(() => undefined);
    }
  });

  it('on shutdown reports not ready, finishes the request in flight and its PDF, then refuses connections', async () => {
    const own = await createTestApp('sqlite', { seedOrders: 300 });
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const shop = await createMerchant(own.handle.db, 'health.shop');
    const ids: number[] = [];
    for (let i = 0; i < 150; i++)
      ids.push(
        await insertOrder(own.handle.db, {
          clientId: shop.clientId,
          businessId: shop.businessIds[0]!,
          statuses: ['MANUAL_ORDER'],
          createdAt: '2026-11-20T10:00:00.000Z',
        }),
      );
    const { token } = await login(own.app, 'health.shop');
    // A print of many slips: long enough to be in flight when the stop begins.
    const print = fetch(`${base}/api/v1/order/voucher?ids=${ids.join(',')}`, {
      headers: bearer(token),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopping = shutDown(own.app, { close: () => Promise.resolve() }, { drainMs: 400 });
    const during = await fetch(`${base}/api/health/ready`);
    expect([during.status, await during.json()]).toEqual([
      503,
      { status: 'not-ready', reason: 'draining' },
    ]);
    const slips = await print;
    expect(slips.status).toBe(200);
    expect(slips.headers.get('connection')).toBe('close');
    const pdf = Buffer.from(await slips.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    await stopping;
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    await own.close();
  });
});
