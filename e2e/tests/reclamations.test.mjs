// Reclamations against the real server: a merchant files a reclamation about one of its parcels on its
// reclamation page (in Arabic); a staff member opens it from the notification in the inbox (in French,
// dark) and answers it; the merchant follows its notification back and reads the answer.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

/** Opens the bell's panel and follows its newest notification with this text. */
async function followNotification(page, text) {
  await page.getByTestId('notification-badge').click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: text }) });
  await panel.getByRole('button', { name: text }).first().click();
}

test.describe('reclamations', () => {
  test('a merchant files a reclamation, staff answer it, the merchant reads the answer', async () => {
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
    const description = 'الطرد لم يصل بعد رغم مرور ثلاثة أيام';
    const answer = 'Le livreur repasse demain matin.';

    const merchant = await newPage(browser, { lang: 'ar', colorScheme: 'light' });
    let id;
    try {
      await signInByToken(merchant.context(), stack, 'client');
      await merchant.goto('/ar/client/reclamation/wolvo');
      await merchant.getByRole('heading', { level: 1, name: 'شكاوى Wolvo' }).waitFor();
      await merchant.getByLabel('رمز الطرد').fill(order.code.toLowerCase());
      await merchant.getByLabel('صِف المشكلة').fill(description);
      const filed = merchant.waitForResponse(
        (r) => r.url().includes('/reclamation/') && r.request().method() === 'POST',
      );
      await merchant.getByRole('button', { name: 'إرسال الشكوى' }).click();
      const response = await filed;
      assert.equal(response.status(), 201);
      id = (await response.json()).id;
      const row = merchant.getByTestId('reclamation-row').filter({ hasText: order.code });
      await row.getByText('مفتوحة').waitFor();
      await row.getByText('في انتظار الرد').waitFor();
      await screenshot(merchant, 'reclamations-client-ar-light');
      assert.deepEqual(merchant.consoleErrors, []);
    } finally {
      await merchant.context().close();
    }

    const staff = await newPage(browser, { lang: 'fr', colorScheme: 'dark' });
    try {
      await signInByToken(staff.context(), stack, 'admin');
      await staff.goto('/fr/wolvo-team/reclamation/inbox');
      await staff.getByRole('heading', { level: 1, name: 'Boîte de réception' }).waitFor();
      await followNotification(staff, 'Une nouvelle réclamation a été envoyée');
      const panel = staff.getByRole('dialog', { name: `Réclamation n° ${id}` });
      await panel.getByText(description).waitFor();
      await panel.getByText(order.code).waitFor();
      await panel.getByLabel('Votre réponse au client').fill(answer);
      const answered = staff.waitForResponse((r) => r.url().endsWith(`/edit/${id}`));
      await panel.getByRole('button', { name: 'Répondre et clôturer' }).click();
      assert.equal((await answered).status(), 200);
      await panel.getByText('Traitée').waitFor();
      await staff
        .getByText('Réponse envoyée : la réclamation est clôturée et le client est prévenu.')
        .waitFor();
      await screenshot(staff, 'reclamations-inbox-fr-dark');
      assert.deepEqual(staff.consoleErrors, []);
    } finally {
      await staff.context().close();
    }

    const back = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(back.context(), stack, 'client');
      await back.goto('/ar/client/reclamation/wolvo');
      await back.getByRole('heading', { level: 1, name: 'شكاوى Wolvo' }).waitFor();
      await followNotification(back, 'تم الرد على شكواك');
      await back.waitForURL((url) => url.search === `?id=${id}`);
      const row = back.getByTestId('reclamation-row').filter({ hasText: order.code });
      await row.getByText(answer).waitFor();
      await row.getByText('تمت معالجتها').waitFor();
      // The row is marked after the URL's id is read, a render later: wait for it.
      await back
        .locator('[data-testid="reclamation-row"].Mui-selected')
        .filter({ hasText: order.code })
        .waitFor();
      await screenshot(back, 'reclamations-client-answered-ar-dark');
      assert.deepEqual(back.consoleErrors, []);
    } finally {
      await back.context().close();
    }
  });
});
