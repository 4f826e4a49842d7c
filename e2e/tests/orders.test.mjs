// The merchant's orders against the real server, in French and Arabic: create one with the form, find it in
// the orders of the day, open it in the modal, edit it, delete it; the weight and merchandise price of the form
// shown in the modal; a duplicate of the last 48 hours confirmed from the list; what a team member may not do;
// the API key of account settings and the shop's API.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newOrderBody } from '../support/order-body.mjs';
import { newPage, screenshot, signInByToken, startStack } from '../support/stack.mjs';

let stack;
let browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  stack = await startStack();
  browser = workerBrowser;
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Labels of the add-order form and of the list, per language (as a user reads them). */
const UI = {
  fr: {
    fullname: /Nom complet/,
    phone1: /Téléphone 1/,
    governorate: /Gouvernorat/,
    delegation: /Délégation/,
    address: /Adresse/,
    merchandise: /^Marchandise/,
    price: /Prix contre remboursement/,
    save: 'Enregistrer',
    search: 'Rechercher (n°, code, téléphone, destinataire)',
    open: (code) => `Ouvrir la commande ${code}`,
    select: (code) => `Sélectionner la commande ${code}`,
    remove: 'Supprimer',
    add: 'Ajouter une commande',
    edit: (code) => `Modifier la commande ${code}`,
    editSave: 'Enregistrer',
  },
  ar: {
    fullname: /الاسم الكامل/,
    phone1: /الهاتف 1/,
    governorate: /الولاية/,
    delegation: /المعتمدية/,
    address: /العنوان/,
    merchandise: /^البضاعة/,
    price: /مبلغ/,
    save: 'حفظ',
    search: 'بحث (الرقم، الرمز، الهاتف، المستلم)',
    open: (code) => `فتح الطلبية ${code}`,
    select: (code) => `تحديد الطلبية ${code}`,
    remove: 'حذف',
    add: 'إضافة طلبية',
    edit: (code) => `تعديل الطلبية ${code}`,
    editSave: 'حفظ',
  },
};

