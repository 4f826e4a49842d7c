// After an action, the screen tells the truth (issue #36, part 5), against the real server: billed parcels
// leave the billable list at once; the EXCEL bulk action exports the selected rows (the downloaded file is
// read back); a notification is deleted from the panel; the try number shows in the list and the order
// modal; toasts open below the header and a phone shows two at most.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import {
  newPage,
  publishOnBus,
  root,
  screenshot,
  signInByToken,
  useStackAndBrowser,
} from '../support/stack.mjs';

// The API's exceljs, the server's own writer of the exports.
const ExcelJS = createRequire(path.join(root, 'api', 'package.json'))('exceljs');

let stack;
let browser;
useStackAndBrowser({ seedOrders: 400 }, (s, b) => ([stack, browser] = [s, b]));

/** No i18n key (`bill.order-in-bill`, `order.id.not-found`...) is shown as it is. */
async function assertNoRawKey(page) {
  const text = await page.locator('body').innerText();
  const raw = text.match(/\b[a-z]+(?:-[a-z]+)*\.[a-z]+(?:[.-][a-z]+)+\b/g) ?? [];
  // Addresses and file names are not keys.
  assert.deepEqual(
    raw.filter((s) => !/@|\.(tn|com|pdf|xlsx)$/.test(s)),
    [],
  );
}

