// Issue 41: no webhook is lost when an API instance dies. On the cluster of `npm run start:cluster`
// (PostgreSQL, two instances, each running the webhook sender), a delivery partner sends a burst of 1,000
// status changes while one instance is killed with SIGKILL and started again; the merchant's receiver
// must get every change's event (counted by distinct event id), whichever instance sent it.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { startCluster } from '../../scripts/cluster.mjs';
import { DEMO_PASSWORD } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PARTNER_KEY = 'wlp_demo_sahel_express_2026_key_01';
const STATUSES = ['CONSOLE_TO_LOCATION', 'CONSOLE_IN_BOUND', 'IN_TRANSIT', 'IN_TRANSIT_SECOND_TRY'];
// 125 parcels, each through the four statuses twice: 1,000 changes.
const ORDERS = 125;
const ROUNDS = 8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let cluster;
let receiver;
const received = new Map(); // event id -> times received
test.beforeAll(async () => {
  test.setTimeout(300_000);
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['wolvo-event-id'];
      if (id) received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // A short lease: the deliveries the killed instance held go to the other within seconds.
  cluster = await startCluster({
    seedOrders: 200,
    quiet: true,
    env: { WEBHOOK_ALLOW_INSECURE: '1', WEBHOOK_LEASE_MS: '3000' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
  receiver?.close();
});

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

test('a burst of 1,000 status changes while an instance is killed: every change reaches the merchant', async () => {
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
});
