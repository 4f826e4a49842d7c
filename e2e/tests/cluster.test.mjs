// Issue 39: the API past one machine. Starts the real cluster of `npm run start:cluster` (PostgreSQL,
// Redis, two API instances, HAProxy with readiness checks; all on 127.0.0.1) and drives it with plain
// HTTP clients while instances are rolled, killed, and the database and Redis go away; a merchant's
// webhooks survive an instance killed mid-burst.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { startCluster } from '../../scripts/cluster.mjs';
import { DEMO_PASSWORD } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let cluster;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The webhook test's receiver is on 127.0.0.1, and a short lease hands the deliveries a killed
  // instance held to the other within seconds.
  cluster = await startCluster({
    seedOrders: 200,
    quiet: true,
    env: { WEBHOOK_ALLOW_INSECURE: '1', WEBHOOK_LEASE_MS: '3000' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const direct = (instance) => `http://127.0.0.1:${instance.port}`;

async function call(base, pathname, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}/api/v1${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers };
}

async function signIn(base, login = 'client') {
  const res = await call(base, '/users/login', {
    method: 'POST',
    body: { login, password: DEMO_PASSWORD },
  });
  // HAProxy's own 503 has no body: its view of the instances says why.
  if (res.status !== 200)
    assert.fail(
      `${res.status} ${JSON.stringify(res.json)} ${JSON.stringify(await cluster.serverStates())}`,
    );
  return res.json;
}

/**
 * Clients that read and create orders through HAProxy until `until` resolves. A request that meets a
 * connection error is retried by reads only (a write could have been done: #39's Idempotency-Key makes
 * those safe to retry); every answer is tallied by status.
 */
async function load(token, businessId, until, { writes = true, concurrency = 4 } = {}) {
  const tally = { ok: 0, failures: [] };
  let done = false;
  until.then(() => (done = true));
  let n = 0;
  const worker = async (w) => {
    while (!done) {
      n += 1;
      const write = writes && n % 3 === 0;
      const request = write
        ? () =>
            call(cluster.url, '/order/add', {
              token,
              method: 'POST',
              // A new phone each time: the same recipient, COD and goods twice in 48 h is a duplicate.
              body: {
                ...newOrderBody(businessId),
                recipient: {
                  ...newOrderBody(businessId).recipient,
                  phone1: `2${String(w * 1_000_000 + n).padStart(7, '0')}`,
                },
              },
            })
        : () => call(cluster.url, '/order/getOrdersOfTheDay?limit=10', { token });
      let res = null;
      for (let attempt = 0; attempt < 5 && !res; attempt++) {
        try {
          res = await request();
        } catch (error) {
          if (write) throw error;
          await sleep(100);
        }
      }
      if (res?.status >= 200 && res.status < 300) tally.ok += 1;
      else tally.failures.push(`${write ? 'POST' : 'GET'} ${res?.status ?? 'no answer'}`);
    }
  };
  await Promise.all([0, 1, 2, 3].slice(0, concurrency).map(worker));
  return tally;
}

test('a session signed in through one instance works on the other, and through HAProxy', async () => {
  const [a, b] = cluster.instances;
  const { token } = await signIn(direct(a));
  assert.equal((await call(direct(b), '/order/getOrdersOfTheDay?limit=5', { token })).status, 200);
  assert.equal(
    (await call(cluster.url, '/order/getOrdersOfTheDay?limit=5', { token })).status,
    200,
  );
  const states = await cluster.serverStates();
  assert.deepEqual(Object.values(states), ['UP', 'UP']);
});

test('the sign-in limit counts the attempts made on both instances (the 11th gets 429)', async () => {
  const [a, b] = cluster.instances;
  const statuses = [];
  for (let i = 0; i < 11; i++) {
    const res = await call(direct(i % 2 ? b : a), '/users/login', {
      method: 'POST',
      body: { login: 'cluster.nobody', password: 'not the password' },
    });
    statuses.push(res.status);
  }
  assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
  assert.equal(statuses[10], 429);
});

test('a rolling restart of both instances during reads and writes fails no request', async () => {
  const { token } = await signIn(cluster.url);
  const businessId = await firstBusinessOf(token);
  const rolled = cluster.roll();
  const tally = await load(token, businessId, rolled);
  await rolled;
  assert.deepEqual(tally.failures, []);
  assert.ok(tally.ok > 20, `only ${tally.ok} requests answered`);
});

test('an instance killed with SIGKILL: reads retried on connection errors all succeed', async () => {
  const { token } = await signIn(cluster.url);
  const businessId = await firstBusinessOf(token);
  const [a] = cluster.instances;
  const killedAndBack = (async () => {
    await sleep(1_000);
    await cluster.killInstance(a);
    await sleep(2_000);
    await cluster.startInstance(a);
    await sleep(1_000);
  })();
  const tally = await load(token, businessId, killedAndBack, { writes: false });
  assert.deepEqual(tally.failures, []);
  assert.ok(tally.ok > 20, `only ${tally.ok} requests answered`);
});

test('PostgreSQL restarted: 503 during the outage, answers again without restarting the API', async () => {
  const { token } = await signIn(cluster.url);
  const read = () => call(cluster.url, '/order/getOrdersOfTheDay?limit=5', { token });
  assert.equal((await read()).status, 200);
  cluster.postgres.pause();
  try {
    // An instance answers the API's 503; through HAProxy, once the checks have taken both out, it is
    // HAProxy's own.
    const during = await call(direct(cluster.instances[0]), '/order/getOrdersOfTheDay?limit=5', {
      token,
    });
    assert.equal(during.status, 503, JSON.stringify(during.json));
    assert.equal(during.json.message, 'SERVER_ERROR');
    assert.equal(during.headers.get('retry-after'), '5');
    // Held until the readiness checks have taken both out, so the way back is the same on every run.
    await cluster.allOutOfRotation();
    assert.equal((await read()).status, 503);
  } finally {
    cluster.postgres.start();
  }
  // The pools drop their dead connections and open new ones; HAProxy puts an instance back after two
  // good checks.
  const deadline = Date.now() + 20_000;
  let after = await read();
  while (after.status !== 200 && Date.now() < deadline) {
    await sleep(250);
    after = await read();
  }
  assert.equal(after.status, 200);
  // Both instances come back into rotation, not only the first whose checks pass.
  await cluster.allInRotation();
});

test('Redis stopped: sign-ins and reads go on (the rate limit fails open)', async () => {
  await cluster.allInRotation();
  await cluster.redis.stop();
  try {
    const { token } = await signIn(cluster.url);
    assert.equal(
      (await call(cluster.url, '/order/getOrdersOfTheDay?limit=5', { token })).status,
      200,
    );
  } finally {
    await cluster.redis.start();
  }
});

test('a payment document uploaded through one instance downloads through the other', async () => {
  const [a, b] = cluster.instances;
  const { token } = await signIn(direct(a), 'admin');
  const pdf = Buffer.from('%PDF-1.4 RIB scan uploaded to instance A \u0000\u00ff');
  const form = new FormData();
  const stamp = Date.now();
  for (const [name, value] of Object.entries({
    fullname: 'Cluster Boutique',
    email: `cluster.${stamp}@boutique.tn`,
    companies: `Cluster Mode ${stamp}`,
    delegation: 'sfax',
    city: 'sfax ville',
    pickupAddress: '12 Rue Habib Maazoun',
    phone1: '+216 22 333 444',
    deliveryCost: '7000',
    returnCost: '4000',
    exchangeCost: '8000',
    insuranceBp: '150',
    refundBp: '5000',
    cin: '01234567',
    rib: '10 006 0351835984788 31',
    paymentDays: 'MONDAY',
  }))
    form.append(name, value);
  form.append('newPaymentDocuments', new Blob([pdf], { type: 'application/pdf' }), 'rib.pdf');
  const added = await fetch(`${direct(a)}/api/v1/client/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(added.status, 201, await added.clone().text());
  const clientId = (await added.json()).client.id;
  const client = await call(direct(b), `/client/get/search-for-id/${clientId}`, { token });
  assert.equal(client.status, 200);
  assert.equal(client.json.documents.length, 1);
  const doc = await fetch(`${direct(b)}/api/v1/client/document/${client.json.documents[0].id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(doc.status, 200);
  assert.equal(doc.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(Buffer.from(await doc.arrayBuffer()), pdf);
});

test('30 s of order creation with Idempotency-Key while an instance is killed: each key one order', async () => {
  test.setTimeout(120_000);
  const { token } = await signIn(cluster.url);
  const businessId = await firstBusinessOf(token);
  const run = randomUUID().slice(0, 8);
  const created = new Map(); // reference -> order id answered
  const fiveHundreds = [];
  let retried = 0;
  let stop = false;
  // One creation: the same key and body until an answer that is not a connection error or a 5xx (the
  // merchant's shop does this after a timeout or a 502 from the balancer).
  const create = async (reference) => {
    const key = randomUUID();
    const body = {
      ...newOrderBody(businessId),
      reference,
      recipient: {
        ...newOrderBody(businessId).recipient,
        phone1: `2${String(created.size).padStart(7, '0')}`,
      },
    };
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await fetch(`${cluster.url}/api/v1/order/add`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      // A body cut off by the kill is a connection error too.
      const text = res && (await res.text().catch(() => null));
      if (res && text !== null && res.status < 500) {
        assert.equal(res.status, 201, text);
        created.set(reference, JSON.parse(text).id);
        return;
      }
      retried += 1;
      if (res && res.status >= 500) fiveHundreds.push(res.status);
      await sleep(100 + Math.random() * 200);
    }
    throw new Error(`${reference}: no answer after 40 tries`);
  };
  let n = 0;
  const worker = async () => {
    while (!stop) await create(`IDEM-${run}-${(n += 1)}`);
  };
  const [a] = cluster.instances;
  const faults = (async () => {
    await sleep(8_000);
    await cluster.killInstance(a);
    await sleep(4_000);
    await cluster.startInstance(a);
    await sleep(8_000);
    await cluster.killInstance(a);
    await sleep(1_000);
    await cluster.startInstance(a);
    await sleep(8_000);
    stop = true;
  })();
  await Promise.all([faults, ...Array.from({ length: 6 }, worker)]);

  const rows = execFileSync(
    'psql',
    [
      cluster.postgres.url,
      '-At',
      '-F',
      ' ',
      '-c',
      `select o.reference, o.id, count(*) over (partition by o.reference),
         (select count(*) from movements m where m.order_id = o.id)
       from orders o where o.reference like 'IDEM-${run}-%'`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '));
  const twice = rows.filter(([, , copies]) => copies !== '1').map(([reference]) => reference);
  const noMovement = rows
    .filter(([, , , movements]) => movements === '0')
    .map(([reference]) => reference);
  assert.deepEqual(twice, [], 'a key created more than one order');
  assert.deepEqual(noMovement, [], 'an order without its first movement');
  // Every creation the clients were answered is in the database, with the id they were given.
  assert.equal(rows.length, created.size);
  for (const [reference, id] of rows) assert.equal(Number(id), created.get(reference), reference);
  assert.ok(created.size > 100, `only ${created.size} orders created`);
  test.info().annotations.push({
    type: 'load',
    description: `${created.size} orders, ${retried} retries (${fiveHundreds.length} 5xx answers retried)`,
  });
});

const PARTNER_KEY = 'wlp_demo_sahel_express_2026_key_01';
const STATUSES = ['CONSOLE_TO_LOCATION', 'CONSOLE_IN_BOUND', 'IN_TRANSIT', 'IN_TRANSIT_SECOND_TRY'];
// 125 parcels, each through the four statuses twice: 1,000 changes.
const ORDERS = 125;
const ROUNDS = 8;

const sql = (query) =>
  execFileSync('psql', [cluster.postgres.url, '-qAt', '-F', ' ', '-c', query], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '));

async function post(pathname, body, headers) {
  const res = await fetch(`${cluster.url}/api/v1${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

// Issue 41: no webhook is lost when an instance dies. A delivery partner sends a burst of 1,000 status
// changes while one instance is killed with SIGKILL and started again; the merchant's receiver must get
// every change's event (counted by distinct event id), whichever instance sent it.
test('a burst of 1,000 status changes while an instance is killed: every change reaches the merchant', async () => {
  const received = new Map(); // event id -> times received
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['wolvo-event-id'];
      if (id) received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const login = await post('/users/login', { login: 'client', password: DEMO_PASSWORD });
    assert.equal(login.status, 200);
    const endpoint = await post(
      '/webhooks/endpoints',
      {
        url: `http://127.0.0.1:${receiver.address().port}/hooks`,
        events: ['order.status_changed'],
        active: true,
      },
      { authorization: `Bearer ${login.json.token}` },
    );
    assert.equal(endpoint.status, 200, JSON.stringify(endpoint.json));

    // 125 new parcels of the merchant, handed to the partner and collected (set up in the database: the
    // burst is what is tested).
    const auth = { authorization: `Bearer ${login.json.token}` };
    const businesses = await fetch(`${cluster.url}/api/v1/business/get`, { headers: auth }).then(
      (r) => r.json(),
    );
    const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;
    const ids = [];
    for (let i = 0; i < ORDERS; i++) {
      const body = newOrderBody(businessId);
      body.recipient.phone1 = `5${String(i).padStart(7, '0')}`;
      const res = await post('/order/add', body, auth);
      assert.equal(res.status, 201, JSON.stringify(res.json));
      ids.push(res.json.id);
    }
    const [[partnerId]] = sql(`select id from delivery_companies where api_key_hash is not null
    and name like 'Sahel%' limit 1`);
    const codes = sql(`update orders set delivery_company_id = ${partnerId},
      collected_at = '2026-11-01T08:00:00.000Z', status = 'COLLECTED'
    where id in (${ids.join(',')}) returning code`).map(([code]) => code);
    assert.equal(codes.length, ORDERS);
    const [[eventsBefore]] = sql(
      `select count(*) from webhook_events where type = 'order.status_changed'`,
    );

    // 1,000 updates in batches of 10, sent by 4 partner connections; a batch that meets a connection error
    // or a 5xx is sent again (the partner's own keys make that safe).
    const updates = Array.from(
      { length: ROUNDS },
      (_, round) => STATUSES[round % STATUSES.length],
    ).flatMap((status, round) =>
      codes.map((orderCode) => ({
        idempotencyKey: `kill-${round}-${orderCode}`,
        orderCode,
        status,
        partnerStatus: `Sahel ${status}`,
      })),
    );
    const batches = [];
    for (let i = 0; i < updates.length; i += 10) batches.push(updates.slice(i, i + 10));
    let accepted = 0;
    let next = 0;
    const sender = async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        for (let attempt = 0; ; attempt++) {
          assert.ok(attempt < 60, 'a batch got no answer');
          const res = await post(
            '/partner/status-updates',
            { updates: batch },
            {
              'x-partner-key': PARTNER_KEY,
            },
          ).catch(() => null);
          if (res && res.status < 500) {
            assert.equal(res.status, 200, JSON.stringify(res.json));
            for (const r of res.json.results) {
              assert.notEqual(r.result, 'refused', JSON.stringify(r));
              if (r.result === 'accepted') accepted += 1;
            }
            break;
          }
          await sleep(200);
        }
      }
    };
    const [a] = cluster.instances;
    const faults = (async () => {
      while (next < batches.length / 3) await sleep(20);
      await cluster.killInstance(a);
      await sleep(2_000);
      await cluster.startInstance(a);
    })();
    await Promise.all([faults, sender(), sender(), sender(), sender()]);

    // Each update applied once (a batch the killed instance committed answers "duplicate" when resent), and
    // every applied update has its event in the outbox.
    const [[applied]] = sql(
      `select count(*) from partner_status_updates where idempotency_key like 'kill-%'`,
    );
    assert.equal(Number(applied), updates.length);
    assert.ok(accepted <= updates.length);
    const [[eventsAfter]] = sql(
      `select count(*) from webhook_events where type = 'order.status_changed'`,
    );
    assert.equal(Number(eventsAfter) - Number(eventsBefore), updates.length);
    const expected = new Set(
      sql(`select e.id from webhook_events e join webhook_deliveries d on d.event_id = e.id
      where e.type = 'order.status_changed' and d.endpoint_id = ${endpoint.json.id}`).map(
        ([id]) => id,
      ),
    );
    assert.equal(expected.size, updates.length);
    const deadline = Date.now() + 120_000;
    const missing = () => [...expected].filter((id) => !received.has(id));
    while (missing().length && Date.now() < deadline) await sleep(500);
    assert.deepEqual(missing(), [], 'events never delivered');
    test.info().annotations.push({
      type: 'webhooks',
      description: `${expected.size} events delivered, ${[...received.values()].filter((n) => n > 1).length} more than once`,
    });
  } finally {
    receiver.close();
  }
});

/** The caller's first company (the order form's default). */
async function firstBusinessOf(token) {
  const res = await call(cluster.url, '/business/get', { token });
  const list = Array.isArray(res.json) ? res.json : res.json?.items;
  assert.ok(list?.length, `no company: ${JSON.stringify(res.json)}`);
  return list[0].id;
}
