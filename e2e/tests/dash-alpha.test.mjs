// Dashboard alpha and the partner dashboard against the real server and demo data: the merchant's
// status cards match the API, the period changes the figures, a card opens the orders list filtered on
// its status and period (same count); staff filter on a client; the partner dashboard shows each
// partner's figures. French and Arabic.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 600 }, (s, b) => ([stack, browser] = [s, b]));

const isAlpha = (r) => r.url().includes('/api/v1/order/getDashboardAlpha');
const cardCount = async (page, testId) =>
  Number(
    (await page.getByTestId(testId).locator('p').first().innerText()).replace(/[^\d٠-٩]/g, ''),
  );

test.describe('dashboards', () => {
  test('a merchant reads its orders per status, changes the period and opens a status', async () => {
    const page = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    try {
      await signInByToken(page.context(), stack, 'client');
      const first = page.waitForResponse(isAlpha);
      await page.goto('/fr/client/dash-alpha/overview');
      await page.getByRole('heading', { level: 1, name: 'Vue d’ensemble' }).waitFor();
      const wide = await (await first).json();
      assert.ok(wide.total > 0, 'the demo merchant has orders in the default period');
      await page.getByTestId('status-card-total').getByText(String(wide.total)).waitFor();
      const biggest = [...wide.statuses].sort((a, b) => b.count - a.count)[0];
      assert.equal(await cardCount(page, `status-card-${biggest.status}`), biggest.count);
      await screenshot(page, 'dash-alpha-client-fr-light');

      // The period: the last 7 days, fewer orders than the default 90.
      await page.getByTitle('Choisir une période').click();
      await page.getByRole('button', { name: '7 derniers jours' }).click();
      const narrowed = page.waitForResponse(isAlpha);
      await page.getByRole('button', { name: 'Appliquer' }).click();
      const week = await (await narrowed).json();
      assert.notEqual(week.from, wide.from);
      assert.ok(week.total < wide.total, `${week.total} < ${wide.total}`);
      await page.getByTestId('status-card-total').getByText(String(week.total)).waitFor();

      // A card opens the orders of the day on its status and period: the same count.
      const status = [...week.statuses].sort((a, b) => b.count - a.count)[0];
      const listed = page.waitForResponse((r) =>
        r.url().includes('/api/v1/order/getOrdersOfTheDay'),
      );
      await page.getByTestId(`status-card-${status.status}`).getByRole('link').click();
      await page.waitForURL(/\/fr\/client\/orders\/order-of-the-day\?/);
      const list = await listed;
      const query = new URL(list.url()).searchParams;
      assert.deepEqual(query.getAll('status'), [status.status]);
      assert.equal(query.get('from'), week.from);
      assert.equal(query.get('to'), week.to);
      assert.equal((await list.json()).total, status.count);
      await page.getByRole('heading', { level: 1, name: 'Commandes du jour' }).waitFor();
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('the merchant in Arabic, right to left', async () => {
    const page = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(page.context(), stack, 'client');
      const first = page.waitForResponse(isAlpha);
      await page.goto('/ar/client/dash-alpha/overview');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const body = await (await first).json();
      await page.getByTestId(`status-card-${body.statuses[0].status}`).waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      await page
        .getByRole('link', { name: /فتح القائمة المصفّاة/ })
        .first()
        .waitFor();
      await screenshot(page, 'dash-alpha-client-ar-dark');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('staff count every client or one, and read the partner dashboard', async () => {
    const { token } = await stack.apiLogin('admin');
    for (const [lang, colorScheme] of [
      ['fr', 'dark'],
      ['ar', 'light'],
    ]) {
      const page = await newPage(browser, { lang, colorScheme });
      try {
        await signInByToken(page.context(), stack, 'admin');
        const first = page.waitForResponse(isAlpha);
        await page.goto(`/${lang}/wolvo-team/dash-alpha`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const all = await (await first).json();
        await page.getByTestId('status-card-total').getByText(String(all.total)).waitFor();
        // Staff cards are counts only: the filtered orders list is a client page.
        assert.equal(await page.locator('[data-testid^="status-card-"] a').count(), 0);
        if (lang === 'fr') {
          const client = all.clients.find((c) => c.name === 'Zitouna Mode') ?? all.clients[0];
          const filtered = page.waitForResponse(
            (r) => isAlpha(r) && r.url().includes(`clientId=${client.id}`),
          );
          await page.getByRole('combobox', { name: 'Client' }).selectOption(String(client.id));
          const one = await (await filtered).json();
          assert.ok(one.total < all.total, `${one.total} < ${all.total}`);
          await page.getByTestId('status-card-total').getByText(String(one.total)).waitFor();
        }
        await screenshot(page, `dash-alpha-staff-${lang}-${colorScheme}`);

        const partners = page.waitForResponse((r) =>
          r.url().includes('/api/v1/order/getDashboardPartner'),
        );
        await page.goto(`/${lang}/wolvo-team/dash-partner`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const data = await (await partners).json();
        const busiest = [...data.partners].sort((a, b) => b.handedOver - a.handedOver)[0];
        assert.ok(busiest.handedOver > 0, 'a demo partner has parcels in the period');
        const row = page.getByTestId(`partner-${busiest.deliveryCompanyId}`);
        await row.getByRole('rowheader', { name: busiest.name }).waitFor();
        const api = await stack.apiGet(
          `/order/getDashboardPartner?from=${data.from}&to=${data.to}&deliveryCompanyId=${busiest.deliveryCompanyId}`,
          token,
        );
        assert.equal(api.partners[0].handedOver, busiest.handedOver);
        assert.equal(api.partners[0].owed, busiest.owed);
        // The chart is drawn (an SVG) and named by a sentence that gives the busiest partner's figures.
        const chart = page.getByRole('region', {
          name: {
            fr: 'Colis confiés et livrés par partenaire',
            ar: 'الطرود المسلّمة إلى كل شريك والمسلّمة للمستلم',
          }[lang],
        });
        await chart.locator('svg').first().waitFor();
        const summary = await chart.getByRole('img').first().getAttribute('aria-label');
        assert.match(summary ?? '', new RegExp(busiest.name));
        await screenshot(page, `dash-partner-${lang}-${colorScheme}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    }
  });
});
