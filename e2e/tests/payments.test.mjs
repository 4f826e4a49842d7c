// Payments against the real server, in French and Arabic: the admin creates a payment for the demo client
// from two of its billable parcels on the partner invoices page (the server's preview first); the client
// is notified (NEW_BILL) and finds it in its payment history with the server's net, written its language's way; the admin opens it in
// the staff history and pays it after confirming, and the orders become paid to the sender.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

// The one money format of the product (shared/contracts/money.ts), as built.
const { formatDinars } = createRequire(import.meta.url)('../../shared/dist/contracts/money.js');

let stack;
let browser;
useStackAndBrowser({ seedOrders: 400 }, (s, b) => ([stack, browser] = [s, b]));

const UI = {
  fr: {
    heading: 'Historique des paiements',
    invoices: 'Factures partenaires',
    bell: /^Notifications ?: /,
    bellPanel: 'Notifications',
    newBill: 'Un nouveau paiement est disponible',
    createTab: 'Créer un paiement',
    client: 'Client',
    clientOption: /^Houssem Jaziri/,
    preview: 'Aperçu (2 colis)',
    create: 'Créer le paiement',
    open: (n) => `Voir le paiement ${n}`,
    panel: (n) => `Paiement ${n}`,
    confirm: 'Confirmer le paiement',
    invoice: 'Facture PDF',
    confirmed: 'Le paiement est confirmé : les colis sont payés au client.',
    paid: 'Payé',
    // 1 234,567 dt: narrow no-break spaces between thousands, a no-break space before dt.
    money: (m) => formatDinars(m, 'fr'),
  },
  ar: {
    heading: 'سجل الدفعات',
    invoices: 'فواتير الشركاء',
    bell: /^الإشعارات ?: /,
    bellPanel: 'الإشعارات',
    newBill: 'دفعة جديدة متاحة',
    createTab: 'إنشاء دفعة',
    client: 'الحريف',
    clientOption: /^Houssem Jaziri/,
    preview: 'معاينة (طردان)',
    create: 'إنشاء الدفعة',
    open: (n) => `فتح الدفعة ${n}`,
    panel: (n) => `الدفعة ${n}`,
    confirm: 'تأكيد الدفعة',
    invoice: 'الفاتورة PDF',
    confirmed: 'تم تأكيد الدفعة: تم دفع مبالغ الطرود للحريف.',
    paid: 'مدفوع',
    // The amount is isolated left to right inside Arabic text (U+2066 … U+2069).
    money: (m) => formatDinars(m, 'ar'),
  },
};

/** Calls the API with a token; the parsed answer and its status. */

/** The admin creates a payment for the demo client from its first two billable parcels, in the UI. */
async function createPaymentInTheUi(lang, ui) {
  const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'light' : 'dark' });
  try {
    await signInByToken(page.context(), stack, 'admin');
    await page.goto(`/${lang}/wolvo-team/finance/partner-invoices`);
    await page.getByRole('heading', { level: 1, name: ui.invoices }).waitFor();
    await page.getByRole('tab', { name: ui.createTab }).click();
    const client = page.getByRole('combobox', { name: ui.client });
    await client.click();
    await client.fill('Jaziri');
    await page.getByRole('option', { name: ui.clientOption }).click();
    const rows = page.getByTestId('billable-row');
    await rows.first().waitFor();
    for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: ui.preview }).click();
    await page.getByTestId('bill-preview').getByTestId('bill-net').waitFor();
    const previewNet = (await page.getByTestId('bill-net').textContent()).trim();
    await screenshot(page, `payment-creation-${lang}`);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/v1/bill/add') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: ui.create }).click();
    const res = await answer;
    assert.equal(res.status(), 201, await res.text());
    const bill = await res.json();
    // The preview and the created payment agree to the millime.
    assert.equal(previewNet, ui.money(bill.netToPay));
    assert.deepEqual(page.consoleErrors, []);
    return { bill, orderIds: bill.lines.map((l) => l.orderId) };
  } finally {
    await page.context().close();
  }
}

