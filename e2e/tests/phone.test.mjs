// A merchant's phone (390×844), in French and Arabic, light and dark: the orders of the day as cards
// without sideways scrolling, the filters in a bottom sheet, selection with the bulk bar on screen; the
// home charts, pickups and payments at that width; the public roulette's consolation segment.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

const PHONE = { width: 390, height: 844 };

const UI = {
  fr: {
    filters: 'Filtres',
    active: (n) => `Filtres actifs : ${n}`,
    status: 'Statut',
    showResults: 'Voir les résultats',
    select: (code) => `Sélectionner la commande ${code}`,
    selected: '1 sélectionnée',
    none: '0 sélectionnée',
    clear: 'Annuler la sélection',
    delete: 'Supprimer',
    back: 'Retour',
    spin: 'Tourner la roue',
    noPrize: 'Pas de chance cette fois',
  },
  ar: {
    filters: 'عوامل التصفية',
    active: (n) => `عوامل التصفية النشطة: ${n}`,
    status: 'الحالة',
    showResults: 'عرض النتائج',
    select: (code) => `تحديد الطلبية ${code}`,
    selected: 'طلبية واحدة محددة',
    none: 'لا شيء محدد',
    clear: 'إلغاء التحديد',
    delete: 'حذف',
    back: 'رجوع',
    spin: 'أدِر العجلة',
    noPrize: 'لا حظ هذه المرة',
  },
};

const noSidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [lang, mode] of [
  ['fr', 'dark'],
  ['ar', 'light'],
]) {
  test(`an order's modal on a phone keeps its actions on screen, in ${lang} (${mode})`, async () => {
    const page = await newPage(browser, { lang, colorScheme: mode, viewport: PHONE });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto(`/${lang}/client/orders/order-of-the-day`);
      await page.getByTestId('order-card').first().click();
      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      const dialog = await page.getByRole('dialog').boundingBox();
      const actions = detail.locator('.MuiButton-root');
      assert.ok((await actions.count()) >= 2, 'edit, print and tracking actions');
      for (const action of await actions.all()) {
        const box = await action.boundingBox();
        const name = (await action.textContent()).trim();
        assert.ok(
          box.x >= dialog.x - 1 && box.x + box.width <= dialog.x + dialog.width + 1,
          `"${name}" inside the modal (${Math.round(box.x)}+${Math.round(box.width)} in ${Math.round(dialog.x)}+${Math.round(dialog.width)})`,
        );
      }
      await screenshot(page, `phone-order-modal-${lang}-${mode}`);
    } finally {
      await page.context().close();
    }
  });
}

