// Reports against the real server: staff toggle the summary widgets and the show-reports switch (each
// clears the selection) and add a report on a client's order in French; the client sees the notification,
// opens dash-alpha > report from it and answers in Arabic; staff then see the answer in the reports.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 300 }, (s, b) => ([stack, browser] = [s, b]));

const REPORT_TEXT = 'Colis bloqué au hub: adresse à confirmer';
const ANSWER = 'أعيدوا الطرد إليّ';

test.describe('reports', () => {
  test('staff report an order; the client answers from the notification; staff see the answer', async () => {
    const { token } = await stack.apiLogin('client');
    const orders = await stack.apiGet(
      '/order/getOrdersOfTheDay?from=2000-01-01&to=2099-12-31&limit=1',
      token,
    );
    const order = orders.items[0];
    assert.ok(order, 'the demo client has orders');

    const staff = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    let reportId;
    try {
      await signInByToken(staff.context(), stack, 'admin');
      await staff.goto('/fr/wolvo-team/reclamation/report');
      await staff.getByRole('heading', { level: 1, name: 'Rapport de réclamation' }).waitFor();
      const count = staff.getByTestId('selected-count');
      const rows = staff.getByTestId('faulty-row');
      await rows.first().waitFor({ timeout: 30_000 });

      // A widget, clicked again, and the switch each start over with nothing selected.
      await rows.first().getByRole('checkbox').check();
      await count.getByText('1 sélectionné').waitFor();
      const returned = staff.getByTestId('widget-RETURNED');
      await returned.click();
      await count.getByText('0 sélectionné').waitFor();
      assert.equal(await returned.getAttribute('aria-pressed'), 'true');
      await rows.first().getByRole('checkbox').check();
      await count.getByText('1 sélectionné').waitFor();
      await returned.click();
      await count.getByText('0 sélectionné').waitFor();
      assert.equal(await staff.getByTestId('widget-ALL').getAttribute('aria-pressed'), 'true');
      await rows.first().getByRole('checkbox').check();
      await count.getByText('1 sélectionné').waitFor();
      await staff.getByRole('switch', { name: 'Afficher les signalements' }).check();
      await count.getByText('0 sélectionné').waitFor();
      await staff.getByRole('switch', { name: 'Afficher les signalements' }).uncheck();

      // Add a report for the client to decide.
      await staff.getByRole('button', { name: 'Ajouter un signalement' }).click();
      const panel = staff.getByRole('dialog', { name: 'Ajouter un signalement' });
      // The order is looked up by the first digits of its id and picked from the list.
      const orderId = panel.getByRole('combobox', { name: 'N° de commande *' });
      await orderId.pressSequentially(String(order.id));
      await staff.getByRole('option', { name: new RegExp(order.code) }).click();
      assert.equal(await orderId.inputValue(), String(order.id));
      await panel.getByRole('radio', { name: 'Décision client' }).check();
      await panel.getByRole('textbox', { name: 'Signalement *' }).fill(REPORT_TEXT);
      await screenshot(staff, 'reports-staff-add-fr-light');
      const added = staff.waitForResponse((r) => r.url().endsWith('/order-report/add'));
      await panel.getByRole('button', { name: 'Enregistrer' }).click();
      const answer = await added;
      assert.equal(answer.status(), 201);
      reportId = (await answer.json()).id;
      await staff.getByText('Signalement ajouté !').waitFor();
      assert.deepEqual(staff.consoleErrors, []);
    } finally {
      await staff.context().close();
    }

    const client = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(client.context(), stack, 'client');
      await client.goto('/ar/client/home');
      await client.getByRole('heading', { level: 1 }).waitFor();
      await client.getByRole('button', { name: /^الإشعارات ?: / }).click();
      const notifications = client.getByRole('dialog', { name: 'الإشعارات' });
      await notifications
        .getByRole('button', { name: /بلاغ جديد على أحد طرودك/ })
        .first()
        .click();
      await client.waitForURL('**/ar/client/dash-alpha/report');
      await client.getByRole('heading', { level: 1, name: 'التقرير' }).waitFor();
      await client.getByRole('button', { name: `الرد على البلاغ ${reportId}` }).click();
      const panel = client.getByRole('dialog', { name: `القرار في البلاغ رقم ${reportId}` });
      await panel.getByRole('textbox', { name: 'القرار *' }).fill(ANSWER);
      await screenshot(client, 'reports-client-answer-ar-dark');
      const saved = client.waitForResponse((r) =>
        r.url().endsWith(`/order-report/edit/${reportId}`),
      );
      await panel.getByRole('button', { name: 'حفظ' }).click();
      assert.equal((await saved).status(), 200);
      await client.getByText('تم حفظ القرار!').waitFor();
      await client
        .getByTestId('report-row')
        .filter({ hasText: ANSWER })
        .getByText('مغلق')
        .waitFor();
      await screenshot(client, 'reports-client-ar-dark');
      assert.deepEqual(client.consoleErrors, []);
    } finally {
      await client.context().close();
    }

    const back = await newPage(browser, { lang: 'fr', colorScheme: 'dark' });
    try {
      await signInByToken(back.context(), stack, 'admin');
      await back.goto('/fr/wolvo-team/reclamation/report');
      await back.getByRole('heading', { level: 1 }).waitFor();
      await back.getByRole('switch', { name: 'Afficher les signalements' }).check();
      const row = back.getByTestId('report-row').filter({ hasText: ANSWER });
      await row.waitFor({ timeout: 30_000 });
      await row.getByRole('button', { name: `Détails du signalement ${reportId}` }).click();
      const details = back.getByRole('dialog', { name: `Signalement n° ${reportId}` });
      await details.getByText(REPORT_TEXT).waitFor();
      await screenshot(back, 'reports-staff-details-fr-dark');
      assert.deepEqual(back.consoleErrors, []);
    } finally {
      await back.context().close();
    }
  });
});
