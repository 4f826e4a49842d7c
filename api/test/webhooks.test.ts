import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENT_TYPES, type TrackingView } from '@wolvo/shared/contracts';
import { nowIso } from '../src/db/database';
import { WebhookDispatcher } from '../src/modules/webhooks/dispatcher';
import { addMovement } from '../src/modules/orders/order-writes.service';
import { trackingTokenOf } from '../src/modules/slips/tracking';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, merchantWithBillableOrders, validOrder } from './order-fixtures';

/** A delivered event as the receiver parses it (loosely: the tests read nested fields). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON body, read field by field
type WebhookBody = Record<string, any>;

/** What a receiver got: one line per request. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A merchant's shop on 127.0.0.1: records every request, answers the status codes queued for its path, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: Record<string, number[]> = {};
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = answers[req.url ?? '']?.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    answers,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The check a merchant's server makes (the README's ten lines): some v1 matches, and t is recent. */
function verify(header: string, body: string, secret: string, toleranceS = 300): boolean {
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

describe.each(dialectsFor('sql'))('merchant webhooks (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: { token: string; id: number };
  let dispatcher: WebhookDispatcher;

  beforeAll(async () => {
    t = await createTestApp(dialect, { webhookAllowInsecure: true });
    receiver = await startReceiver();
    const signed = await login(t.app, 'admin');
    admin = { token: signed.token, id: signed.user.id };
    // Retries due at once, so a test sees three attempts without waiting minutes.
    dispatcher = new WebhookDispatcher(t.handle.db, { allowInsecure: true, backoffMs: 0 });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** Runs the dispatcher until nothing is due (bounded). */
  const drain = async () => {
    for (let i = 0; i < 50; i++) if ((await dispatcher.runOnce()) === 0) return;
    throw new Error('still delivering');
  };
  const send = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const addEndpoint = async (token: string, path: string, events: readonly string[]) => {
    const res = await send(token, 'POST', '/webhooks/endpoints', {
      url: receiver.url(path),
      events,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ id: number; secret: string }>();
  };
  const merchant = async (name: string) => {
    const m = await merchantWithBillableOrders(t.handle.db, `${name}.${dialect}`);
    return { ...m, token: (await login(t.app, `${name}.${dialect}`)).token };
  };
  const at = (path: string) => receiver.received.filter((r) => r.path === path);
  const eventsAt = (path: string) => at(path).map((r) => JSON.parse(r.body) as WebhookBody);

  it('delivers each event type once, signed, and never to another merchant', async () => {
    const a = await merchant('hook.a');
    const b = await merchant('hook.b');
    const endpoint = await addEndpoint(a.token, '/a', WEBHOOK_EVENT_TYPES);
    await addEndpoint(b.token, '/b', WEBHOOK_EVENT_TYPES);

    // order.created (the form), order.edited, order.status_changed (a movement)
    const created = await send(a.token, 'POST', '/order/add', validOrder(a.businessIds[0]!));
    expect(created.statusCode).toBe(201);
    const orderId = created.json<{ id: number }>().id;
    const edited = await send(a.token, 'PUT', `/order/edit/${orderId}`, {
      id: orderId,
      merchandise: 'Sac',
    });
    expect(edited.statusCode).toBe(200);
    await t.handle.db
      .transaction()
      .execute((tx) => addMovement(tx, { id: orderId }, { status: 'READY', by: null }, nowIso()));
    // pickup.collected (with its COLLECTED status change)
    const ask = await send(a.token, 'POST', '/order/pickup-request', { ids: [orderId] });
    expect(ask.statusCode).toBe(201);
    const collect = await send(admin.token, 'PUT', `/order/pickup/${ask.json().id}/collect`);
    expect(collect.statusCode).toBe(200);
    // recipient.choice on the tracking page
    const token = trackingTokenOf({ id: orderId }, t.config);
    const days = (
      await t.app.inject({ method: 'GET', url: `/api/v1/track/${token}` })
    ).json<TrackingView>().choiceDays;
    const choice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/track/${token}/choice`,
      payload: { kind: 'DAY', day: days[0] },
    });
    expect(choice.statusCode).toBe(200);
    // reclamation.answered
    const filed = await send(a.token, 'POST', `/reclamation/${a.userId}/add`, {
      description: 'Où est mon colis ?',
    });
    expect(filed.statusCode).toBe(201);
    const answered = await send(
      admin.token,
      'PUT',
      `/reclamation/${admin.id}/edit/${filed.json().id}`,
      {
        response: 'Il arrive demain.',
      },
    );
    expect(answered.statusCode).toBe(200);
    // bill.created, bill.paid (its orders move too), bill.cancelled
    const bill = await send(admin.token, 'POST', '/bill/add', { orderIds: [a.delivered] });
    expect(bill.statusCode).toBe(201);
    expect((await send(admin.token, 'PUT', `/bill/confirm/${bill.json().id}`)).statusCode).toBe(
      200,
    );
    const other = await send(admin.token, 'POST', '/bill/add', { orderIds: [a.returned] });
    expect((await send(admin.token, 'PUT', `/bill/cancel/${other.json().id}`)).statusCode).toBe(
      200,
    );

    await drain();
    const got = eventsAt('/a');
    for (const type of WEBHOOK_EVENT_TYPES) expect(got.map((e) => e.type)).toContain(type);
    // Once each: no event id twice, and every request verifies with the endpoint's secret.
    expect(new Set(got.map((e) => e.id)).size).toBe(got.length);
    for (const r of at('/a')) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['wolvo-event-id']).toBe(JSON.parse(r.body).id);
      expect(r.headers.cookie).toBeUndefined();
      expect(r.headers.authorization).toBeUndefined();
      expect(verify(String(r.headers['wolvo-signature']), r.body, endpoint.secret)).toBe(true);
      expect(verify(String(r.headers['wolvo-signature']), r.body, 'whsec_wrong')).toBe(false);
    }
    const first = got.find((e) => e.type === 'order.created')!;
    expect(first).toMatchObject({
      reference: 'REF-1',
      code: created.json().code,
      data: { object: { id: orderId, code: created.json().code } },
    });
    const moves = got.filter(
      (e) => e.type === 'order.status_changed' && e.data.object.id === orderId,
    );
    expect(moves.map((e) => e.data.change.to)).toEqual([
      'READY',
      'AWAITING_COLLECTION',
      'COLLECTED',
    ]);
    expect(moves[2].data.change.from).toBe('AWAITING_COLLECTION');
    expect(got.find((e) => e.type === 'bill.paid')!.code).toBe(bill.json().paymentNumber);
    // The other merchant's endpoint heard nothing of this.
    expect(at('/b')).toHaveLength(0);
  });

  it('retries a failing receiver with the same event id until it answers 2xx', async () => {
    const m = await merchant('hook.retry');
    await addEndpoint(m.token, '/retry', ['order.status_changed']);
    receiver.answers['/retry'] = [500, 503];
    await t.handle.db
      .transaction()
      .execute((tx) =>
        addMovement(tx, { id: m.moving }, { status: 'DELIVERED', by: null }, nowIso()),
      );
    await drain();
    const tries = at('/retry');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.headers['wolvo-event-id'])).size).toBe(1);
    const [endpoint] = (await send(m.token, 'GET', '/webhooks/endpoints')).json().items;
    const deliveries = (
      await send(m.token, 'GET', `/webhooks/endpoints/${endpoint.id}/deliveries`)
    ).json();
    expect(deliveries.items[0]).toMatchObject({
      status: 'DELIVERED',
      attempts: 3,
      lastStatusCode: 200,
    });
    // Resend: the same event once more, a new delivery.
    const resent = await send(
      m.token,
      'POST',
      `/webhooks/deliveries/${deliveries.items[0].id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    await drain();
    expect(at('/retry')).toHaveLength(4);
    expect(at('/retry')[3]!.headers['wolvo-event-id']).toBe(tries[0]!.headers['wolvo-event-id']);
  });

  it('shows every webhook route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/v1/webhooks/'))).toEqual([
      '/api/v1/webhooks/endpoints',
      '/api/v1/webhooks/endpoints/{id}',
      '/api/v1/webhooks/endpoints/{id}/roll-secret',
      '/api/v1/webhooks/endpoints/{id}/deliveries',
      '/api/v1/webhooks/deliveries/{id}/resend',
    ]);
    expect(Object.keys(doc.paths['/api/v1/webhooks/endpoints'])).toEqual(['get', 'post']);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const m = await merchant('hook.rollback');
    await addEndpoint(m.token, '/rollback', WEBHOOK_EVENT_TYPES);
    await expect(
      t.handle.db.transaction().execute(async (tx) => {
        await addMovement(tx, { id: m.moving }, { status: 'DELIVERED', by: null }, nowIso());
        throw new Error('the change fails after its movement');
      }),
    ).rejects.toThrow('the change fails');
    await drain();
    expect(at('/rollback')).toHaveLength(0);
    expect(
      await t.handle.db
        .selectFrom('webhookEvents')
        .select('id')
        .where('orderId', '=', m.moving)
        .execute(),
    ).toHaveLength(0);
  });

  it('refuses private, loopback and plain-http URLs without WEBHOOK_ALLOW_INSECURE', async () => {
    const strict = await createTestApp(dialect);
    try {
      const m = await createMerchant(strict.handle.db, `hook.strict.${dialect}`);
      const token = (await login(strict.app, `hook.strict.${dialect}`)).token;
      const add = (url: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/endpoints',
          headers: bearer(token),
          payload: { url, events: ['order.created'] },
        });
      for (const [url, message] of [
        ['https://127.0.0.1/hook', 'webhook.url.private'],
        ['https://10.1.2.3/hook', 'webhook.url.private'],
        ['https://169.254.169.254/latest', 'webhook.url.private'],
        ['https://[::1]/hook', 'webhook.url.private'],
        ['https://localhost/hook', 'webhook.url.private'],
        ['http://127.0.0.1:9/hook', 'webhook.url.invalid'],
        ['ftp://example.com/x', 'webhook.url.invalid'],
      ] as const) {
        const res = await add(url);
        // A field's problem, named by its field (the endpoint dialog shows it under the URL).
        expect([url, res.statusCode, res.json().message]).toEqual([url, 400, [`url: ${message}`]]);
      }
      expect(
        await strict.handle.db
          .selectFrom('webhookEndpoints')
          .select('id')
          .where('clientId', '=', m.clientId)
          .execute(),
      ).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('keeps at most five endpoints, rolls the secret (both sign for 24 h), and hides others', async () => {
    const m = await merchant('hook.limits');
    const other = await merchant('hook.limits.other');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addEndpoint(m.token, `/l${i}`, ['bill.paid'])).id);
    const sixth = await send(m.token, 'POST', '/webhooks/endpoints', {
      url: receiver.url('/l5'),
      events: ['bill.paid'],
    });
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, 'webhook.max-endpoints']);
    const old = (
      await t.handle.db
        .selectFrom('webhookEndpoints')
        .select('secret')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow()
    ).secret;
    const rolled = await send(m.token, 'POST', `/webhooks/endpoints/${ids[0]}/roll-secret`);
    expect(rolled.statusCode).toBe(200);
    expect(rolled.headers['cache-control']).toBe('no-store');
    const secret = rolled.json().secret as string;
    expect(secret).not.toBe(old);
    // Both secrets verify a delivery during the roll.
    const bill = await send(admin.token, 'POST', '/bill/add', { orderIds: [m.delivered] });
    await send(admin.token, 'PUT', `/bill/confirm/${bill.json().id}`);
    await drain();
    const [r] = at('/l0');
    expect(verify(String(r!.headers['wolvo-signature']), r!.body, secret)).toBe(true);
    expect(verify(String(r!.headers['wolvo-signature']), r!.body, old)).toBe(true);
    // Another merchant: not found, never changed; the list never shows a secret.
    for (const [method, url] of [
      ['PUT', `/webhooks/endpoints/${ids[0]}`],
      ['DELETE', `/webhooks/endpoints/${ids[0]}`],
      ['POST', `/webhooks/endpoints/${ids[0]}/roll-secret`],
      ['GET', `/webhooks/endpoints/${ids[0]}/deliveries`],
    ] as const) {
      const res = await send(
        other.token,
        method,
        url,
        method === 'PUT' ? { active: false } : undefined,
      );
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const list = (await send(m.token, 'GET', '/webhooks/endpoints')).json();
    expect(list.items).toHaveLength(5);
    expect(JSON.stringify(list)).not.toContain('whsec_');
    const staff = await send(admin.token, 'GET', `/webhooks/endpoints?clientId=${m.clientId}`);
    expect(staff.json().items.map((e: { id: number }) => e.id)).toEqual(ids);
  });

  it('disables an endpoint after 100 consecutive failures and tells the merchant', async () => {
    const m = await merchant('hook.down');
    const endpoint = await addEndpoint(m.token, '/down', ['order.status_changed']);
    await t.handle.db
      .updateTable('webhookEndpoints')
      .set({ consecutiveFailures: 99 })
      .where('id', '=', endpoint.id)
      .execute();
    receiver.answers['/down'] = [500];
    await t.handle.db
      .transaction()
      .execute((tx) =>
        addMovement(tx, { id: m.moving }, { status: 'DELIVERED', by: null }, nowIso()),
      );
    await drain();
    expect(at('/down')).toHaveLength(1);
    const [row] = (await send(m.token, 'GET', '/webhooks/endpoints')).json().items;
    expect(row).toMatchObject({ active: false, disabledReason: 'CONSECUTIVE_FAILURES' });
    const notes = await t.handle.db
      .selectFrom('notifications')
      .select(['code', 'sourceId'])
      .where('userId', '=', m.userId)
      .where('code', '=', 'WEBHOOK_DISABLED')
      .execute();
    expect(notes).toEqual([{ code: 'WEBHOOK_DISABLED', sourceId: endpoint.id }]);
  });

  if (dialect === 'postgres')
    it('two dispatchers never send one delivery twice at the same time', async () => {
      const m = await merchant('hook.pair');
      await addEndpoint(m.token, '/pair', ['order.created']);
      const bodies = Array.from({ length: 30 }, () => validOrder(m.businessIds[0]!));
      for (const body of bodies)
        expect((await send(m.token, 'POST', '/order/add', body)).statusCode).toBe(201);
      const second = new WebhookDispatcher(t.handle.db, { allowInsecure: true, backoffMs: 0 });
      for (let i = 0; i < 20; i++) {
        const [x, y] = await Promise.all([dispatcher.runOnce(), second.runOnce()]);
        if (!x && !y) break;
      }
      const ids = at('/pair').map((r) => r.headers['wolvo-event-id']);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    });
});
