// Issue 39: the API past one machine. Starts the real cluster of `npm run start:cluster` (PostgreSQL,
// Redis, two API instances, HAProxy with readiness checks; all on 127.0.0.1) and drives it with plain
// HTTP clients while instances are rolled, killed, and the database and Redis go away.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { startCluster } from '../../scripts/cluster.mjs';
import { DEMO_PASSWORD } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let cluster;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster({ seedOrders: 200, quiet: true });
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
  assert.equal(res.status, 200, JSON.stringify(res.json));
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
    const during = await read();
    assert.equal(during.status, 503, JSON.stringify(during.json));
    assert.equal(during.json.message, 'SERVER_ERROR');
    assert.equal(during.headers.get('retry-after'), '5');
  } finally {
    cluster.postgres.start();
  }
  // The pools drop their dead connections and open new ones; HAProxy may also have taken the instances
  // out while their readiness said database-unreachable.
  const deadline = Date.now() + 20_000;
  let after = await read();
  while (after.status !== 200 && Date.now() < deadline) {
    await sleep(250);
    after = await read();
  }
  assert.equal(after.status, 200);
});

test('Redis stopped: sign-ins and reads go on (the rate limit fails open)', async () => {
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

/** The caller's first company (the order form's default). */
async function firstBusinessOf(token) {
  const res = await call(cluster.url, '/business/get', { token });
  const list = Array.isArray(res.json) ? res.json : res.json?.items;
  assert.ok(list?.length, `no company: ${JSON.stringify(res.json)}`);
  return list[0].id;
}
