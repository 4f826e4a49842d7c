// A merchant's phone (390×844), in French and Arabic, light and dark: the orders of the day as cards
// without sideways scrolling, the filters in a bottom sheet, selection with the bulk bar on screen; the
// home charts, pickups and payments at that width; the reclamations and the reports as cards with their
// filter sheet; the public roulette's consolation segment.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

const require = createRequire(import.meta.url);
const { formatDinars } = require('../../shared/dist/contracts/money.js');
const { placeText } = require('../../shared/dist/geo/index.js');

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
    state: 'État',
    general: 'Générale',
    openReclamation: (id) => `Ouvrir la réclamation n° ${id}`,
    reclamationTitle: (id) => `Réclamation n° ${id}`,
    reportDetails: (id) => `Détails du signalement ${id}`,
    reportTitle: (id) => `Signalement n° ${id}`,
    period: 'Choisir une période',
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
    state: 'الحالة',
    general: 'عامة',
    openReclamation: (id) => `فتح الشكوى رقم ${id}`,
    reclamationTitle: (id) => `الشكوى رقم ${id}`,
    reportDetails: (id) => `تفاصيل البلاغ ${id}`,
    reportTitle: (id) => `البلاغ رقم ${id}`,
    period: 'اختر فترة',
  },
};

const noSidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
// What sticks out on the start side of a right-to-left page makes no scroll width: the page's controls,
// each within the screen's width.
const controlsOffScreen = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main [role="combobox"]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent.trim()),
  );

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

for (const [lang, mode] of [
  ['fr', 'light'],
  ['ar', 'dark'],
]) {
  test(`a merchant's reclamations and reports on a phone, in ${lang} (${mode})`, async () => {
    const ui = UI[lang];
    const page = await newPage(browser, { lang, colorScheme: mode, viewport: PHONE });
    /** The filter button opens its bottom sheet; `inside` names a field the sheet holds. */
    const openSheet = async (name, inside) => {
      await page.getByRole('button', { name: ui.filters, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: ui.filters });
      await sheet.waitFor();
      await inside(sheet).waitFor();
      assert.ok(await noSidewaysScroll(page), `no sideways scrolling with the ${name} sheet`);
      await screenshot(page, `phone-${name}-filters-${lang}-${mode}`);
      await sheet.getByRole('button', { name: ui.showResults }).click();
      await sheet.waitFor({ state: 'hidden' });
    };
    try {
      await signInByToken(page.context(), stack, 'client');

      // Reclamations: the parcel (or "general"), the text, the state chip, the date; one opens whole.
      const reclamations = page.waitForResponse((r) =>
        r.url().includes('/reclamation/get-reported'),
      );
      await page.goto(`/${lang}/client/reclamation/wolvo`);
      const { items: filed } = await (await reclamations).json();
      assert.ok(filed.length > 0, 'the seed gives the merchant reclamations');
      const rCards = page.getByTestId('reclamation-card');
      await rCards.first().waitFor();
      assert.equal(await page.locator('table').count(), 0, 'no table on a phone');
      assert.equal(await rCards.count(), filed.length);
      assert.ok(await noSidewaysScroll(page), 'no sideways scrolling at 390 px');
      assert.deepEqual(await controlsOffScreen(page), []);
      const firstFiled = filed[0];
      const rCard = rCards.first();
      const rText = await rCard.textContent();
      assert.ok(rText.includes(firstFiled.orderCode ?? ui.general), `parcel in "${rText}"`);
      assert.ok(rText.includes(firstFiled.description.slice(0, 20)), `text in "${rText}"`);
      assert.match(rText, /\d{4}|[٠-٩]{4}/, 'a date');
      assert.equal(await rCard.locator('[data-testid="reclamation-state"]').count(), 1);
      await rCard.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, `phone-reclamations-${lang}-${mode}`);
      await rCard.getByRole('button', { name: ui.openReclamation(firstFiled.id) }).click();
      const panel = page.getByRole('dialog', { name: ui.reclamationTitle(firstFiled.id) });
      await panel.getByTestId('reclamation-description').waitFor();
      await screenshot(page, `phone-reclamation-open-${lang}-${mode}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await openSheet('reclamations', (sheet) => sheet.getByRole('combobox', { name: ui.state }));

      // Reports: order code, recipient, governorate, COD, state chip and the row's actions.
      const reports = page.waitForResponse((r) => r.url().includes('/order-report/get'));
      await page.goto(`/${lang}/client/dash-alpha/report`);
      const { items: reported } = await (await reports).json();
      assert.ok(reported.length > 0, 'the seed gives the merchant reports');
      const cards = page.getByTestId('report-card');
      await cards.first().waitFor();
      assert.equal(await page.locator('table').count(), 0, 'no table on a phone');
      assert.ok(await noSidewaysScroll(page), 'no sideways scrolling at 390 px');
      assert.deepEqual(await controlsOffScreen(page), []);
      const first = reported[0];
      const card = cards.first();
      const text = await card.textContent();
      assert.ok(text.includes(first.partnerCode || first.orderCode), `code in "${text}"`);
      assert.ok(text.includes(first.recipient), `recipient in "${text}"`);
      const place = placeText(lang, first.delegation, first.city);
      assert.ok(place && text.includes(place), `"${place}" in "${text}"`);
      assert.ok(text.includes(formatDinars(first.price, lang)), `COD in "${text}"`);
      assert.equal(await card.locator('.MuiChip-root').count(), 1, 'a state chip');
      await screenshot(page, `phone-reports-${lang}-${mode}`);
      await card.getByRole('button', { name: ui.reportDetails(first.id) }).click();
      const details = page.getByRole('dialog', { name: ui.reportTitle(first.id) });
      await details.waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await openSheet('reports', (sheet) => sheet.getByTitle(ui.period));

      assert.deepEqual(page.consoleErrors, []);
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
