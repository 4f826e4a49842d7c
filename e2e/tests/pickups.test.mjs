// Pickups against the real server: the merchant prints a parcel's slip, asks for its pickup on the
// pickups page (in Arabic), and the staff member marks it collected on the pickups of the day; the
// parcel is then collected.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

test.describe('pickups', () => {
  test('a merchant asks for a printed parcel to be picked up; staff collect it', async () => {
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
    const printed = await fetch(`${stack.baseUrl}/api/v1/order/voucher?ids=${order.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(printed.status, 200);

    const merchant = await newPage(browser, { lang: 'ar', colorScheme: 'light' });
    let requestId;
    try {
      await signInByToken(merchant.context(), stack, 'client');
      await merchant.goto('/ar/client/orders/pickup');
      await merchant.getByRole('heading', { level: 1 }).waitFor();
      const row = merchant.getByTestId('pickup-ready-row').filter({ hasText: order.code });
      await row.getByRole('checkbox').check();
      const asked = merchant.waitForResponse((r) => r.url().endsWith('/order/pickup-request'));
      await merchant.getByRole('button', { name: 'طلب الاستلام (طرد واحد)' }).click();
      const answer = await asked;
      assert.equal(answer.status(), 201);
      requestId = (await answer.json()).id;
      await merchant.getByTestId('pickup-request-row').first().getByText('مطلوب').waitFor();
      await screenshot(merchant, 'pickups-client-ar-light');
      assert.deepEqual(merchant.consoleErrors, []);
    } finally {
      await merchant.context().close();
    }
    const detail = await stack.api('GET', `/order/get/search-for-id/${order.id}`, token);
    assert.equal(detail.body.status, 'AWAITING_COLLECTION');

    const staff = await newPage(browser, { lang: 'fr', colorScheme: 'dark' });
    try {
      await signInByToken(staff.context(), stack, 'admin');
      await staff.goto('/fr/wolvo-team/commercial/pickup-of-the-day');
      await staff.getByRole('heading', { level: 1, name: 'Ramassage du jour' }).waitFor();
      const rows = staff.getByTestId('pickup-row');
      await rows.first().waitFor();
      // The merchant's new request: the demo has older ones for the same client.
      const mine = await stack.api(
        'GET',
        '/order/getCommercialPickupsOfTheDay?limit=100',
        (await stack.apiLogin('admin')).token,
      );
      const index = mine.body.items.findIndex((p) => p.id === requestId);
      assert.ok(index >= 0 && index < 10, `request ${requestId} on the first page`);
      await rows.nth(index).getByRole('button', { name: 'Marquer ramassé' }).click();
      const collected = staff.waitForResponse((r) =>
        r.url().endsWith(`/pickup/${requestId}/collect`),
      );
      await staff.getByRole('dialog').getByRole('button', { name: 'Marquer ramassé' }).click();
      assert.equal((await collected).status(), 200);
      await staff.getByText('1 colis ramassé.').waitFor();
      await screenshot(staff, 'pickups-staff-fr-dark');
      assert.deepEqual(staff.consoleErrors, []);
    } finally {
      await staff.context().close();
    }
    const after = await stack.api('GET', `/order/get/search-for-id/${order.id}`, token);
    assert.equal(after.body.status, 'COLLECTED');
  });
});