test.describe('a merchant creates, finds, opens and deletes an order', () => {
  for (const [lang, phone] of [
    ['fr', '29111222'],
    ['ar', '29333444'],
  ]) {
    test(`in ${lang}`, async () => {
      const ui = UI[lang];
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/add-order`);
        const field = (name) => page.getByRole('textbox', { name });
        await field(ui.fullname).waitFor();
        // Saving an empty form is refused in the browser, field by field.
        await page.getByRole('button', { name: ui.save, exact: true }).click();
        assert.ok((await page.locator('.Mui-error').count()) > 0, 'required fields are marked');

        await field(ui.fullname).fill('Amira Ben Salah');
        await field(ui.phone1).fill(phone);
        await page
          .getByRole('combobox', { name: ui.governorate })
          .fill(lang === 'ar' ? 'صفاقس' : 'sfax');
        await page.getByRole('option').first().click();
        await page.getByRole('combobox', { name: ui.delegation }).fill('sakiet');
        await page.getByRole('option').first().click();
        await field(ui.address).fill('12 rue de Carthage');
        await field(ui.merchandise).fill('Chaussures');
        await field(ui.price).fill('12.5');
        const answer = page.waitForResponse(
          (res) => res.url().endsWith('/api/v1/order/add') && res.request().method() === 'POST',
        );
        await page.getByRole('button', { name: ui.save, exact: true }).click();
        const res = await answer;
        assert.equal(res.status(), 201, await res.text());
        const created = await res.json();
        assert.equal(created.price, 12_500, 'COD typed in DT is stored in millimes');
        assert.equal(created.status, 'MANUAL_ORDER');
        const code = created.code;

        await page.goto(`/${lang}/client/orders/order-of-the-day`);
        await page.getByRole('searchbox', { name: ui.search }).fill(phone);
        const row = page.getByRole('button', { name: ui.open(code) });
        await row.waitFor();
        // The search is debounced: wait for the answer to the phone number, which holds that order only.
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="order-row"]').length === 1,
        );
        assert.equal(
          await page.getByTestId('order-row').count(),
          1,
          'the search finds that order only',
        );
        await screenshot(page, `orders-of-the-day-${lang}`);

        await row.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('order-detail').waitFor({ timeout: 20_000 });
        assert.ok((await dialog.innerText()).includes(code), 'the modal shows the order');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        // Edit it from its row: a new merchandise, saved with PUT and shown in the list.
        await page.getByRole('button', { name: ui.edit(code) }).click();
        const editor = page.getByRole('dialog');
        await editor.getByRole('textbox', { name: ui.merchandise }).fill('Sandales');
        const edited = page.waitForResponse(
          (r) => r.url().includes('/api/v1/order/edit/') && r.request().method() === 'PUT',
        );
        await editor.getByRole('button', { name: ui.editSave, exact: true }).click();
        const editAnswer = await edited;
        assert.equal(editAnswer.status(), 200, await editAnswer.text());
        await editor.waitFor({ state: 'hidden' });
        await page.getByTestId('order-row').getByText('Sandales').waitFor();

        await page.getByRole('checkbox', { name: ui.select(code) }).check();
        await page.getByRole('button', { name: ui.remove, exact: true }).click();
        const deleted = page.waitForResponse((r) => r.url().endsWith('/api/v1/order/delete-many'));
        await page
          .getByRole('dialog')
          .getByRole('button', { name: ui.remove, exact: true })
          .click();
        assert.equal((await deleted).status(), 200);
        await page.getByTestId('order-row').first().waitFor({ state: 'detached' });
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }

  test('a client team member without DELETE sees no delete action and the server refuses it', async () => {
    const { token } = await stack.apiLogin('client');
    const list = await stack.apiGet('/order/getOrdersOfTheDay?limit=1', token);
    const target = list.items[0];
    assert.ok(target, 'the client has an order not yet collected');
    const team = await stack.apiLogin('client.team');
    const refused = await fetch(`${stack.baseUrl}/api/v1/order/delete-many`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${team.token}` },
      body: JSON.stringify({ ids: [target.id] }),
    });
    assert.equal(refused.status, 403);
    const page = await newPage(browser);
    try {
      await signInByToken(page.context(), stack, 'client.team');
      await page.goto('/fr/client/orders/order-of-the-day');
      await page.getByTestId('order-row').first().waitFor();
      await page.getByTestId('order-row').first().locator('input[type="checkbox"]').check();
      assert.equal(await page.getByRole('button', { name: 'Supprimer', exact: true }).count(), 0);
      // It may add orders: the button is there.
      // The page's button and the sidebar's link both lead there.
      await page
        .getByRole('link', { name: UI.fr.add })
        .or(page.getByRole('button', { name: UI.fr.add }))
        .first()
        .waitFor();
    } finally {
      await page.context().close();
    }
  });
});

/** The add-order form's optional parcel fields, the modal's rows and the list's duplicate flow, per language. */
const MORE = {
  fr: {
    merchandisePrice: /^Prix de la marchandise/,
    weight: /^Poids/,
    merchandisePriceRow: 'Prix de la marchandise',
    weightRow: 'Poids',
    confirm: 'Confirmer',
    duplicated: 'Doublon',
    created: 'Colis manuel',
    confirmedToast: '1 commande en double confirmée',
  },
  ar: {
    merchandisePrice: /^ثمن البضاعة/,
    weight: /^الوزن/,
    merchandisePriceRow: 'ثمن البضاعة',
    weightRow: 'الوزن',
    confirm: 'تأكيد',
    duplicated: 'مكرر',
    created: 'طرد يدوي',
    confirmedToast: 'تم تأكيد طلبية مكررة واحدة',
  },
};

