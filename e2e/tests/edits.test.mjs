// Reclamation > edits against the real server: staff change an order's status by replacing the latest
// one and by adding one (a console status asks for its location), link an exchange id only once the
// server accepts it, edit a client's companies and upload a payment document (in Arabic), see a paid bill
// lock the delivery cost, and the `tab` and `id` query parameters behave as spec section 2 says.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { newPage, root, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { newOrderBody } from '../support/order-body.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 100 }, (s, b) => ([stack, browser] = [s, b]));

const SHOTS = path.join(root, '..', '_shots', path.basename(root));
async function shot(page, name) {
  const file = await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pick(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('reclamation edits', () => {
  test('staff replace the latest status, add a console status with its location, then link an exchange the server accepts (fr)', async () => {
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
    // A delivered order of the same client: a valid exchange id.
    const admin = (await stack.apiLogin('admin')).token;
    const other = await stack.api('POST', '/order/add', token, newOrderBody(businesses.body[0].id));
    const delivered = await stack.api('PUT', `/order/edit/${other.body.id}`, admin, {
      newStatus: 'DELIVERED',
    });
    assert.equal(delivered.status, 200, JSON.stringify(delivered.body));

    const page = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      // No tab: it resets to orders; the id prefills the search and opens the order.
      await page.goto(`/fr/wolvo-team/reclamation/edits?id=${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Modifications' }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'orders');
      assert.equal(new URL(page.url()).searchParams.get('id'), String(order.id));
      await page.getByRole('heading', { name: `Commande ${order.code}` }).waitFor();
      const search = page.getByRole('searchbox', {
        name: 'Rechercher une commande par identifiant',
      });
      assert.equal(await search.inputValue(), String(order.id));
      await page.getByRole('button', { name: `Ouvrir ${order.id}` }).waitFor();
      const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
      assert.equal(await save.isDisabled(), true, 'nothing changed yet');

      // Replace the latest status (MANUAL_ORDER) with COLLECTED.
      await pick(page, 'Remplacer le dernier statut', 'Ramassé');
      await shot(page, 'edits-orders-status-fr-light');
      const replaced = page.waitForResponse((r) => r.url().endsWith(`/order/edit/${order.id}`));
      await save.click();
      assert.equal((await replaced).status(), 200);
      await page.getByText('Commande modifiée !').first().waitFor();
      await page.getByText('Statut actuel : Ramassé').waitFor();

      // Add a console status: its location is demanded before anything is sent.
      await pick(page, 'Ajouter un nouveau statut', 'Console vers dépôt');
      assert.equal(
        await page.getByRole('combobox', { name: 'Remplacer le dernier statut' }).textContent(),
        'Aucun',
        'choosing one clears the other',
      );
      await save.click();
      await page.getByText('Le champ ne peut pas être vide !').first().waitFor();
      await page.getByRole('textbox', { name: 'Emplacement de la console' }).fill('Hub Sfax');
      const added = page.waitForResponse((r) => r.url().endsWith(`/order/edit/${order.id}`));
      await save.click();
      assert.equal((await added).status(), 200);
      await page.getByText('Statut actuel : Console vers dépôt').waitFor();
      // The history names the console location with the status it came with.
      await page.getByText(/Emplacement de la console\s: - → Hub Sfax/).waitFor();

      // The exchange id: checked by the server as it is typed; Save waits for a valid one.
      await pick(page, 'Service', 'Échange');
      const exchange = page.getByRole('textbox', { name: "Identifiant de la commande d'échange" });
      await page.getByText('Le champ ne peut pas être vide !').first().waitFor();
      assert.equal(await save.isDisabled(), true, 'an exchange needs its id');
      await exchange.fill('99999999');
      await page.getByText("Commande d'échange introuvable !").waitFor();
      assert.equal(await exchange.getAttribute('aria-invalid'), 'true');
      assert.equal(await save.isDisabled(), true, 'an unknown exchange order is refused');
      await shot(page, 'edits-orders-exchange-fr-light');
      await exchange.fill(String(other.body.id));
      await page.getByText("Commande d'échange valide").waitFor();
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('button')].find((b) => b.textContent === 'Enregistrer')
            ?.disabled,
        null,
        { timeout: 30_000 },
      );
      const linked = page.waitForResponse((r) => r.url().endsWith(`/order/edit/${order.id}`));
      await save.click();
      assert.equal((await linked).status(), 200);
      await page.getByText('Commande modifiée !').first().waitFor();
      // Reloaded: the history names the new link.
      await page.getByText(new RegExp(`Commande d'échange\\s: - → ${other.body.id}`)).waitFor();
      await shot(page, 'edits-orders-loaded-fr-light');
      // The browser logs the unknown exchange order's 404, an answer the editor expected.
      assert.deepEqual(
        page.consoleErrors.filter((e) => !e.includes('/order/validate-exchange/')),
        [],
      );
    } finally {
      await page.context().close();
    }
    const detail = await stack.api('GET', `/order/get/search-for-id/${order.id}`, admin);
    assert.deepEqual(detail.body.movements.map((m) => m.status).slice(0, 2), [
      'CONSOLE_TO_LOCATION',
      'COLLECTED',
    ]);
    assert.equal(detail.body.service, 'EXCHANGE');
    assert.equal(detail.body.exchangedOrder.id, other.body.id);
    assert.equal(detail.body.edits.length, 3);
    assert.deepEqual(detail.body.edits[1].changes, [
      { field: 'status', before: 'COLLECTED', after: 'CONSOLE_TO_LOCATION' },
      { field: 'consoleLocation', before: null, after: 'Hub Sfax' },
    ]);
  });

  test('staff edit a client companies and upload a document (ar, dark); an invalid tab resets', async () => {
    const admin = (await stack.apiLogin('admin')).token;
    const added = await stack.api('POST', '/client/add', admin, {
      fullname: 'Amira Mansour',
      email: 'amira.e2e@example.test',
      companies: ['Dar Amira'],
      delegation: 'Tunis',
      city: 'La Marsa',
      pickupAddress: '5 Rue de la Kasbah',
      phone1: '73123456',
      deliveryCost: 7000,
      returnCost: 4000,
      exchangeCost: 8000,
      paymentDays: ['MONDAY'],
      paymentType: 'CACHE',
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const clientId = added.body.client.id;

    const page = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      await page.goto(`/ar/wolvo-team/reclamation/edits?tab=bogus`);
      await page.getByRole('heading', { level: 1, name: 'التعديلات' }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'orders');
      // The tabs write `tab`; the footer's search of the users tab finds the client and opens it (`id`).
      await page.getByRole('tab', { name: 'الحرفاء' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
      await page.getByRole('searchbox', { name: 'ابحث عن حريف بالمعرف' }).fill(String(clientId));
      await page.getByRole('button', { name: `فتح ${clientId}` }).click();
      await page.waitForURL((url) => url.searchParams.get('id') === String(clientId));
      await page.getByRole('heading', { name: `الحريف ${clientId} — Amira Mansour` }).waitFor();

      await page.goto(`/ar/wolvo-team/reclamation/edits?tab=users&id=${clientId}`);
      await page.getByRole('heading', { name: `الحريف ${clientId} — Amira Mansour` }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'users');
      const companies = page.getByRole('combobox', { name: 'الشركات' });
      await companies.fill('Atelier Amira');
      await companies.press('Enter');
      await page.locator('input[name="newPaymentDocuments"]').setInputFiles({
        name: 'rib.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('img', { name: 'rib.png' }).waitFor();
      await page.getByText('وثائق جديدة (1/5)').waitFor();
      await shot(page, 'edits-users-dropzone-ar-dark');
      const saved = page.waitForResponse((r) => r.url().endsWith(`/client/edit/${clientId}`));
      await page.getByRole('button', { name: 'حفظ', exact: true }).click();
      assert.equal((await saved).status(), 200);
      await page.getByText('تم تعديل الحريف!').first().waitFor();
      await page.getByRole('button', { name: 'فتح الوثيقة 1' }).waitFor();
      await shot(page, 'edits-users-loaded-ar-dark');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
    const client = await stack.api('GET', `/client/get/search-for-id/${clientId}`, admin);
    assert.deepEqual(client.body.companies, ['Dar Amira', 'Atelier Amira']);
    assert.equal(client.body.documents.length, 1);
    assert.equal(client.body.documents[0].contentType, 'image/png');
    assert.equal(client.body.edits[0].by.username, 'admin');
  });

  test('staff set an order delivery cost and see its bill state (fr, dark)', async () => {
    const { token } = await stack.apiLogin('client');
    const businesses = await stack.api('GET', '/business/get', token);
    const created = await stack.api(
      'POST',
      '/order/add',
      token,
      newOrderBody(businesses.body[0].id),
    );
    const order = created.body;
    const page = await newPage(browser, { lang: 'fr', colorScheme: 'dark' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      await page.goto('/fr/wolvo-team/reclamation/delivery-cost');
      await page.getByRole('heading', { level: 1, name: 'Frais de livraison' }).waitFor();
      await page
        .getByRole('searchbox', { name: 'Identifiant de la commande' })
        .fill(String(order.id));
      await page.getByRole('heading', { name: `Commande ${order.code}` }).waitFor();
      await page.getByText('Dans aucune facture').waitFor();
      await page.getByRole('textbox', { name: 'Nouveaux frais de livraison (DT)' }).fill('6,5');
      const saved = page.waitForResponse((r) => r.url().endsWith(`/delivery-cost/${order.id}`));
      await page.getByRole('button', { name: 'Enregistrer les frais' }).click();
      assert.equal((await saved).status(), 200);
      await page.getByTestId('current-cost').getByText('6,500 dt').waitFor();
      await shot(page, 'delivery-cost-fr-dark');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
    const admin = (await stack.apiLogin('admin')).token;
    const detail = await stack.api('GET', `/order/get/search-for-id/${order.id}`, admin);
    assert.equal(detail.body.deliveryCost, 6_500);
  });

  test('a paid bill locks the delivery cost (ar, light)', async () => {
    const { token } = await stack.apiLogin('client');
    const admin = (await stack.apiLogin('admin')).token;
    const businesses = await stack.api('GET', '/business/get', token);
    const order = (
      await stack.api('POST', '/order/add', token, newOrderBody(businesses.body[0].id))
    ).body;
    for (const status of ['COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO'])
      assert.equal(
        (await stack.api('PUT', `/order/edit/${order.id}`, admin, { newStatus: status })).status,
        200,
      );
    const bill = await stack.api('POST', '/bill/add', admin, { orderIds: [order.id] });
    assert.equal(bill.status, 201, JSON.stringify(bill.body));
    assert.equal((await stack.api('PUT', `/bill/confirm/${bill.body.id}`, admin)).status, 200);

    const page = await newPage(browser, { lang: 'ar', colorScheme: 'light' });
    try {
      await signInByToken(page.context(), stack, 'admin');
      await page.goto('/ar/wolvo-team/reclamation/delivery-cost');
      await page.getByRole('searchbox', { name: 'معرف الطلب' }).fill(String(order.id));
      await page.getByRole('heading', { name: `الطلب ${order.code}` }).waitFor();
      await page.getByText(`${bill.body.paymentNumber} — مدفوع`).waitFor();
      await page.getByText('فاتورة مدفوعة: لا يمكن تغيير التكلفة.').waitFor();
      assert.equal(await page.locator('input[name="deliveryCost"]').isDisabled(), true);
      await shot(page, 'delivery-cost-paid-ar-light');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});