test.describe('payments: a bill from creation to payment', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: the admin creates a payment from two parcels; the client sees it; the admin pays it and its orders are paid to the sender`, async () => {
      const ui = UI[lang];
      const { token: clientToken } = await stack.apiLogin('client');
      const { bill, orderIds } = await createPaymentInTheUi(lang, ui);
      assert.equal(orderIds.length, 2);

      const client = await newPage(browser, {
        lang,
        colorScheme: lang === 'ar' ? 'dark' : 'light',
      });
      try {
        await signInByToken(client.context(), stack, 'client');
        await client.goto(`/${lang}/client/finance/payment-history`);
        await client.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        // NEW_BILL reached the client: the newest notification of its bell.
        await client.getByRole('button', { name: ui.bell }).click();
        const bell = client.getByRole('dialog', { name: ui.bellPanel });
        await bell.getByText(ui.newBill).first().waitFor();
        await client.keyboard.press('Escape');
        await bell.waitFor({ state: 'hidden' });
        await client.getByRole('button', { name: ui.open(bill.paymentNumber) }).click();
        const panel = client.getByRole('dialog', { name: ui.panel(bill.paymentNumber) });
        await panel.getByTestId('bill-net').waitFor();
        assert.equal(
          (await panel.getByTestId('bill-net').textContent()).trim(),
          ui.money(bill.netToPay),
        );
        assert.equal(await panel.getByRole('button', { name: ui.confirm }).count(), 0);
        await screenshot(client, `payment-detail-client-${lang}`);
        assert.deepEqual(client.consoleErrors, []);
      } finally {
        await client.context().close();
      }

      const admin = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'light' : 'dark' });
      try {
        await signInByToken(admin.context(), stack, 'admin');
        await admin.goto(`/${lang}/wolvo-team/finance/payment-history`);
        await admin.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await admin.getByRole('button', { name: ui.open(bill.paymentNumber) }).click();
        const panel = admin.getByRole('dialog', { name: ui.panel(bill.paymentNumber) });
        await panel.getByTestId('bill-net').waitFor();
        await screenshot(admin, `payment-detail-staff-${lang}`);
        // The invoice: a PDF from the server, opened in a new tab.
        const invoice = admin.waitForResponse((r) => r.url().includes(`/bill/invoice/${bill.id}`));
        const popup = admin.waitForEvent('popup');
        await panel.getByRole('button', { name: ui.invoice }).click();
        const pdf = await invoice;
        assert.equal(pdf.status(), 200);
        assert.equal(pdf.headers()['content-type'], 'application/pdf');
        assert.ok(new URL(pdf.url()).searchParams.get('lang') === lang);
        await (await popup).close();
        await panel.getByRole('button', { name: ui.confirm }).click();
        const answer = admin.waitForResponse(
          (r) => r.url().endsWith(`/bill/confirm/${bill.id}`) && r.request().method() === 'PUT',
        );
        await admin.getByRole('dialog').last().getByRole('button', { name: ui.confirm }).click();
        assert.equal((await answer).status(), 200);
        await admin.getByText(ui.confirmed).waitFor();
        await admin
          .getByTestId('bill-row')
          .filter({ hasText: bill.paymentNumber })
          .getByText(ui.paid)
          .waitFor();
        assert.deepEqual(admin.consoleErrors, []);
      } finally {
        await admin.context().close();
      }

      for (const id of orderIds) {
        const order = await stack.api('GET', `/order/get/search-for-id/${id}`, clientToken);
        assert.equal(order.body.status, 'PAID_TO_SENDER');
      }
    });
  }
});

test.describe('payments: a pending bill changes its parcels', () => {
  test('in fr: the admin adds a ticked parcel to a pending payment, then takes another off it in the panel; the net follows the server', async () => {
    const ui = UI.fr;
    const { token: adminToken } = await stack.apiLogin('admin');
    const { user } = await stack.apiLogin('client');
    const billable = await stack.api(
      'GET',
      `/bill/billable-orders?clientId=${user.clientId}`,
      adminToken,
    );
    assert.equal(billable.status, 200);
    const [first, second] = billable.body.items;
    const created = await stack.api('POST', '/bill/add', adminToken, {
      orderIds: [first.id, second.id],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const bill = created.body;

    let addedId;
    const page = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      await page.goto('/fr/wolvo-team/finance/partner-invoices');
      await page.getByRole('heading', { level: 1, name: ui.invoices }).waitFor();
      await page.getByRole('tab', { name: ui.createTab }).click();
      const client = page.getByRole('combobox', { name: ui.client });
      await client.click();
      await client.fill('Jaziri');
      await page.getByRole('option', { name: ui.clientOption }).click();
      const rows = page.getByTestId('billable-row');
      await rows.first().waitFor();
      await rows.first().getByRole('checkbox').check();
      await page.getByRole('combobox', { name: 'Paiement en attente' }).click();
      await page.getByRole('option', { name: bill.paymentNumber, exact: true }).click();
      const added = page.waitForResponse(
        (r) => r.url().endsWith(`/bill/${bill.id}/add-orders`) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Ajouter au paiement (1 colis)' }).click();
      const addAnswer = await added;
      assert.equal(addAnswer.status(), 200, await addAnswer.text());
      [addedId] = JSON.parse(addAnswer.request().postData()).orderIds;
      const afterAdd = await addAnswer.json();
      assert.deepEqual(
        afterAdd.lines.map((l) => l.orderId).sort((a, b) => a - b),
        [first.id, second.id, addedId].sort((a, b) => a - b),
      );
      await page.getByText(`Colis ajoutés au paiement ${bill.paymentNumber}.`).waitFor();

      await page.goto('/fr/wolvo-team/finance/payment-history');
      await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
      await page.getByRole('button', { name: ui.open(bill.paymentNumber) }).click();
      const panel = page.getByRole('dialog', { name: ui.panel(bill.paymentNumber) });
      await panel.getByTestId('bill-net').waitFor();
      assert.equal(
        (await panel.getByTestId('bill-net').textContent()).trim(),
        ui.money(afterAdd.netToPay),
      );
      const removed = page.waitForResponse(
        (r) => r.url().endsWith(`/bill/${bill.id}/remove-orders`) && r.request().method() === 'PUT',
      );
      await panel.getByRole('button', { name: `Retirer ${first.code} du paiement` }).click();
      const removeAnswer = await removed;
      assert.equal(removeAnswer.status(), 200, await removeAnswer.text());
      const afterRemove = await removeAnswer.json();
      // The panel shows the server's new net, and the removed parcel is billable again.
      await page.waitForFunction(
        ([net]) => document.querySelector('[data-testid="bill-net"]')?.textContent?.trim() === net,
        [ui.money(afterRemove.netToPay)],
      );
      await panel.getByRole('button', { name: `Retirer ${first.code} du paiement` }).waitFor({
        state: 'detached',
      });
      await screenshot(page, 'payment-detail-after-remove-fr');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
    const stored = await stack.api('GET', `/bill/get/${bill.id}`, adminToken);
    assert.deepEqual(
      stored.body.lines.map((l) => l.orderId).sort((a, b) => a - b),
      [second.id, addedId].sort((a, b) => a - b),
    );
    const again = await stack.api(
      'GET',
      `/bill/billable-orders?clientId=${user.clientId}&limit=100`,
      adminToken,
    );
    assert.ok(again.body.items.some((o) => o.id === first.id));
  });
});