/**
 * Fills the add-order form (already open) for a recipient in Sakiet Ezzit and saves it; answers the
 * created order as the server sent it.
 */
async function addOrderWithForm(page, lang, { phone, merchandise, price, extra = [] }) {
  const ui = UI[lang];
  const field = (name) => page.getByRole('textbox', { name });
  await field(ui.fullname).fill('Amira Ben Salah');
  await field(ui.phone1).fill(phone);
  await page.getByRole('combobox', { name: ui.governorate }).fill(lang === 'ar' ? 'صفاقس' : 'sfax');
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: ui.delegation }).fill('sakiet');
  await page.getByRole('option').first().click();
  await field(ui.address).fill('12 rue de Carthage');
  await field(ui.merchandise).fill(merchandise);
  await field(ui.price).fill(price);
  for (const [name, value] of extra) await field(name).fill(value);
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/order/add') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ui.save, exact: true }).click();
  const res = await answer;
  assert.equal(res.status(), 201, await res.text());
  return res.json();
}

/** Opens the orders of the day searched by a phone number and waits for `rows` rows. */
async function listByPhone(page, lang, phone, rows) {
  await page.goto(`/${lang}/client/orders/order-of-the-day`);
  await page.getByRole('searchbox', { name: UI[lang].search }).fill(phone);
  // The search is debounced: wait for the answer to the phone number.
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="order-row"]').length === n,
    rows,
  );
}

