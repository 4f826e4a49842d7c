// The client's dashboards against the real server and demo data: the home's widgets and charts, the
// orders and turnover statistics with their comparison, a picker shortcut that changes the figures, in
// French and Arabic, light and dark; a merchant without orders gets the welcome state.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 800 }, (s, b) => ([stack, browser] = [s, b]));

const LOCALES = { fr: 'fr-FR', ar: 'ar-TN' };
const count = (n, lang) =>
  new Intl.NumberFormat(LOCALES[lang], {
    numberingSystem: 'latn',
    maximumFractionDigits: 0,
  }).format(n);
/** A drawn chart: its text alternative names it and echarts' SVG is inside. */
const charts = (page) => page.locator('[role="img"][aria-label] svg');

/** A signed-in page (charts drawn at once: reduced motion); `watch` starts listening before the visit. */
async function open(lang, colorScheme, path, as = 'client', watch = () => undefined) {
  const page = await newPage(browser, { lang, colorScheme });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInByToken(page.context(), stack, as);
  const watched = watch(page);
  await page.goto(`/${lang}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return Object.assign(page, { watched });
}

test.describe('client dashboards', () => {
  for (const [lang, colorScheme] of [
    ['fr', 'light'],
    ['ar', 'dark'],
  ]) {
    test(`the client home shows its widgets and charts (${lang}, ${colorScheme})`, async () => {
      const page = await open(lang, colorScheme, '/client/home');
      try {
        const { token } = await stack.apiLogin('client');
        const home = await stack.apiGet('/statistics/getClientHomeStatistics', token);
        const stock = lang === 'fr' ? 'Stock au dépôt' : 'المخزون في المستودع';
        await page
          .getByRole('region', { name: stock, exact: true })
          .getByText(count(home.stock.parcels, lang), { exact: true })
          .waitFor({ timeout: 30_000 });
        // Delivered / returned, payments and sources are drawn (the demo client has all three).
        await charts(page).nth(2).waitFor({ timeout: 30_000 });
        assert.equal(await charts(page).count(), 3);
        const chartName = lang === 'fr' ? 'Livrés et retournés' : 'المسلَّمة والمرتجعة';
        const summary = await page
          .getByRole('region', { name: chartName, exact: true })
          .locator('[role="img"][aria-label]')
          .getAttribute('aria-label');
        const delivered = home.deliveredReturned.current.reduce((s, d) => s + d.delivered, 0);
        assert.match(summary, new RegExp(`${delivered}`));
        // The data table is the chart's alternative on demand.
        await page
          .getByRole('region', { name: chartName, exact: true })
          .getByRole('button', { name: lang === 'fr' ? 'Afficher les données' : 'عرض البيانات' })
          .click();
        const rows = page.getByRole('region', { name: chartName, exact: true }).getByRole('row');
        await rows.nth(7).waitFor();
        assert.equal(await rows.count(), 8);
        await screenshot(page, `dashboards-home-${lang}-${colorScheme}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }

  test('the orders statistics follow the picker (fr, light), and in Arabic (dark)', async () => {
    const page = await open('fr', 'light', '/client/statistics/orders', 'client', (p) =>
      p.waitForResponse((r) => r.url().includes('/statistics/getOrderStats'), { timeout: 30_000 }),
    );
    try {
      const first = await page.watched;
      const before = await first.json();
      assert.ok(new URL(first.url()).searchParams.get('compareFrom'), 'compared by default');
      const total = page.getByRole('region', { name: 'Commandes', exact: true });
      await total.getByText(count(before.current.totals.orders, 'fr'), { exact: true }).waitFor();
      await charts(page).nth(2).waitFor({ timeout: 30_000 });
      await screenshot(page, 'dashboards-statistics-orders-fr-light');

      await page.getByTitle('Choisir une période').click();
      await page.getByRole('dialog').getByText('7 derniers jours').click();
      const next = page.waitForResponse((r) => r.url().includes('/statistics/getOrderStats'));
      await page.getByRole('dialog').getByRole('button', { name: 'Appliquer' }).click();
      const answer = await next;
      const after = await answer.json();
      assert.equal(after.current.days.length, 7);
      assert.equal(after.previous.days.length, 7);
      assert.notEqual(after.current.totals.orders, before.current.totals.orders);
      await total.getByText(count(after.current.totals.orders, 'fr'), { exact: true }).waitFor();
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }

    const arabic = await open('ar', 'dark', '/client/statistics/orders');
    try {
      await charts(arabic).nth(2).waitFor({ timeout: 30_000 });
      await arabic.getByRole('region', { name: 'نسبة التسليم' }).waitFor();
      await screenshot(arabic, 'dashboards-statistics-orders-ar-dark');
      assert.deepEqual(arabic.consoleErrors, []);
    } finally {
      await arabic.context().close();
    }
  });

  for (const [lang, colorScheme] of [
    ['fr', 'dark'],
    ['ar', 'light'],
  ]) {
    test(`the turnover statistics draw their charts (${lang}, ${colorScheme})`, async () => {
      const page = await open(lang, colorScheme, '/client/statistics/turnover');
      try {
        await charts(page).nth(1).waitFor({ timeout: 30_000 });
        await screenshot(page, `dashboards-statistics-turnover-${lang}-${colorScheme}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }

  test('a merchant without orders gets the welcome state', async () => {
    const page = await open('fr', 'light', '/client/home', 'bizerte.bio');
    try {
      await page.getByText('Bienvenue !').waitFor({ timeout: 30_000 });
      await page.getByText('Aucune commande ces 30 derniers jours.').waitFor();
      await screenshot(page, 'dashboards-home-empty-fr-light');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});
