// The spreadsheet import against the real server: a merchant downloads the template, fills it (here with
// exceljs), uploads it with one bad row, sees that row's error, fixes it by uploading again (French) or by
// removing the row (Arabic), imports, and prints the new orders' slips with the usual PDF.
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';
import { filledTemplate, importRow } from '../support/import-file.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 50 }, (s, b) => ([stack, browser] = [s, b]));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function businessOf(username) {
  const { token } = await stack.apiLogin(username);
  const res = await fetch(`${stack.baseUrl}/api/v1/business/get`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: (await res.json())[0].id };
}

async function orderCount(token) {
  const res = await fetch(
    `${stack.baseUrl}/api/v1/order/getOrdersOfTheDay?from=2000-01-01&to=2099-12-31&limit=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return (await res.json()).total;
}

async function downloadTemplate(page, name) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return readFile(await (await download).path());
}

async function upload(page, name, buffer) {
  const parsed = page.waitForResponse((r) => r.url().endsWith('/order/import/parse'));
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: XLSX, buffer });
  const answer = await parsed;
  assert.equal(answer.status(), 200);
  return answer.json();
}

async function importAndPrint(page, confirmName, printName) {
  const added = page.waitForResponse((r) => r.url().endsWith('/order/add-many'));
  await page.getByRole('button', { name: confirmName }).click();
  const answer = await added;
  assert.equal(answer.status(), 201);
  const { orders } = await answer.json();
  const printed = page.waitForResponse((r) => r.url().includes('/order/voucher?'), {
    timeout: 60_000,
  });
  const popup = page
    .context()
    .waitForEvent('page')
    .catch(() => null);
  await page.getByRole('button', { name: printName }).click();
  const pdf = await printed;
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.deepEqual(
    new URL(pdf.url()).searchParams.get('ids').split(',').map(Number),
    orders.map((o) => o.id),
  );
  await (await popup)?.close();
  return orders;
}

test.describe('order import', () => {
  test('French: one bad row, fixed in the file and uploaded again, then imported and printed', async () => {
    const { token, id } = await businessOf('client');
    const before = await orderCount(token);
    const page = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto('/fr/client/orders/import');
      await page.getByRole('heading', { level: 1, name: 'Importer depuis Excel' }).waitFor();
      const template = await downloadTemplate(page, 'Télécharger le modèle');

      const rows = [
        importRow(`${id}`),
        importRow(id, { fullname: 'Amine Trabelsi', phone1: '1234', governorate: 'BEN-AROUS' }),
        importRow(id, { fullname: 'Leila Gharbi', governorate: 'Sfaks', delegation: 'Sfax Ville' }),
      ];
      const preview = await upload(page, 'commandes.xlsx', await filledTemplate(rows, template));
      assert.equal(preview.invalid, 2);
      const bad = page.getByTestId('import-row-3');
      await bad
        .getByText('Ligne 3, Téléphone : Le numéro de téléphone doit comporter 8 chiffres !')
        .waitFor();
      await page
        .getByTestId('import-row-4')
        .getByText(
          /^Ligne 4, Gouvernorat\s: Gouvernorat inconnu\s! Vouliez-vous dire\s: \u2068Sfax/,
        )
        .waitFor();
      assert.equal(await page.getByRole('button', { name: /^Importer/ }).isDisabled(), true);
      await screenshot(page, 'import-preview-fr-light');
      assert.equal(await orderCount(token), before, 'nothing stored while a row is wrong');

      rows[1].phone1 = 22123457;
      rows[2].governorate = 'Sfax';
      const fixed = await upload(page, 'commandes.xlsx', await filledTemplate(rows, template));
      assert.equal(fixed.invalid, 0);
      await page.getByText('3 lignes lues : 3 prêtes, 0 avec des erreurs.').waitFor();
      const orders = await importAndPrint(page, 'Importer 3 commandes', 'Imprimer les bordereaux');
      assert.equal(orders.length, 3);
      await page.getByText('3 commandes importées.').first().waitFor();
      assert.equal(await orderCount(token), before + 3);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('Arabic: the bad row removed in the preview, the rest imported and printed', async () => {
    const { token, id } = await businessOf('client');
    const before = await orderCount(token);
    const page = await newPage(browser, { lang: 'ar', colorScheme: 'dark' });
    try {
      await signInByToken(page.context(), stack, 'client');
      await page.goto('/ar/client/orders/import');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const template = await downloadTemplate(page, 'تحميل النموذج');
      const rows = [
        importRow(id, {
          governorate: 'بن عروس',
          delegation: 'المروج',
          canOpen: 'نعم',
          fragile: 'لا',
        }),
        importRow(id, { fullname: 'سارة', postalCode: null, paymentType: 'شيك' }),
        importRow(id, {
          governorate: 'Sidi Bou Zid',
          delegation: 'Sidi Bouzid Ouest',
          postalCode: '9100',
        }),
      ];
      await upload(page, 'طلبيات.xlsx', await filledTemplate(rows, template));
      await page
        .getByTestId('import-row-3')
        .getByText('السطر 3، الرمز البريدي:', { exact: false })
        .waitFor();
      await screenshot(page, 'import-preview-ar-dark');
      await page.getByRole('button', { name: 'حذف السطر الذي به خطأ' }).click();
      await page.getByText('تمت قراءة 2 سطرًا: 2 جاهزة، 0 بها أخطاء.').waitFor();
      const orders = await importAndPrint(page, 'استيراد طلبيتين', 'طباعة الوصولات');
      assert.equal(orders.length, 2);
      assert.equal(await orderCount(token), before + 2);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });
});
