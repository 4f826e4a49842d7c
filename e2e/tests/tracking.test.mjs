// The recipient's tracking page against the real server: the merchant creates a parcel and prints its
// slip; the QR code on the printed page (drawn by pdftoppm, read by zbarimg as a phone would) opens the
// page in a signed-out, phone-sized browser in Arabic; the recipient picks a delivery day with a note.
// The merchant gets the notification, which opens the order, whose history shows the choice.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 400 }, (s, b) => ([stack, browser] = [s, b]));

const PHONE = { width: 360, height: 740 };

/** What a phone reads on the printed slip: the PDF from the server, drawn at 150 dpi, scanned. */
async function scanSlip(token, orderId) {
  const res = await fetch(`${stack.baseUrl}/api/v1/order/voucher?ids=${orderId}&lang=ar`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 200, await res.clone().text());
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-slip-'));
  try {
    const file = path.join(dir, 'slip.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    spawnSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'p')]);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'));
    assert.ok(png, 'pdftoppm drew the slip');
    const out = spawnSync('zbarimg', ['-q', '--raw', path.join(dir, png)], { encoding: 'utf8' });
    return out.stdout.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the live page has replaced the server's first paint (`data-prerendered`, inert). */
function livePage(page) {
  return page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

test.describe('recipient tracking', () => {
  test('the QR code of a printed slip opens the page in Arabic on a phone; the recipient picks a day; the merchant sees it', async () => {
    const { token } = await stack.apiLogin('client');
    const businesses = await stack.api('GET', '/business/get', token);
    const created = await stack.api('POST', '/order/add', token, {
      businessId: businesses.body[0].id,
      service: 'DELIVERY',
      recipient: {
        fullname: 'Sarra Ben Ali',
        phone1: '22123456',
        delegation: 'Sfax',
        city: 'Sakiet Ezzit',
        address: '12 Rue de la Liberté',
        postalCode: '3021',
      },
      merchandise: 'Robe en lin',
      merchandiseQuantity: 1,
      price: 89_500,
      paymentType: 'CACHE',
      canOpen: true,
      fragile: true,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const orderId = created.body.id;

    const codes = await scanSlip(token, orderId);
    const url = codes.find((c) => c.includes('/track/'));
    assert.ok(url, `a tracking QR code among ${JSON.stringify(codes)}`);
    assert.match(url, new RegExp(`^${stack.baseUrl}/ar/track/[0-9a-z]+[A-Za-z0-9_-]{22}$`));
    // The merchant's copy of the link is the same page.
    const detail = await stack.api('GET', `/order/get/search-for-id/${orderId}`, token);
    assert.equal(detail.body.trackingUrl, url.replace('/ar/', '/fr/'));

    const phone = await newPage(browser, { lang: 'ar', colorScheme: 'light', viewport: PHONE });
    let chosenDay;
    // A signed-out phone gets none of the signed-in shell (host/webpack.config.js: `shell` chunk).
    const scripts = [];
    phone.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    try {
      await phone.goto(url);
      // The server's first paint is inert: the recipient acts on the live page that replaces it.
      await livePage(phone);
      await phone.getByRole('heading', { level: 1, name: /^طردك من / }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.dir), 'rtl');
      const amount = await phone.getByTestId('tracking-amount').textContent();
      assert.ok(amount.includes('\u206689,500\u2069\u00a0د.ت'), amount);
      // Nothing private on the page.
      const text = await phone.locator('body').innerText();
      for (const secret of ['Sarra', '22123456', '22 123 456', 'Liberté'])
        assert.ok(!text.includes(secret), `the page shows ${secret}`);
      // Nothing wider than the phone.
      assert.ok(
        await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no sideways scrolling at 360 px',
      );
      const radios = phone.getByRole('radio');
      // The day choice's code loads when the page has days to offer.
      await radios.first().waitFor();
      await screenshot(phone, 'tracking-before-ar-light');
      assert.equal(await radios.count(), 3);
      await radios.nth(1).check();
      chosenDay = await radios.nth(1).getAttribute('value');
      await phone.getByLabel('ملاحظة للمُوصِّل (اختياري)').fill('بعد الساعة الثانية');
      const answer = phone.waitForResponse((r) => r.url().endsWith('/choice'));
      await phone.getByRole('button', { name: 'تأكيد هذا اليوم' }).click();
      assert.equal((await answer).status(), 200);
      await phone.getByRole('status').filter({ hasText: 'شكرًا، تم حفظ اختيارك.' }).waitFor();
      assert.equal(await phone.getByRole('radio').count(), 0);
      await screenshot(phone, 'tracking-after-ar-light');
      assert.deepEqual(phone.consoleErrors, []);
      assert.deepEqual(
        scripts.filter((file) => /^\/shell\.[0-9a-f]+\.js$/.test(file)),
        [],
        'the tracking page loads no signed-in shell code',
      );
    } finally {
      await phone.context().close();
    }

    const merchant = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    try {
      await signInByToken(merchant.context(), stack, 'client');
      await merchant.goto('/fr/client/home');
      await merchant.getByRole('button', { name: /^Notifications ?: / }).click();
      const bell = merchant.getByRole('dialog', { name: 'Notifications' });
      await bell
        .getByText('Un destinataire a choisi son jour de livraison ou refusé son colis')
        .first()
        .click();
      const choice = merchant.getByTestId('movement-recipient-choice');
      await choice.waitFor({ timeout: 20_000 });
      const shown = await choice.textContent();
      assert.match(shown, /^Sur sa page de suivi, le destinataire a choisi d’être livré le /);
      assert.ok(/Message au livreur\s: بعد الساعة الثانية/.test(shown), shown);
      const [, month, day] = chosenDay.split('-');
      assert.ok(shown.includes(String(Number(day))), `${shown} names ${chosenDay} (${month})`);
      assert.match(merchant.url(), /\/fr\/client\/orders\/order-of-the-day/);
      await screenshot(merchant, 'tracking-choice-in-order-modal-fr');
      assert.deepEqual(merchant.consoleErrors, []);
    } finally {
      await merchant.context().close();
    }
  });

  test('the server draws the parcel before any script has run; the live page takes its place unchanged', async () => {
    const { token } = await stack.apiLogin('client');
    const hits = await stack.api('GET', '/order/get/search/1', token);
    const detail = await stack.api('GET', `/order/get/search-for-id/${hits.body[0].id}`, token);
    const phone = await newPage(browser, { lang: 'ar', colorScheme: 'light', viewport: PHONE });
    try {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await phone.route(/\.js$/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await phone.goto(detail.body.trackingUrl.replace(stack.baseUrl, '').replace('/fr/', '/ar/'), {
        waitUntil: 'commit',
      });
      const heading = phone.locator('h1');
      await heading.waitFor();
      assert.match(await heading.textContent(), /^طردك من /);
      assert.equal(await phone.evaluate(() => document.documentElement.dir), 'rtl');
      // Seen, not usable: a choice made on it would be lost when the live page takes its place.
      assert.equal(await phone.getAttribute('#root', 'inert'), '');
      const drawn = await phone.locator('#root').innerText();
      await screenshot(phone, 'tracking-first-paint-ar-light');
      release();
      await phone.locator('#root:not([data-prerendered]):not([inert]) h1').waitFor();
      assert.equal(await phone.locator('#root').innerText(), drawn);
      assert.deepEqual(phone.consoleErrors, []);
    } finally {
      await phone.context().close();
    }
  });

  test('a delivered parcel: the journey, nothing to choose; in French, dark, on a phone', async () => {
    const { token } = await stack.apiLogin('client');
    const list = await stack.api(
      'GET',
      '/order/getOrdersOfTheDay?status=DELIVERED&status=PAID_TO_WOLVO&status=PAID_TO_SENDER&limit=1&from=2020-01-01',
      token,
    );
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const [delivered] = list.body.items;
    assert.ok(delivered, 'the demo client has a delivered parcel');
    const detail = await stack.api('GET', `/order/get/search-for-id/${delivered.id}`, token);
    const phone = await newPage(browser, { lang: 'fr', colorScheme: 'dark', viewport: PHONE });
    try {
      await phone.goto(detail.body.trackingUrl.replace(stack.baseUrl, ''));
      await livePage(phone);
      await phone.getByRole('heading', { level: 1, name: /^Votre colis de / }).waitFor();
      await phone.getByRole('heading', { level: 2, name: 'Livré' }).waitFor();
      assert.match(
        await phone.getByTestId('tracking-amount').textContent(),
        /^Payé à la livraison/,
      );
      // The day choice's code would load on demand: let it come if it were to.
      await phone.waitForLoadState('networkidle');
      assert.equal(await phone.getByRole('radio').count(), 0);
      assert.equal(await phone.getByTestId('tracking-expected').count(), 0);
      await screenshot(phone, 'tracking-delivered-fr-dark');
      // The language switcher keeps the page.
      await phone.getByRole('link', { name: 'العربية' }).click();
      await phone.getByRole('heading', { level: 2, name: 'تم التسليم' }).waitFor();
      await screenshot(phone, 'tracking-delivered-ar-dark');
      assert.deepEqual(phone.consoleErrors, []);
    } finally {
      await phone.context().close();
    }
  });
});