test.describe('billing: the billed parcels leave the billable list at once', () => {
  test('in fr: the admin creates a payment from two parcels; they are gone from "Colis à facturer" without a reload', async () => {
    const page = await newPage(browser, { lang: 'fr' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      await page.goto('/fr/wolvo-team/finance/partner-invoices');
      await page.getByRole('heading', { level: 1, name: 'Factures partenaires' }).waitFor();
      await page.getByRole('tab', { name: 'Créer un paiement' }).click();
      const client = page.getByRole('combobox', { name: 'Client' });
      await client.click();
      await client.fill('Jaziri');
      await page.getByRole('option', { name: /^Houssem Jaziri/ }).click();
      const rows = page.getByTestId('billable-row');
      await rows.nth(2).waitFor();
      const codes = [];
      for (const i of [0, 1]) {
        codes.push((await rows.nth(i).locator('bdi').first().textContent()).trim());
        await rows.nth(i).getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: 'Aperçu (2 colis)' }).click();
      await page.getByTestId('bill-preview').getByTestId('bill-net').waitFor();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/v1/bill/add') && r.request().method() === 'POST',
      );
      const listed = page.waitForResponse(
        (r) => r.url().includes('/v1/bill/billable-orders') && r.request().method() === 'GET',
      );
      await page.getByRole('button', { name: 'Créer le paiement' }).click();
      assert.equal((await created).status(), 201);
      assert.equal((await listed).status(), 200);
      for (const code of codes)
        await rows.filter({ hasText: code }).first().waitFor({ state: 'detached' });
      assert.ok((await rows.count()) > 0, 'the other billable parcels are still listed');
      await screenshot(page, 'screen-truth-billed-fr');
      await assertNoRawKey(page);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});

test.describe('EXCEL bulk action', () => {
  test('in ar: with two rows selected, the orders of the day export holds exactly those two orders', async () => {
    const { token } = await stack.apiLogin('client');
    const page = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto('/ar/client/orders/order-of-the-day?from=2020-01-01&to=2030-12-31');
      const rows = page.getByTestId('order-row');
      await rows.nth(3).waitFor();
      for (const i of [1, 3]) await rows.nth(i).getByRole('checkbox').check();
      const asked = page.waitForRequest((r) => r.url().includes('/v1/order/export'));
      const download = page.waitForEvent('download');
      await page.getByRole('toolbar').getByRole('button', { name: 'Excel' }).click();
      const url = new URL((await asked).url());
      const ids = url.searchParams.get('ids').split(',').map(Number);
      assert.equal(ids.length, 2);
      assert.equal(url.searchParams.get('lang'), 'ar');
      assert.equal(url.searchParams.get('from'), null, 'the selection, not the filters');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await readFile(await (await download).path()));
      const sheet = book.worksheets[0];
      // A title, the header, then one row per selected order.
      assert.equal(sheet.rowCount, 2 + 2);
      const codes = [3, 4].map((r) => sheet.getRow(r).getCell(1).value).sort();
      const expected = [];
      for (const id of ids)
        expected.push((await stack.apiGet(`/order/get/search-for-id/${id}`, token)).code);
      assert.deepEqual(codes, expected.sort());
      await screenshot(page, 'screen-truth-excel-selection-ar-dark');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});

test.describe('notifications panel', () => {
  test('in fr: a notification is deleted from the panel, on the screen and on the server', async () => {
    const { token, user } = await stack.apiLogin('client');
    const before = await stack.apiGet(`/notifications/get/${user.id}?limit=10`, token);
    assert.ok(before.items.length > 1, 'demo data has notifications');
    const page = await newPage(browser, { lang: 'fr' });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto('/fr/client/home');
      await page.getByRole('button', { name: /^Notifications ?: / }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const items = panel.getByTestId('notification-item');
      await items.nth(1).waitFor();
      const shown = await items.count();
      const first = items.first();
      const text = (await first.locator('.MuiListItemText-primary').textContent()).trim();
      const deleted = page.waitForResponse((r) => r.url().endsWith('/v1/notifications/delete'));
      await first.getByRole('button', { name: `Supprimer la notification : ${text}` }).click();
      assert.equal((await deleted).status(), 200);
      await page.getByText('Notification supprimée.').waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="notification-item"]').length === n,
        Math.min(shown - 1 + (before.total > shown ? 1 : 0), before.total - 1),
      );
      await screenshot(page, 'screen-truth-notification-deleted-fr');
      const after = await stack.apiGet(`/notifications/get/${user.id}?limit=10`, token);
      assert.equal(after.total, before.total - 1);
      assert.ok(!after.items.some((n) => n.id === before.items[0].id));
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});

const TRY_STATUSES = {
  IN_TRANSIT: { fr: 'Tentative n° 1', ar: 'المحاولة رقم 1' },
  IN_TRANSIT_SECOND_TRY: { fr: 'Tentative n° 2', ar: 'المحاولة رقم 2' },
  IN_TRANSIT_THIRD_TRY: { fr: 'Tentative n° 3', ar: 'المحاولة رقم 3' },
  IN_TRANSIT_N_TRY: { fr: '4e tentative ou plus', ar: 'المحاولة الرابعة أو أكثر' },
};

test.describe('try number', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: an order out for delivery shows its try in the list and in the order modal`, async () => {
      const { token } = await stack.apiLogin('client');
      let found = null;
      for (const status of Object.keys(TRY_STATUSES)) {
        const page = await stack.apiGet(
          `/order/getOrdersOfTheDay?from=2020-01-01&to=2030-12-31&status=${status}&limit=1`,
          token,
        );
        if (page.items.length) {
          found = { status, order: page.items[0] };
          break;
        }
      }
      assert.ok(found, 'the demo client has an order out for delivery');
      const label = TRY_STATUSES[found.status][lang];
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(
          `/${lang}/client/orders/order-of-the-day?status=${found.status}&from=2020-01-01&to=2030-12-31`,
        );
        const row = page.getByTestId('order-row').first();
        await row.getByTestId('try-chip').getByText(label).waitFor();
        assert.equal(await page.getByTestId('order-row').filter({ hasNotText: label }).count(), 0);
        await publishOnBus(page, 'order-modal.requested', { orderId: String(found.order.id) });
        const detail = page.getByTestId('order-detail');
        await detail.getByTestId('try-chip').getByText(label).waitFor();
        await screenshot(page, `screen-truth-try-${lang}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});

test.describe('toasts', () => {
  for (const [name, viewport, most] of [
    ['desktop', { width: 1440, height: 900 }, 4],
    ['phone', { width: 390, height: 844 }, 2],
  ]) {
    test(`${name}: toasts open below the header (the bell stays clickable) and ${most} show at most`, async () => {
      const page = await newPage(browser, { lang: 'ar', viewport });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto('/ar/client/home');
        const bell = page.getByRole('button', { name: /^الإشعارات ?: / });
        await bell.waitFor();
        // Six failures at once (an order-modal request without an id toasts order.id.invalid).
        for (let i = 0; i < 6; i += 1)
          await publishOnBus(page, 'order-modal.requested', { orderId: null });
        const toasts = page.locator('.notistack-SnackbarContainer .notistack-MuiContent');
        await toasts.first().waitFor();
        await page.waitForTimeout(600); // the enter transitions
        assert.equal(await toasts.count(), most);
        const header = await page.locator('header').first().boundingBox();
        // A toast that closed meanwhile has no box: it covers nothing.
        const boxes = await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()));
        for (const box of boxes.filter(Boolean)) {
          assert.ok(box.y >= header.y + header.height, `toast at ${box.y} under the header`);
          assert.ok(box.y + box.height <= viewport.height, 'toast inside the screen');
        }
        await screenshot(page, `screen-truth-toasts-${name}-ar`);
        // The bell is not covered: a click reaches it and opens the panel.
        await bell.click();
        await page.getByRole('dialog', { name: 'الإشعارات' }).waitFor();
      } finally {
        await page.context().close();
      }
    });
  }
});