test.describe('a merchant gives the weight and the merchandise price of a new order', () => {
  for (const [lang, phone] of [
    ['fr', '29444555'],
    ['ar', '29666777'],
  ]) {
    test(`in ${lang}: the form saves them and the order modal shows them`, async () => {
      const ui = { ...UI[lang], ...MORE[lang] };
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/add-order`);
        await page.getByRole('textbox', { name: ui.fullname }).waitFor();
        const created = await addOrderWithForm(page, lang, {
          phone,
          merchandise: 'Veste en cuir',
          price: '120',
          // A comma is accepted as the decimal mark of the weight.
          extra: [
            [ui.merchandisePrice, '95.5'],
            [ui.weight, '2,5'],
          ],
        });
        assert.equal(
          created.merchandisePrice,
          95_500,
          'the merchandise price is stored in millimes',
        );
        assert.equal(created.weight, 2.5, 'the weight is stored in kg');
        assert.equal(created.price, 120_000);

        await listByPhone(page, lang, phone, 1);
        await page.getByRole('button', { name: ui.open(created.code) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('order-detail').waitFor({ timeout: 20_000 });
        const row = (label) =>
          dialog
            .getByText(label, { exact: true })
            .locator('xpath=..')
            .innerText()
            .then((text) => text.replace(/[\u2066\u2069\u202f\u00a0]/g, ' '));
        assert.match(await row(ui.merchandisePriceRow), /95,500/, 'the merchandise price');
        assert.match(await dialog.getByTestId('order-weight').innerText(), /2[.,٫]5/);
        assert.match(await row(ui.weightRow), /2[.,٫]5/, 'the weight');
        await screenshot(page, `order-weight-price-${lang}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});

test.describe('an order sent twice in 48 hours waits as a duplicate until the merchant confirms it', () => {
  for (const [lang, phone] of [
    ['fr', '28111000'],
    ['ar', '28222000'],
  ]) {
    test(`in ${lang}`, async () => {
      const ui = { ...UI[lang], ...MORE[lang] };
      // The first order: the same recipient phone, COD and merchandise as the one the form adds next.
      const { token } = await stack.apiLogin('client');
      const businesses = await stack.apiGet('/business/get', token);
      const body = newOrderBody((Array.isArray(businesses) ? businesses : businesses.items)[0].id);
      body.recipient = { ...body.recipient, phone1: phone };
      Object.assign(body, { merchandise: 'Sac à main', price: 64_000 });
      const first = await stack.api('POST', '/order/add', token, body);
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(first.body.status, 'MANUAL_ORDER', 'the first of its kind is a normal order');

      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/add-order`);
        await page.getByRole('textbox', { name: ui.fullname }).waitFor();
        // Merchandise compared without case or surrounding spaces.
        const twin = await addOrderWithForm(page, lang, {
          phone,
          merchandise: 'sac à main ',
          price: '64',
        });
        assert.equal(twin.status, 'ORDER_DUPLICATED');

        await listByPhone(page, lang, phone, 2);
        const twinRow = page.getByTestId('order-row').filter({ hasText: twin.code });
        const firstRow = page.getByTestId('order-row').filter({ hasText: first.body.code });
        await twinRow.getByText(ui.duplicated, { exact: true }).waitFor();
        await firstRow.getByText(ui.created, { exact: true }).waitFor();
        await screenshot(page, `order-duplicated-${lang}`);

        // Confirm applies to duplicates only: with the first order selected too it is disabled.
        const confirm = page
          .getByRole('toolbar')
          .getByRole('button', { name: ui.confirm, exact: true });
        await page.getByRole('checkbox', { name: ui.select(first.body.code) }).check();
        await page.getByRole('checkbox', { name: ui.select(twin.code) }).check();
        assert.equal(await confirm.isDisabled(), true, 'not with a normal order selected');
        await page.getByRole('checkbox', { name: ui.select(first.body.code) }).uncheck();
        assert.equal(await confirm.isEnabled(), true);

        const answer = page.waitForResponse(
          (r) =>
            r.url().endsWith('/api/v1/order/duplicates/confirm') && r.request().method() === 'POST',
        );
        await confirm.click();
        const res = await answer;
        assert.equal(res.status(), 200, await res.text());
        assert.deepEqual(JSON.parse(res.request().postData()), { ids: [twin.id] });
        assert.deepEqual(await res.json(), { count: 1 });
        // The toast names what was confirmed: a duplicate, not an API order.
        await page.getByText(ui.confirmedToast, { exact: true }).waitFor();
        // The list reloads: the order goes on as a normal created order.
        await twinRow.getByText(ui.created, { exact: true }).waitFor();
        assert.equal(await twinRow.getByText(ui.duplicated, { exact: true }).count(), 0);
        const detail = await stack.apiGet(`/order/get/search-for-id/${twin.id}`, token);
        assert.equal(detail.status, 'MANUAL_ORDER', 'the server says so too');
        // Confirming it again is refused: it is no longer a duplicate.
        const again = await stack.api('POST', '/order/duplicates/confirm', token, {
          ids: [twin.id],
        });
        assert.equal(again.status, 409, JSON.stringify(again.body));
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});

test.describe('a client team member with VIEW only on the orders (demo account client.viewer)', () => {
  const NOT_FOUND = { fr: 'Page introuvable', ar: 'الصفحة غير موجودة' };

  test('does not see the add button and the server refuses the call, in fr and ar', async () => {
    const { token } = await stack.apiLogin('client.viewer');
    const refused = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(newOrderBody(1)),
    });
    assert.equal(refused.status, 403, await refused.text());

    for (const lang of ['fr', 'ar']) {
      const ui = UI[lang];
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client.viewer');
        await page.goto(`/${lang}/client/orders/order-of-the-day`);
        await page.getByTestId('order-row').first().waitFor();
        const add = page
          .getByRole('link', { name: ui.add })
          .or(page.getByRole('button', { name: ui.add }));
        assert.equal(await add.count(), 0, 'no add button');
        assert.equal(
          await page.getByRole('button', { name: new RegExp(ui.edit('')) }).count(),
          0,
          'no edit button either',
        );

        // The add-order address typed directly: a page that needs ADD is not found, no form to fill.
        await page.goto(`/${lang}/client/orders/add-order`);
        await page.getByRole('heading', { name: NOT_FOUND[lang] }).waitFor();
        assert.equal(await page.getByRole('textbox', { name: ui.fullname }).count(), 0);
        assert.equal(await page.getByRole('button', { name: ui.save, exact: true }).count(), 0);
        await screenshot(page, `add-order-not-allowed-${lang}`);
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    }
  });
});

test.describe('an exchange against a delivered order, a counter-exchange against a returned one', () => {
  const EXCHANGE_UI = {
    fr: {
      original: 'Commande à échanger',
      merchandise: 'Marchandise',
      price: /Nouveau prix contre remboursement/,
      save: 'Enregistrer l’échange',
      pair: 'Échange enregistré',
      counter: 'Contre-échange',
      returned: 'Commande retournée à reprendre',
      counterSave: 'Enregistrer le contre-échange',
      counterPair: 'Contre-échange enregistré',
    },
    ar: {
      original: 'الطلبية المراد استبدالها',
      merchandise: 'البضاعة',
      price: /مبلغ الدفع عند الاستلام الجديد/,
      save: 'حفظ الاستبدال',
      pair: 'تم تسجيل الاستبدال',
      counter: 'استبدال عكسي',
      returned: 'الطلبية المرتجعة المراد استرجاعها',
      counterSave: 'حفظ الاستبدال العكسي',
      counterPair: 'تم تسجيل الاستبدال العكسي',
    },
  };

  /** Delivered orders of the client that no exchange uses yet (the server says VALID). */
  async function exchangeableOrders(token, count) {
    const list = await stack.apiGet(
      '/order/getOrdersOfTheDay?from=2020-01-01&to=2030-12-31&status=DELIVERED&limit=50',
      token,
    );
    const found = [];
    for (const order of list.items) {
      const check = await stack.apiGet(`/order/validate-exchange/0/${order.id}`, token);
      if (check.code === 'VALID') found.push(order);
      if (found.length === count) break;
    }
    assert.equal(found.length, count, 'the demo data has delivered orders to exchange');
    return found;
  }

  test('in fr and ar: the new order is created as an EXCHANGE linked to the original, shown as a pair', async () => {
    const { token } = await stack.apiLogin('client');
    const originals = await exchangeableOrders(token, 2);
    for (const [index, lang] of ['fr', 'ar'].entries()) {
      const ui = EXCHANGE_UI[lang];
      const original = originals[index];
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/add-exchange`);
        await page.getByRole('combobox', { name: ui.original }).fill(String(original.id));
        await page.getByRole('option').first().click();
        // The original's recipient fills the form; the new merchandise and COD are the merchant's.
        // The new merchandise (the returning one, prefilled, is another field).
        const merchandise = page.getByRole('textbox', { name: ui.merchandise, exact: true });
        await merchandise.fill('Chaussures pointure 41');
        await page.getByRole('textbox', { name: ui.price }).fill('30');
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/order/add') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: ui.save, exact: true }).click();
        const res = await answer;
        assert.equal(res.status(), 201, await res.text());
        const created = await res.json();
        assert.equal(created.service, 'EXCHANGE');
        assert.equal(created.price, 30_000);
        const pair = page.getByRole('group', { name: ui.pair });
        await pair.waitFor();
        assert.equal(await pair.getByTestId('exchange-pair-card').count(), 2);
        await screenshot(page, `exchange-pair-${lang}`);
        // The server now refuses a second exchange of the same original.
        const again = await stack.apiGet(`/order/validate-exchange/0/${original.id}`, token);
        assert.notEqual(again.code, 'VALID');
      } finally {
        await page.context().close();
      }
    }
  });

  test('in fr and ar: a counter-exchange takes back an order returned to the sender, validated by the server', async () => {
    const { token } = await stack.apiLogin('client');
    const list = await stack.apiGet(
      '/order/getOrdersOfTheDay?from=2020-01-01&to=2030-12-31&status=DELIVERED_TO_SENDER&status=RETURN_BILLED_TO_SENDER&limit=50',
      token,
    );
    const returned = [];
    for (const order of list.items) {
      const check = await stack.apiGet(`/order/validate-returning/${order.id}`, token);
      if (check.code === 'VALID') returned.push(order);
      if (returned.length === 2) break;
    }
    assert.equal(returned.length, 2, 'the demo data has returned orders to take back');
    for (const [index, lang] of ['fr', 'ar'].entries()) {
      const ui = EXCHANGE_UI[lang];
      const original = returned[index];
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/add-exchange`);
        await page.getByRole('button', { name: ui.counter, exact: true }).click();
        const validated = page.waitForResponse((r) =>
          r.url().endsWith(`/api/v1/order/validate-returning/${original.id}`),
        );
        await page.getByRole('combobox', { name: ui.returned }).fill(String(original.id));
        await page.getByRole('option').first().click();
        assert.equal((await validated).status(), 200);
        await page
          .getByRole('textbox', { name: ui.merchandise, exact: true })
          .fill('Chaussures pointure 42');
        await page.getByRole('textbox', { name: ui.price }).fill('25');
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/order/add') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: ui.counterSave, exact: true }).click();
        const res = await answer;
        assert.equal(res.status(), 201, await res.text());
        const created = await res.json();
        assert.equal(created.service, 'COUNTER_EXCHANGE');
        assert.equal(created.returnedOrder?.id, original.id);
        const pair = page.getByRole('group', { name: ui.counterPair });
        await pair.waitFor();
        assert.equal(await pair.getByTestId('exchange-pair-card').count(), 2);
        await screenshot(page, `counter-exchange-pair-${lang}`);
        const again = await stack.apiGet(`/order/validate-returning/${original.id}`, token);
        assert.equal(again.code, 'ALREADY_IN_USE');
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    }
  });
});

test.describe('a merchant prints the slips and the manifest of selected orders', () => {
  const PRINT = {
    fr: {
      pdf: 'PDF',
      manifest: 'Manifeste',
      thermal: /Étiquette thermique/,
      print: 'Imprimer',
      ready: 'Prêt',
      manual: 'Colis manuel',
    },
    ar: {
      pdf: 'PDF',
      manifest: 'بيان الشحن',
      thermal: /ملصق حراري/,
      print: 'طباعة',
      ready: 'جاهز',
      manual: 'طرد يدوي',
    },
  };
  for (const [lang, phone] of [
    ['fr', '27555111'],
    ['ar', '27555222'],
  ]) {
    test(`in ${lang}`, async () => {
      const ui = { ...UI[lang], ...PRINT[lang] };
      const { token } = await stack.apiLogin('client');
      const businesses = await stack.apiGet('/business/get', token);
      const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;
      const codes = [];
      for (const fullname of ['Sarra Ben Salah', 'سارة بن صالح']) {
        const body = newOrderBody(businessId);
        body.recipient = { ...body.recipient, fullname, phone1: phone };
        const res = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        assert.equal(res.status, 201, text);
        codes.push(JSON.parse(text).code);
      }

      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/orders/order-of-the-day`);
        await page.getByRole('searchbox', { name: ui.search }).fill(phone);
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="order-row"]').length === 2,
        );
        // Nothing selected: the documents are there but disabled.
        assert.equal(
          await page.getByRole('button', { name: ui.pdf, exact: true }).isDisabled(),
          true,
        );
        for (const code of codes)
          await page.getByRole('checkbox', { name: ui.select(code) }).check();
        await screenshot(page, `orders-bulk-bar-${lang}`);

        await page.getByRole('button', { name: ui.pdf, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: ui.thermal }).check();
        const answer = page.waitForResponse((r) => r.url().includes('/api/v1/order/voucher?'));
        const tab = page.context().waitForEvent('page');
        await dialog.getByRole('button', { name: ui.print, exact: true }).click();
        const res = await answer;
        assert.equal(res.status(), 200);
        assert.equal(res.headers()['content-type'], 'application/pdf');
        assert.match(res.url(), /layout=thermal/);
        assert.match(res.url(), new RegExp(`lang=${lang}`));
        const body = await res.body();
        assert.equal(body.subarray(0, 5).toString(), '%PDF-');
        assert.match((await tab).url(), /^blob:/, 'the slips open in a new tab');

        // The list reloads: both orders now show the printed state.
        for (const code of codes) {
          const row = page.getByTestId('order-row').filter({ hasText: code });
          await row.getByText(ui.ready, { exact: true }).waitFor();
        }
        assert.equal(
          await page.evaluate(() => localStorage.getItem('wolvo.slip-layout')),
          'thermal',
          'the layout is remembered',
        );

        const manifest = page.waitForResponse((r) => r.url().includes('/api/v1/order/manifest?'));
        await page.getByRole('button', { name: ui.manifest, exact: true }).click();
        const manifestRes = await manifest;
        assert.equal(manifestRes.status(), 200);
        assert.equal(manifestRes.headers()['content-type'], 'application/pdf');
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});

/** POST /v1/order/add as the merchant's shop does, with an API key instead of a token. */
async function addWithKey(key, businessId) {
  const res = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(newOrderBody(businessId)),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

test.describe('merchant API key', () => {
  test('the client admin regenerates the key in settings: the new key creates an API order, the old one is refused', async () => {
    const { token } = await stack.apiLogin('client');
    const businesses = await stack.apiGet('/business/get', token).catch(() => null);
    const businessId =
      (Array.isArray(businesses) ? businesses : (businesses?.items ?? []))[0]?.id ?? 1;
    const oldKey = 'wlv_demo_zitouna_mode_2026_key_0001';
    assert.equal((await addWithKey(oldKey, businessId)).status, 201, 'the demo key works');

    for (const lang of ['fr', 'ar']) {
      const page = await newPage(browser, { lang });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/settings`);
        const masked = page.getByTestId('api-key-masked');
        await masked.waitFor();
        await page.waitForFunction(() =>
          /••/.test(document.querySelector('[data-testid="api-key-masked"]')?.textContent ?? ''),
        );
        if (lang === 'ar') {
          await screenshot(page, 'settings-api-key-ar');
          continue;
        }
        await page.getByRole('button', { name: 'Générer une nouvelle clé' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Générer une nouvelle clé' })
          .click();
        const shown = page.getByTestId('api-key-new');
        await shown.waitFor();
        const newKey = (await shown.locator('p').last().innerText()).trim();
        assert.match(newKey, /^wlv_/, 'the new key is shown once');
        assert.ok(
          (await masked.innerText()).includes(newKey.slice(-4)),
          'masked key ends like the new one',
        );
        await screenshot(page, 'settings-api-key-fr');

        const created = await addWithKey(newKey, businessId);
        assert.equal(created.status, 201, JSON.stringify(created.body));
        assert.equal(created.body.status, 'API_ORDER_CREATED');
        assert.equal((await addWithKey(oldKey, businessId)).status, 401, 'the old key is revoked');
      } finally {
        await page.context().close();
      }
    }
  });

  test('a client team member does not see the API key card and the server refuses it', async () => {
    const { token } = await stack.apiLogin('client.team');
    const res = await fetch(`${stack.baseUrl}/api/v1/settings/api-key`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 403);
    const page = await newPage(browser);
    try {
      await signInByToken(page.context(), stack, 'client.team');
      await page.goto('/fr/client/settings');
      await page.getByRole('heading', { name: 'Paramètres du compte' }).waitFor();
      assert.equal(await page.getByTestId('api-key-masked').count(), 0);
    } finally {
      await page.context().close();
    }
  });
});
