// Pickup of the day against the real server, in French (light) and Arabic (dark): a merchant's three
// printed parcels are asked for; the staff member unticks one in the collect dialog, so only two become
// COLLECTED (one transaction, a movement each) while the request, partly collected (2/3), still waits
// for the third; the manifest of the two collected parcels prints from the row. Collecting the third
// closes the request, which stays in the day's list with its three parcels collected today.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 50 }, (s, b) => ([stack, browser] = [s, b]));

const UI = {
  fr: {
    heading: 'Ramassage du jour',
    collect: 'Marquer ramassé',
    collectSome: 'Marquer 2 colis ramassés',
    collected: '2 colis ramassés.',
    partly: 'Ramassé en partie 2/3',
    onDay: (n) => `${n} ${n < 2 ? 'ramassé' : 'ramassés'} ce jour`,
    collectedOne: '1 colis ramassé.',
    done: 'Ramassé',
    manifest: (name) => `Imprimer le manifeste des colis ramassés de ${name}`,
  },
  ar: {
    heading: 'استلام اليوم',
    collect: 'تسجيل الاستلام',
    collectSome: 'تسجيل استلام طردين',
    collected: 'تم استلام طردين.',
    partly: 'مستلم جزئيًا 2/3',
    onDay: (n) =>
      ({ 1: 'طرد واحد مستلم في هذا اليوم', 2: 'طردان مستلمان في هذا اليوم' })[n] ??
      `${n} طرود مستلمة في هذا اليوم`,
    collectedOne: 'تم استلام طرد واحد.',
    done: 'تم الاستلام',
    manifest: (name) => `طباعة بيان الطرود المستلمة لـ ${name}`,
  },
};

test.describe('pickup of the day', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: staff mark some parcels of a pickup collected and print their manifest`, async () => {
      const ui = UI[lang];
      const { token } = await stack.apiLogin('client');
      const admin = (await stack.apiLogin('admin')).token;
      const businesses = await stack.api('GET', '/business/get', token);
      const orders = [];
      for (let i = 0; i < 3; i++) {
        const created = await stack.api(
          'POST',
          '/order/add',
          token,
          newOrderBody(businesses.body[0].id),
        );
        assert.equal(created.status, 201, JSON.stringify(created.body));
        orders.push(created.body);
      }
      const ids = orders.map((o) => o.id);
      const printed = await fetch(`${stack.baseUrl}/api/v1/order/voucher?ids=${ids.join(',')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(printed.status, 200);
      const asked = await stack.api('POST', '/order/pickup-request', token, { ids });
      assert.equal(asked.status, 201, JSON.stringify(asked.body));
      const requestId = asked.body.id;

      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'admin');
        await page.goto(`/${lang}/wolvo-team/commercial/pickup-of-the-day`);
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        const rows = page.getByTestId('pickup-row');
        await rows.first().waitFor();
        const list = await stack.api('GET', '/order/getCommercialPickupsOfTheDay?limit=100', admin);
        const index = list.body.items.findIndex((p) => p.id === requestId);
        assert.ok(index >= 0 && index < 10, `request ${requestId} on the first page`);
        const company = list.body.items[index].company;
        const row = rows.nth(index);
        await row.getByRole('button', { name: ui.collect }).click();

        // Untick the second parcel: the courier did not take it.
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('collect-parcel').first().waitFor();
        await dialog.getByRole('checkbox', { name: new RegExp(orders[1].code) }).uncheck();
        await screenshot(page, `pickup-of-the-day-collect-${lang}`);
        const answer = page.waitForResponse((r) =>
          r.url().endsWith(`/pickup/${requestId}/collect`),
        );
        await dialog.getByRole('button', { name: ui.collectSome }).click();
        const collected = await answer;
        assert.equal(collected.status(), 200);
        assert.deepEqual((await collected.json()).orderIds, [ids[0], ids[2]]);
        await page.getByText(ui.collected).waitFor();
        await row.getByText(ui.partly).waitFor();
        await row.getByText(ui.onDay(2)).waitFor();
        await screenshot(page, `pickup-of-the-day-${lang}`);

        const statuses = [];
        for (const id of ids)
          statuses.push(
            (await stack.api('GET', `/order/get/search-for-id/${id}`, token)).body.status,
          );
        assert.deepEqual(statuses, ['COLLECTED', 'AWAITING_COLLECTION', 'COLLECTED']);

        // The manifest of the two collected parcels, from the Orders II endpoint.
        const manifest = page.waitForResponse((r) => r.url().includes('/order/manifest?'));
        await row.getByRole('button', { name: ui.manifest(company) }).click();
        const pdf = await manifest;
        assert.equal(pdf.status(), 200);
        assert.equal(pdf.headers()['content-type'], 'application/pdf');
        assert.match(pdf.url(), new RegExp(`ids=${ids[0]}%2C${ids[2]}&lang=${lang}`));

        // The rest: the dialog offers only the parcel left; then the request is collected and stays in
        // the day's list (after the requests still to collect) with its three parcels collected today.
        await row.getByRole('button', { name: ui.collect }).click();
        await dialog.getByTestId('collect-parcel').first().waitFor();
        assert.equal(await dialog.getByTestId('collect-parcel').count(), 1);
        await dialog.getByRole('checkbox', { name: new RegExp(orders[1].code) }).waitFor();
        await dialog.getByRole('button', { name: ui.collect }).click();
        await page.getByText(ui.collectedOne).waitFor();
        await dialog.waitFor({ state: 'hidden' });
        const after = await stack.api(
          'GET',
          '/order/getCommercialPickupsOfTheDay?limit=100',
          admin,
        );
        const done = after.body.items.findIndex((p) => p.id === requestId);
        assert.equal(after.body.items[done].state, 'COLLECTED');
        assert.ok(done < 10, `request ${requestId} on the first page`);
        const doneRow = rows.nth(done);
        await doneRow.getByText(ui.onDay(3)).waitFor();
        await doneRow.getByText(ui.done, { exact: true }).waitFor();
        const all = page.waitForResponse((r) => r.url().includes('/order/manifest?'));
        await doneRow.getByRole('button', { name: ui.manifest(company) }).click();
        assert.match((await all).url(), new RegExp(`ids=${ids.join('%2C')}&lang=${lang}`));
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
