// Commercial > clients against the real server, in French and Arabic: the admin adds a merchant with the
// form (a wrong RIB first, named under its field), reads the generated credentials once, and the merchant
// signs in with them in a second browser context; the merchant's slips are refused until the admin confirms
// it from the list, then they print. A payment document goes with the form and shows in the client's drawer.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newOrderBody } from '../support/order-body.mjs';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 20 }, (s, b) => ([stack, browser] = [s, b]));

/** Labels as a person reads them, per language. */
const UI = {
  fr: {
    heading: 'Clients',
    add: 'Ajouter un client',
    fullname: 'Sana Ben Salem',
    fields: {
      fullname: 'Nom complet',
      email: 'E-mail',
      companies: 'Sociétés',
      governorate: 'Gouvernorat',
      delegation: 'Délégation',
      address: 'Adresse',
      phone: 'Téléphone',
      rib: 'RIB',
    },
    governorate: ['Sfax'],
    delegation: ['Sfax Ville'],
    save: 'Ajouter le client',
    ribInvalid: 'RIB invalide : 20 chiffres dont la clé de contrôle !',
    credentials: (name) => `Identifiants de ${name}`,
    username: 'Identifiant',
    password: 'Mot de passe',
    done: 'J’ai transmis les identifiants',
    toConfirm: 'À confirmer',
    confirm: (name) => `Confirmer ${name}`,
    confirmButton: 'Confirmer',
    confirmed: 'Le client est confirmé : il peut imprimer ses bordereaux.',
    files: 'Nouveaux documents (1/5)',
    open: (name) => `Voir la fiche de ${name}`,
    document: 'Ouvrir le document 1',
    edit: 'Modifier dans les éditions',
    history: 'Historique des modifications',
    phone2Changed: 'Téléphone 2 : - → 98765432',
  },
  ar: {
    heading: 'الحرفاء',
    add: 'إضافة حريف',
    fullname: 'سناء بن سالم',
    fields: {
      fullname: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      companies: 'الشركات',
      governorate: 'الولاية',
      delegation: 'المعتمدية',
      address: 'العنوان',
      phone: 'الهاتف',
      rib: 'الرقم البنكي (RIB)',
    },
    // In Arabic a place reads "Arabic (French)"; it is found by either name.
    governorate: ['صفاقس', 'صفاقس (Sfax)'],
    delegation: ['صفاقس المدينة', 'صفاقس المدينة (Sfax Ville)'],
    save: 'إضافة الحريف',
    ribInvalid: 'الرقم البنكي غير صالح: 20 رقمًا بما فيها مفتاح التحقق!',
    credentials: (name) => `بيانات دخول ${name}`,
    username: 'اسم الدخول',
    password: 'كلمة المرور',
    done: 'سلّمتُ بيانات الدخول',
    toConfirm: 'في انتظار التأكيد',
    confirm: (name) => `تأكيد ${name}`,
    confirmButton: 'تأكيد',
    confirmed: 'تم تأكيد الحريف: يمكنه طباعة وصولاته.',
    files: 'وثائق جديدة (1/5)',
    open: (name) => `عرض بطاقة ${name}`,
    document: 'فتح الوثيقة 1',
    edit: 'تعديل في التعديلات',
    history: 'سجل التعديلات',
    phone2Changed: 'الهاتف 2: \u2066-\u2069 ← \u206698765432\u2069',
  },
};

/** A staff member adds a second phone to the client with this email, through the client editor's form. */
async function editPhone2(email) {
  const { token } = await stack.apiLogin('admin');
  const headers = { authorization: `Bearer ${token}` };
  const get = async (p) => (await fetch(`${stack.baseUrl}/api/v1${p}`, { headers })).json();
  const { items } = await get(`/client/getAllClients?search=${encodeURIComponent(email)}`);
  const c = await get(`/client/get/search-for-id/${items[0].id}`);
  const form = new FormData();
  const fields = {
    ...Object.fromEntries(
      ['id', 'userId', 'fullname', 'email', 'delegation', 'city', 'pickupAddress', 'phone1']
        .concat(['deliveryCost', 'returnCost', 'exchangeCost', 'pos', 'cin', 'patent', 'rib', 'rc'])
        .concat(['paymentType'])
        .map((k) => [k, c[k]]),
    ),
    companies: c.companies.join(','),
    paymentDays: c.paymentDays.join(','),
    oldPaymentDocuments: c.documents.map((d) => d.url).join(','),
    phone2: '98765432',
  };
  for (const [k, v] of Object.entries(fields))
    if (v !== null && v !== '') form.append(k, String(v));
  const res = await fetch(`${stack.baseUrl}/api/v1/client/edit/${c.id}`, {
    method: 'PUT',
    headers,
    body: form,
  });
  assert.equal(res.status, 200, await res.text());
}

