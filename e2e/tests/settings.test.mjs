// Account settings: the password form checks with the API's own rules, in its words, before sending;
// what only the server knows (the current password) lands under its field.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { loginAs, newPage, screenshot, useStackAndBrowser } from '../support/stack.mjs';

let browser;
useStackAndBrowser({}, (_stack, b) => (browser = b));

test.describe('account settings', () => {
  test("the password form shows the server's rules, then its refusal of a wrong current password, under the fields", async () => {
    const page = await newPage(browser);
    const sent = [];
    page.on('request', (request) => {
      if (request.url().includes('/users/password')) sent.push(request.postDataJSON());
    });
    try {
      await loginAs(page, 'client');
      await page.goto('/fr/client/settings');
      const form = page.locator('form').filter({ hasText: 'Changer le mot de passe' });
      const submit = form.getByRole('button', { name: 'Changer le mot de passe' });
      await submit.click();
      await form.getByText('Le champ ne peut pas être vide !').nth(2).waitFor();

      await form.getByLabel('Mot de passe actuel').fill('Wrong-pass1');
      await form.getByLabel('Nouveau mot de passe').fill('short');
      await form.getByLabel('Confirmer le mot de passe').fill('other');
      await submit.click();
      await form.getByText('Le mot de passe doit contenir au moins 8 caractères.').waitFor();
      assert.equal(sent.length, 0, 'nothing is sent while a rule is broken');

      // A wrong current password changes nothing on the server: the demo account stays as it was.
      await form.getByLabel('Nouveau mot de passe').fill('Longer-pass1');
      await form.getByLabel('Confirmer le mot de passe').fill('Longer-pass1');
      await submit.click();
      await form.getByText('Le mot de passe actuel est incorrect !').waitFor();
      assert.equal(sent.length, 1);
      assert.equal(
        await form.getByLabel('Mot de passe actuel').getAttribute('aria-invalid'),
        'true',
        'the refusal is under the current password',
      );
      await screenshot(page, 'settings-password-refused-fr');
    } finally {
      await page.context().close();
    }
  });
});
