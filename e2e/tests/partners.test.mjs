// Delivery partners against the real server, in French and Arabic: the admin adds a partner with the
// form (a wrong RIB first, named under its field), reads its login, password and feed key once, edits it
// in the side panel, hands a collected parcel to it from the assign page, deactivates it (its key then
// answers 401) and sees it refused as a choice for new parcels.
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
    clients: 'Clients',
    link: 'Partenaires de livraison',
    heading: 'Partenaires de livraison',
    add: 'Ajouter un partenaire',
    save: 'Ajouter le partenaire',
    partnerSearch: 'Rechercher (nom, identifiant, RC, adresse)',
    fields: {
      name: 'Nom de la société',
      delivery: 'Livraison (DT)',
      back: 'Retour (DT)',
      exchange: 'Échange (DT)',
      rib: 'RIB',
    },
    ribInvalid: 'RIB invalide : 20 chiffres dont la clé de contrôle !',
    access: (name) => `Accès de ${name}`,
    login: 'Identifiant',
    password: 'Mot de passe',
    apiKey: 'Clé API',
    done: 'J’ai transmis les identifiants',
    edit: (name) => `Modifier ${name}`,
    saveEdit: 'Enregistrer',
    updated: 'Le partenaire est modifié.',
    assign: 'Confier des colis',
    assignHeading: 'Confier des colis',
    search: 'Rechercher (code, destinataire, téléphone, société)',
    partner: 'Partenaire',
    submit: 'Confier 1 colis',
    deactivate: (name) => `Désactiver ${name}`,
    deactivateButton: 'Désactiver',
    inactive: 'Désactivé',
  },
  ar: {
    clients: 'الحرفاء',
    link: 'شركاء التوصيل',
    heading: 'شركاء التوصيل',
    add: 'إضافة شريك',
    save: 'إضافة الشريك',
    partnerSearch: 'بحث (الاسم، المعرّف، السجل التجاري، العنوان)',
    fields: {
      name: 'اسم الشركة',
      delivery: 'التوصيل (د.ت)',
      back: 'الإرجاع (د.ت)',
      exchange: 'التبديل (د.ت)',
      rib: 'المعرّف البنكي RIB',
    },
    ribInvalid: 'الرقم البنكي غير صالح: 20 رقمًا بما فيها مفتاح التحقق!',
    access: (name) => `بيانات دخول ${name}`,
    login: 'اسم الدخول',
    password: 'كلمة المرور',
    apiKey: 'مفتاح API',
    done: 'سلّمتُ بيانات الدخول',
    edit: (name) => `تعديل ${name}`,
    saveEdit: 'حفظ',
    updated: 'تم تعديل الشريك.',
    assign: 'تسليم الطرود',
    assignHeading: 'تسليم الطرود',
    search: 'بحث (الرمز، المرسل إليه، الهاتف، الشركة)',
    partner: 'الشريك',
    submit: 'تسليم طرد واحد',
    deactivate: (name) => `تعطيل ${name}`,
    deactivateButton: 'تعطيل',
    inactive: 'معطّل',
  },
};