for (const [lang, mode] of [
  ['fr', 'light'],
  ['ar', 'dark'],
]) {
  test(`the orders of the day on a phone, in ${lang} (${mode})`, async () => {
    const ui = UI[lang];
    const page = await newPage(browser, { lang, colorScheme: mode, viewport: PHONE });
    try {
      await signInByToken(page.context(), stack, 'client');
      const firstPage = page.waitForResponse((r) => r.url().includes('/order/getOrdersOfTheDay'));
      await page.goto(`/${lang}/client/orders/order-of-the-day`);
      const { items } = await (await firstPage).json();
      assert.ok(items.length > 1, 'the seed gives the merchant orders of the day');
      const cards = page.getByTestId('order-card');
      await cards.first().waitFor();
      assert.equal(await page.locator('table').count(), 0, 'no table on a phone');
      assert.ok(await noSidewaysScroll(page), 'no sideways scrolling at 390 px');
      // Each card: code, recipient, COD and status, as the API sent them.
      const first = items[0];
      const card = cards.filter({ hasText: first.partnerCode || first.code }).first();
      const text = await card.textContent();
      assert.ok(text.includes(first.recipient.fullname), `recipient in "${text}"`);
      assert.match(text, /\d/);
      assert.equal((await card.locator('.MuiChip-root').count()) > 0, true, 'a status chip');
      const cod = await card.locator('bdi').first().textContent();
      // Three decimals of dinars: the digits are the millimes the API sent.
      assert.equal(cod.replace(/\D/g, ''), String(first.price), `COD "${cod}" shown`);
      await screenshot(page, `phone-orders-${lang}-${mode}`);

      // Selection far down the page: the bulk bar sticks to the bottom of the screen, its actions reachable.
      const target = items[items.length - 1];
      await page
        .getByRole('checkbox', { name: ui.select(target.partnerCode || target.code) })
        .check();
      const bar = page.getByRole('toolbar', { name: ui.selected });
      await bar.waitFor();
      // Back to the first card (the shell scrolls an inner element, not the window).
      await cards.first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const box = await bar.boundingBox();
      // Docked at the bottom edge, while its place in the page is below the last card.
      assert.ok(box && box.y + box.height <= PHONE.height + 1, 'bulk bar within the screen');
      assert.ok(box.y + box.height >= PHONE.height - 24, 'bulk bar at the bottom of the screen');
      assert.ok(await noSidewaysScroll(page), 'no sideways scrolling with the bar');
      await screenshot(page, `phone-orders-selected-${lang}-${mode}`);
      await bar.getByRole('button', { name: ui.delete }).click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: ui.back }).click();
      await bar.getByRole('button', { name: ui.clear }).click();
      await page.getByRole('toolbar', { name: ui.none }).waitFor();

      // Filters: one button, a bottom sheet; choosing a status filters the list and counts as active.
      const statusLabel = (await card.locator('.MuiChip-label').first().textContent()).trim();
      await page.getByRole('button', { name: ui.filters }).click();
      const sheet = page.getByRole('dialog', { name: ui.filters });
      await sheet.waitFor();
      await screenshot(page, `phone-orders-filters-${lang}-${mode}`);
      await sheet.getByRole('combobox', { name: ui.status }).click();
      const filtered = page.waitForResponse(
        (r) => r.url().includes('/order/getOrdersOfTheDay') && r.url().includes('status'),
      );
      await page.getByRole('option', { name: statusLabel, exact: true }).click();
      const answer = await (await filtered).json();
      await page.keyboard.press('Escape');
      await sheet.getByRole('button', { name: ui.showResults }).click();
      await sheet.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: ui.active(1) }).waitFor();
      assert.ok(answer.items.length > 0);
      assert.ok(answer.items.every((o) => o.status === first.status));
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="order-card"]').length === n,
        answer.items.length,
      );
      for (const label of await cards.locator('.MuiChip-label').allTextContents())
        assert.equal(label.trim(), statusLabel);

      assert.deepEqual(page.consoleErrors, []);

      // The other pages a merchant opens on a phone, looked at in the screenshots.
      for (const [path, name] of [
        ['home', 'home'],
        ['orders/pickup', 'pickups'],
        ['finance/payment-history', 'payments'],
      ]) {
        await page.goto(`/${lang}/client/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if (name === 'home') {
          // The first chart, drawn: its legend below the lines at this width.
          const chart = page.locator('[role="img"]:has(svg)').first();
          await chart.waitFor();
          await chart.scrollIntoViewIfNeeded();
          await page.waitForTimeout(500);
        }
        await screenshot(page, `phone-${name}-${lang}-${mode}`);
      }
    } finally {
      await page.context().close();
    }
  });
}

test('the roulette on a phone: the wheel under its title, the consolation segment is no win', async () => {
  const { token } = await stack.apiLogin('client');
  const post = async (pathname, body) => {
    const res = await fetch(`${stack.baseUrl}/api/v1/fortune-wheel${pathname}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    assert.ok(res.ok, `${pathname}: ${res.status}`);
    return res.json();
  };
  const wheel = await post('/add', {
    name: 'Roue du Ramadan',
    items: [
      { title: 'Perdu', value: 'NONE', probability: 1 },
      { title: 'Pas cette fois', value: 'NONE', probability: 1 },
    ],
  });
  for (const [lang, mode] of [
    ['fr', 'light'],
    ['ar', 'dark'],
    ['fr', 'dark'],
    ['ar', 'light'],
  ]) {
    const ui = UI[lang];
    // The demo wheel (long prize names), then the consolation-only wheel.
    const demo = await post('/1/generate-url');
    const page = await newPage(browser, { lang, colorScheme: mode, viewport: PHONE });
    try {
      await page.goto(`/${lang}/roulette/${demo.id}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      const wheelBox = await page.locator('main svg[role="img"]').boundingBox();
      const titleBox = await title.boundingBox();
      const centre = (b) => b.x + b.width / 2;
      assert.ok(Math.abs(centre(wheelBox) - PHONE.width / 2) <= 2, 'wheel centred');
      assert.ok(Math.abs(centre(wheelBox) - centre(titleBox)) <= 2, 'under its title');
      assert.ok(await noSidewaysScroll(page));
      await screenshot(page, `phone-roulette-${lang}-${mode}`);

      const consolation = await post(`/${wheel.id}/generate-url`);
      await page.goto(`/${lang}/roulette/${consolation.id}`);
      await page.getByRole('button', { name: ui.spin }).click();
      const shown = page.getByTestId('roulette-no-prize');
      await shown.waitFor({ timeout: 10_000 });
      assert.ok((await shown.textContent()).includes(ui.noPrize));
      assert.equal(await page.getByTestId('roulette-won').count(), 0);
      assert.equal(await page.getByRole('textbox').count(), 0, 'no address asked');
      await screenshot(page, `phone-roulette-no-prize-${lang}-${mode}`);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  }
});
