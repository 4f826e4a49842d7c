// The fortune wheel against the real server: the merchant creates a wheel in the editor and a link on
// its details page; a signed-out phone in Arabic opens the link, spins (the server draws) and leaves its
// details; the merchant sees the participant and marks the prize handed over; the link, used, now shows
// the used page.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

const PHONE = { width: 360, height: 740 };

test.describe('fortune wheel', () => {
  test('a merchant makes a wheel and a link; a phone plays it in Arabic; the merchant sees the winner', async () => {
    const merchant = await newPage(browser, { lang: 'fr', colorScheme: 'light' });
    let link;
    let wheelPath;
    try {
      await signInByToken(merchant.context(), stack, 'client');
      await merchant.goto('/fr/client/fortune-wheel');
      await merchant.getByRole('heading', { level: 1, name: 'Roue de la fortune' }).waitFor();
      await merchant.getByRole('button', { name: 'Ajouter une roue' }).click();
      await merchant.getByRole('heading', { level: 1, name: 'Ajouter une roue' }).waitFor();
      await merchant.getByLabel('Nom de la roue').fill('Roue de l’Aïd');
      await merchant.getByLabel('Lot 1', { exact: true }).fill('Remise 10 %');
      await merchant.getByLabel('Code du lot 1').fill('10%');
      await merchant.getByLabel('Poids du lot 1').fill('0');
      await merchant.getByLabel('Lot 2', { exact: true }).fill('Livraison gratuite');
      await merchant.getByLabel('Code du lot 2').fill('FREE');
      await merchant.getByLabel('Poids du lot 2').fill('300');
      // The server's rule, under the field it names.
      await merchant.getByRole('button', { name: 'Enregistrer' }).click();
      await merchant.getByText('La probabilité est un nombre entier de 1 à 1000.').waitFor();
      await merchant.getByLabel('Poids du lot 1').fill('700');
      await merchant.getByText(/^Chance\s: 70\s%$/).waitFor();
      await screenshot(merchant, 'wheel-editor-fr-light');
      const saved = merchant.waitForResponse(
        (r) => r.url().endsWith('/fortune-wheel/add') && r.request().method() === 'POST',
      );
      await merchant.getByRole('button', { name: 'Enregistrer' }).click();
      assert.equal((await saved).status(), 201);
      await merchant.getByRole('heading', { level: 1, name: 'Détails de la roue' }).waitFor();
      wheelPath = new URL(merchant.url()).pathname;
      const made = merchant.waitForResponse((r) => r.url().endsWith('/generate-url'));
      await merchant.getByRole('button', { name: 'Créer un lien' }).click();
      const answer = await made;
      assert.equal(answer.status(), 201);
      link = await answer.json();
      await merchant.getByTestId('wheel-link-row').first().getByText('Libre').waitFor();
      // Only the refusal asked for above.
      assert.deepEqual(
        merchant.consoleErrors.filter((e) => !e.includes('status of 400')),
        [],
      );
    } finally {
      await merchant.context().close();
    }

    const phone = await newPage(browser, { lang: 'ar', colorScheme: 'dark', viewport: PHONE });
    try {
      const path = new URL(link.url).pathname.replace(/^\/fr\//, '/ar/');
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1, name: 'Roue de l’Aïd' }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.dir), 'rtl');
      assert.ok(
        await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no sideways scrolling at 360 px',
      );
      await screenshot(phone, 'roulette-before-ar-dark');
      const played = phone.waitForResponse((r) => r.url().endsWith('/fortune-wheel/play'));
      await phone.getByRole('button', { name: 'أدِر العجلة' }).click();
      const result = await (await played).json();
      // The wheel lands on the server's prize.
      await phone.getByTestId('roulette-won').waitFor({ timeout: 10_000 });
      assert.ok(
        (await phone.getByTestId('roulette-won').textContent()).includes(result.item.title),
      );
      await phone.getByLabel('الاسم الكامل').fill('Amel Ben Ali');
      await phone.getByLabel('الهاتف').fill('22 123 456');
      await phone.getByLabel('الولاية').selectOption('Sfax');
      await phone.getByLabel('المعتمدية').selectOption('Sakiet Ezzit');
      await phone.getByLabel('العنوان').fill('12 نهج الزيتون');
      await screenshot(phone, 'roulette-after-spin-ar-dark');
      await phone.getByRole('button', { name: 'إرسال معلوماتي' }).click();
      await phone.getByTestId('roulette-saved').waitFor();
      assert.deepEqual(phone.consoleErrors, []);

      // The link is used up: opened again, it says so.
      await phone.reload();
      await phone.getByTestId('roulette-invalid').waitFor();
      assert.match(
        await phone.getByTestId('roulette-invalid').textContent(),
        /تم لعب هذا الرابط بالفعل/,
      );
      await screenshot(phone, 'roulette-used-ar-dark');
    } finally {
      await phone.context().close();
    }

    const back = await newPage(browser, { lang: 'fr', colorScheme: 'dark' });
    try {
      await signInByToken(back.context(), stack, 'client');
      await back.goto(wheelPath);
      const row = back.getByTestId('wheel-participant-row').first();
      await row.getByText('Amel Ben Ali').waitFor();
      assert.ok((await row.textContent()).includes('22123456'));
      await row.getByRole('button', { name: 'Marquer remis' }).click();
      await back.getByText('Lot marqué comme remis.').waitFor();
      await back.getByTestId('wheel-link-row').first().getByText('Joué').waitFor();
      await screenshot(back, 'wheel-details-fr-dark');
      // The participants as a spreadsheet from the server.
      const download = back.waitForEvent('download');
      await back.getByRole('button', { name: 'Exporter en Excel' }).click();
      assert.match(
        (await download).suggestedFilename(),
        /^wolvo-wheel-\d+-participants-\d{8}-\d{4}\.xlsx$/,
      );
      assert.deepEqual(back.consoleErrors, []);
    } finally {
      await back.context().close();
    }
  });
});