/** GET /v1/order/voucher for one order with the merchant's token: the status. */
async function printStatus(token, orderId) {
  const res = await fetch(`${stack.baseUrl}/api/v1/order/voucher?ids=${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an autocomplete by its label, types `typed` and picks the option named `option`. */
async function pick(page, label, typed, option = typed) {
  const box = page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('commercial staff add and confirm a client', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: the admin adds a client, who signs in with the credentials shown once; slips print once confirmed`, async () => {
      const ui = UI[lang];
      const marker = `${lang}${Date.now() % 1_000_000}`;
      const email = `sana.${marker}@boutique.tn`;
      const company = `Sana Mode ${marker}`;
      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'admin');
        await page.goto(`/${lang}/wolvo-team/commercial/clients`);
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await page.getByRole('link', { name: ui.add }).click();

        const field = (name) =>
          page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}`) });
        await field(ui.fields.fullname).fill(ui.fullname);
        await field(ui.fields.email).fill(email);
        const companies = page.getByRole('combobox', {
          name: new RegExp(`^${ui.fields.companies}`),
        });
        await companies.fill(company);
        await companies.press('Enter');
        await pick(page, ui.fields.governorate, ...ui.governorate);
        await pick(page, ui.fields.delegation, ...ui.delegation);
        await field(ui.fields.address).fill('12 Rue Habib Maazoun');
        await page
          .getByRole('textbox', { name: new RegExp(`^${ui.fields.phone}( \\*)?$`) })
          .fill('22 333 444');
        // One wrong digit in the RIB: the server refuses it and the form says so under the field.
        await field(ui.fields.rib).fill('10006035183598478832');
        // A payment document in the dropzone, sent with the form.
        await page.locator('input[name="newPaymentDocuments"]').setInputFiles({
          name: 'rib.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        });
        await page.getByText(ui.files).waitFor();
        await page.getByRole('button', { name: ui.save }).click();
        await page.getByText(ui.ribInvalid).waitFor();
        assert.equal(await field(ui.fields.rib).getAttribute('aria-invalid'), 'true');
        await screenshot(page, `commercial-add-client-errors-${lang}`);
        await page.getByText(ui.files).scrollIntoViewIfNeeded();
        await screenshot(page, `commercial-add-client-files-${lang}`);

        await field(ui.fields.rib).fill('10006035183598478831');
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/v1/client/add') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: ui.save }).click();
        const addAnswer = await answer;
        assert.equal(addAnswer.status(), 201, await addAnswer.text());
        const dialog = page.getByRole('dialog', { name: ui.credentials(ui.fullname) });
        await dialog.waitFor();
        const username = await dialog.getByLabel(ui.username, { exact: true }).inputValue();
        const password = await dialog.getByLabel(ui.password, { exact: true }).inputValue();
        assert.equal(username, `sana.${marker}`);
        assert.equal(password.length, 16);
        await screenshot(page, `commercial-credentials-${lang}`);
        await dialog.getByRole('button', { name: ui.done }).click();
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        const row = page.getByTestId('commercial-client-row').filter({ hasText: company });
        await row.getByText(ui.toConfirm).waitFor();
        await screenshot(page, `commercial-clients-${lang}`);

        // The merchant, with the credentials it was given: it signs in and prepares an order...
        const { token, user } = await stack.apiLogin(username, password);
        assert.equal(user.role, 'clientPersonnel');
        const merchant = await newPage(browser, { lang });
        try {
          await merchant.context().addInitScript(
            ([t, u]) => {
              window.localStorage.setItem('wolvo.token', t);
              window.localStorage.setItem('wolvo.user', u);
            },
            [token, JSON.stringify(user)],
          );
          await merchant.goto(`/${lang}/client/orders/order-of-the-day`);
          await merchant.getByRole('heading', { level: 1 }).waitFor();
          const businesses = await stack.apiGet('/business/get', token);
          const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;
          const created = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(newOrderBody(businessId)),
          });
          assert.equal(created.status, 201);
          const orderId = (await created.json()).id;
          // ...but cannot print it before it is confirmed.
          assert.equal(await printStatus(token, orderId), 409);

          await row.getByRole('button', { name: ui.confirm(ui.fullname) }).click();
          await page.getByRole('dialog').getByRole('button', { name: ui.confirmButton }).click();
          await page.getByText(ui.confirmed).waitFor();
          assert.equal(await printStatus(token, orderId), 200);

          // A staff edit (the client editor's form): the drawer lists it with who changed what.
          await editPhone2(email);

          // The row opens the client's drawer: its fields, its document, its edits, the way to the editor.
          await row.getByRole('button', { name: ui.open(ui.fullname) }).click();
          const drawer = page.getByRole('dialog', { name: ui.fullname });
          await drawer.getByText('12 Rue Habib Maazoun').waitFor();
          await drawer.getByRole('button', { name: ui.document }).waitFor();
          await drawer.getByText(email).waitFor();
          const history = drawer.getByRole('region', { name: ui.history });
          await history.getByText(ui.phone2Changed).waitFor();
          assert.match((await history.textContent()) ?? '', /admin/);
          assert.match(
            (await drawer.getByRole('link', { name: ui.edit }).getAttribute('href')) ?? '',
            new RegExp(`/${lang}/wolvo-team/reclamation/edits\\?tab=users&id=\\d+$`),
          );
          await screenshot(page, `commercial-client-drawer-${lang}`);
          await page.keyboard.press('Escape');
          await drawer.waitFor({ state: 'hidden' });
          assert.deepEqual(merchant.consoleErrors, []);
        } finally {
          await merchant.context().close();
        }
        // The refused RIB is a 400 the browser logs; nothing else may be.
        assert.deepEqual(
          page.consoleErrors.filter((e) => !e.includes('status of 400')),
          [],
        );
      } finally {
        await page.context().close();
      }
    });
  }
});