/** A parcel of the demo merchant, printed, asked for and collected by staff: waiting for a partner. */
async function collectedParcel() {
  const { token } = await stack.apiLogin('client');
  const admin = (await stack.apiLogin('admin')).token;
  const businesses = await stack.api('GET', '/business/get', token);
  const created = await stack.api('POST', '/order/add', token, newOrderBody(businesses.body[0].id));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const printed = await fetch(`${stack.baseUrl}/api/v1/order/voucher?ids=${created.body.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(printed.status, 200);
  const asked = await stack.api('POST', '/order/pickup-request', token, { ids: [created.body.id] });
  assert.equal(asked.status, 201, JSON.stringify(asked.body));
  const collected = await stack.api('PUT', `/order/pickup/${asked.body.id}/collect`, admin);
  assert.equal(collected.status, 200, JSON.stringify(collected.body));
  return created.body;
}

/** One status update with the partner's key: the HTTP status. */
async function feed(key, orderCode, idempotencyKey) {
  const res = await fetch(`${stack.baseUrl}/api/v1/partner/status-updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': key },
    body: JSON.stringify({
      updates: [{ idempotencyKey, orderCode, status: 'IN_TRANSIT', partnerStatus: 'En route' }],
    }),
  });
  return res.status;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('staff manage delivery partners', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: add a partner, read its key once, edit it, hand it a parcel, deactivate it`, async () => {
      const ui = UI[lang];
      const marker = `${Date.now() % 1_000_000}`;
      const name = `${lang === 'ar' ? 'Sfax Rapide' : 'Gabès Rapide'} ${marker}`;
      const order = await collectedParcel();
      const scheme = lang === 'ar' ? 'dark' : 'light';
      const page = await newPage(browser, { lang, colorScheme: scheme });
      try {
        await signInByToken(page.context(), stack, 'admin');
        await page.goto(`/${lang}/wolvo-team/commercial/clients`);
        await page.getByRole('heading', { level: 1, name: ui.clients }).waitFor();
        await page.getByRole('main').getByRole('link', { name: ui.link }).click();
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await page.getByTestId('partner-row').first().waitFor();
        await screenshot(page, `partners-${lang}-${scheme}`);
        await page.getByRole('link', { name: ui.add }).click();

        const field = (label) =>
          page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });
        await page.getByRole('button', { name: ui.save }).click();
        await field(ui.fields.name).and(page.locator('[aria-invalid="true"]')).waitFor();
        await field(ui.fields.name).fill(name);
        await field(ui.fields.delivery).fill('5,5');
        await field(ui.fields.back).fill('3');
        await field(ui.fields.exchange).fill('6');
        // One wrong digit in the RIB: the server refuses it and the form says so under the field.
        await field(ui.fields.rib).fill('08006012345678901232');
        await page.getByRole('button', { name: ui.save }).click();
        await page.getByText(ui.ribInvalid).waitFor();
        assert.equal(await field(ui.fields.rib).getAttribute('aria-invalid'), 'true');
        await screenshot(page, `partners-add-errors-${lang}-${scheme}`);

        await field(ui.fields.rib).fill('08006012345678901231');
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/v1/delivery-company/add') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: ui.save }).click();
        const added = await answer;
        assert.equal(added.status(), 201, await added.text());
        const dialog = page.getByRole('dialog', { name: ui.access(name) });
        await dialog.waitFor();
        const key = await dialog.getByLabel(ui.apiKey, { exact: true }).inputValue();
        const login = await dialog.getByLabel(ui.login, { exact: true }).inputValue();
        assert.match(key, /^wlp_/);
        assert.match(login, /rapide\.\d+$/);
        assert.equal(
          (await dialog.getByLabel(ui.password, { exact: true }).inputValue()).length,
          16,
        );
        await screenshot(page, `partners-key-${lang}-${scheme}`);
        await dialog.getByRole('button', { name: ui.done }).click();
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        // The key was shown once: nothing on the list shows it.
        assert.equal(await page.getByText(key).count(), 0);

        // Edit in the side panel.
        const searched = page.waitForResponse(
          (r) => r.url().includes('/v1/delivery-company/get') && r.url().includes(marker),
        );
        await page.getByRole('searchbox', { name: ui.partnerSearch }).fill(marker);
        await searched;
        const row = page.getByTestId('partner-row').filter({ hasText: name });
        await row.waitFor();
        await row.getByRole('button', { name: ui.edit(name) }).click();
        const panel = page.getByRole('dialog', { name: ui.edit(name) });
        await panel.waitFor();
        await panel
          .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ui.fields.delivery)}`) })
          .fill('6,25');
        await panel.getByRole('button', { name: ui.saveEdit }).click();
        await page.getByText(ui.updated).first().waitFor();
        await panel.waitFor({ state: 'hidden' });

        // Hand the collected parcel to it.
        await page.getByRole('link', { name: ui.assign }).click();
        await page.getByRole('heading', { level: 1, name: ui.assignHeading }).waitFor();
        await page.getByRole('searchbox', { name: ui.search }).fill(order.code);
        const parcel = page.getByTestId('assign-order-row').filter({ hasText: order.code });
        await parcel.waitFor();
        await parcel.getByRole('checkbox').check();
        await screenshot(page, `partners-assign-${lang}-${scheme}`);
        await page.getByRole('combobox', { name: new RegExp(`^${ui.partner}`) }).click();
        await page.getByRole('option', { name, exact: true }).click();
        const assigned = page.waitForResponse((r) => r.url().endsWith('/v1/order/assign-partner'));
        await page.getByRole('button', { name: ui.submit }).click();
        assert.equal((await assigned).status(), 200);
        await parcel.waitFor({ state: 'detached' });
        // The partner's systems may now report it.
        assert.equal(await feed(key, order.code, `e2e-${marker}-1`), 200);

        // Deactivate: its key answers 401 from the next call.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        const again = page.waitForResponse(
          (r) => r.url().includes('/v1/delivery-company/get') && r.url().includes(marker),
        );
        await page.getByRole('searchbox', { name: ui.partnerSearch }).fill(marker);
        await again;
        await row.getByRole('button', { name: ui.deactivate(name) }).click();
        await page.getByRole('dialog').getByRole('button', { name: ui.deactivateButton }).click();
        await row.getByText(ui.inactive).waitFor();
        assert.equal(await feed(key, order.code, `e2e-${marker}-2`), 401);
        const company = (
          await stack.api(
            'GET',
            `/delivery-company/get?search=${marker}`,
            (await stack.apiLogin('admin')).token,
          )
        ).body.companies[0];
        assert.equal(company.deliveryCost, 6250);
        assert.equal(company.active, false);
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
