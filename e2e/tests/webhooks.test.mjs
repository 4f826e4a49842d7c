// Merchant webhooks in account settings (issue 41) against the real server and its dispatcher: a merchant
// adds an endpoint pointing to a receiver this test runs on 127.0.0.1 (the API runs with
// WEBHOOK_ALLOW_INSECURE, as plain http to a loopback address is refused otherwise), sees the signing
// secret once (a reload does not show it again), a status change made by staff reaches the receiver signed
// with that secret and shows in the endpoint's deliveries, and "resend" delivers the same event again.
// In French (light) and Arabic (dark, right to left).
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';
import { animationsDone, axeViolations } from '../support/axe.mjs';

let stack;
let browser;
useStackAndBrowser(
  { seedOrders: 20, env: { WEBHOOK_ALLOW_INSECURE: '1' } },
  (s, b) => ([stack, browser] = [s, b]),
);

/** What the receiver got: one entry per request, by path. */
const received = [];
let receiver;
let receiverPort;

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = receiver.address().port;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const TEXTS = {
  fr: {
    heading: 'Paramètres du compte',
    add: 'Ajouter une adresse',
    url: 'URL',
    secretTitle: 'Secret de signature',
    shownOnce: 'il ne sera plus affiché',
    secret: 'Secret',
    copy: 'Copier le secret',
    done: 'J’ai copié le secret',
    deliveries: 'Envois récents',
    refresh: 'Actualiser les envois',
    statusChanged: 'Changement de statut',
    delivered: 'Livré',
    resend: 'Renvoyer',
    resent: 'Événement renvoyé.',
    table: 'Envois récents vers',
  },
  ar: {
    heading: 'إعدادات الحساب',
    add: 'إضافة عنوان',
    url: 'الرابط (URL)',
    secretTitle: 'سر التوقيع',
    shownOnce: 'لن يظهر مرة أخرى',
    secret: 'السر',
    copy: 'نسخ السر',
    done: 'لقد نسخت السر',
    deliveries: 'الإرسالات الأخيرة',
    refresh: 'تحديث الإرسالات',
    statusChanged: 'تغيّر الحالة',
    delivered: 'تم التسليم',
    resend: 'إعادة الإرسال',
    resent: 'تمت إعادة إرسال الحدث.',
    table: 'الإرسالات الأخيرة إلى',
  },
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The requests the receiver got on `path`, once there are at least `count` (20 s at most). */
async function receivedOn(path, count) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const got = received.filter((r) => r.path === path);
    if (got.length >= count) return got;
    if (Date.now() > deadline)
      throw new Error(`receiver: ${got.length} of ${count} requests on ${path}\n${stack.apiLog()}`);
    await sleep(200);
  }
}

/** Whether one v1 of a Wolvo-Signature header is the HMAC of "t.body" with `secret`. */
function signedWith(header, body, secret) {
  const parts = header.split(',');
  const t = parts.find((p) => p.startsWith('t='))?.slice(2);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some((p) => p === `v1=${expected}`);
}

for (const lang of ['fr', 'ar']) {
  test(`a merchant adds a webhook, sees its secret once, sees a status change delivered and resends it (${lang})`, async () => {
    const T = TEXTS[lang];
    const hookPath = `/hooks-${lang}`;
    const url = `http://127.0.0.1:${receiverPort}${hookPath}`;
    // The order exists before the endpoint: its only event for this endpoint is the status change.
    const { token } = await stack.apiLogin('client');
    const businesses = await stack.api('GET', '/business/get', token);
    const created = await stack.api(
      'POST',
      '/order/add',
      token,
      newOrderBody(businesses.body[0].id),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const order = created.body;

    const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto(`/${lang}/client/settings`);
      await page.getByRole('heading', { level: 1, name: T.heading }).waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar' ? 'rtl' : 'ltr');

      await page.getByRole('button', { name: T.add }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: T.url }).fill(url);
      await form.locator('button[type="submit"]').click();

      // The secret, once, with its warning and copy button.
      const secretDialog = page.getByRole('dialog', { name: T.secretTitle });
      await secretDialog.waitFor();
      await secretDialog.getByText(T.shownOnce).waitFor();
      await secretDialog.getByRole('button', { name: T.copy }).waitFor();
      const secret = await secretDialog.getByRole('textbox', { name: T.secret }).inputValue();
      assert.match(secret, /^whsec_[\w-]{20,}$/);
      await screenshot(page, `webhooks-secret-${lang}`);
      await secretDialog.getByRole('button', { name: T.done }).click();
      await secretDialog.waitFor({ state: 'hidden' });

      const endpoint = page.locator('[data-testid="webhook-endpoint"]', { hasText: url });
      await endpoint.waitFor();
      // A reload lists the endpoint but never shows its secret again.
      await page.reload();
      await endpoint.waitFor();
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal((await page.content()).includes(secret), false, 'the secret is shown again');

      // Staff move the parcel: the receiver gets the event, signed with the secret the page showed.
      const admin = (await stack.apiLogin('admin')).token;
      const moved = await stack.api('PUT', `/order/edit/${order.id}`, admin, {
        newStatus: 'DELIVERED',
      });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      const [first] = await receivedOn(hookPath, 1);
      const event = JSON.parse(first.body);
      assert.equal(event.type, 'order.status_changed');
      assert.equal(first.headers['wolvo-event-id'], event.id);
      assert.ok(signedWith(first.headers['wolvo-signature'], first.body, secret));
      assert.equal(first.headers.cookie, undefined);
      assert.equal(first.headers.authorization, undefined);

      // The delivery shows in the endpoint's list (refreshed until the dispatcher recorded its answer).
      await endpoint.getByRole('button', { name: T.deliveries }).click();
      const table = endpoint.getByRole('table', { name: new RegExp(T.table) });
      await table.waitFor();
      const row = table.getByRole('row').filter({ hasText: T.statusChanged });
      for (let i = 0; i < 20 && !(await row.filter({ hasText: T.delivered }).count()); i++) {
        await endpoint.getByRole('button', { name: T.refresh }).click();
        await sleep(500);
      }
      await row.filter({ hasText: T.delivered }).first().waitFor();
      await row.getByRole('cell', { name: '200', exact: true }).first().waitFor();
      await screenshot(page, `webhooks-deliveries-${lang}`);
      // The deliveries table and its buttons pass axe (the accessibility loop's pages have no endpoint).
      await animationsDone(page);
      const violations = await axeViolations(page, {
        include: ['[data-testid="webhook-endpoint"]'],
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      });
      assert.deepEqual(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );

      // Resend: the receiver gets the same event (same id) a second time, and the list a second row.
      await row.first().getByRole('button', { name: T.resend }).click();
      await page.getByText(T.resent).waitFor();
      const both = await receivedOn(hookPath, 2);
      assert.equal(both[1].headers['wolvo-event-id'], event.id);
      assert.ok(signedWith(both[1].headers['wolvo-signature'], both[1].body, secret));
      for (let i = 0; i < 20 && (await row.count()) < 2; i++) {
        await endpoint.getByRole('button', { name: T.refresh }).click();
        await sleep(500);
      }
      assert.equal(await row.count(), 2);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
}
