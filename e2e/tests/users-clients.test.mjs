// Users > clients against the real server, in French and Arabic: the admin deactivates a demo client from
// the table (after confirming) and that client's very next request is refused, then activates it again and
// the same token works; the admin resets a client's password, reads it once in the dialog and the client
// signs in with it. Each language works on its own client, one that no other browser test uses.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 100 }, (s, b) => ([stack, browser] = [s, b]));

const UI = {
  fr: {
    client: 'jerba.artisanat',
    heading: 'Clients',
    search: 'Rechercher (nom, e-mail, société)',
    deactivate: (name) => `Désactiver le compte de ${name}`,
    activate: (name) => `Activer le compte de ${name}`,
    reset: (name) => `Réinitialiser le mot de passe de ${name}`,
    confirmDeactivate: 'Désactiver le compte',
    confirmActivate: 'Activer le compte',
    confirmReset: 'Réinitialiser le mot de passe',
    deactivated: 'Le compte du client est désactivé : il est déconnecté dès sa prochaine requête.',
    activated: 'Le compte du client est activé.',
    inactive: 'Désactivé',
    password: 'Mot de passe',
    copy: 'Copier le mot de passe',
    close: 'J’ai noté le mot de passe',
  },
  ar: {
    client: 'nabeul.ceramique',
    heading: 'الحرفاء',
    search: 'بحث (الاسم، البريد الإلكتروني، الشركة)',
    deactivate: (name) => `تعطيل حساب ${name}`,
    activate: (name) => `تفعيل حساب ${name}`,
    reset: (name) => `إعادة تعيين كلمة مرور ${name}`,
    confirmDeactivate: 'تعطيل الحساب',
    confirmActivate: 'تفعيل الحساب',
    confirmReset: 'إعادة تعيين كلمة المرور',
    deactivated: 'تم تعطيل حساب الحريف: سيتم تسجيل خروجه عند طلبه التالي.',
    activated: 'تم تفعيل حساب الحريف.',
    inactive: 'معطَّل',
    password: 'كلمة المرور',
    copy: 'نسخ كلمة المرور',
    close: 'لقد دوّنت كلمة المرور',
  },
};

/** GET /v1/business/get with a client's token: the status the server gives it. */
async function statusAs(token) {
  const res = await fetch(`${stack.baseUrl}/api/v1/business/get`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** Clicks a row action, confirms in the dialog and returns the server's answer. */
async function act(page, rowButton, confirmLabel, path) {
  await page.getByRole('button', { name: rowButton, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const answer = page.waitForResponse(
    (r) => r.url().includes(path) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  const res = await answer;
  assert.equal(res.status(), 200, await res.text());
  return res.json();
}

test.describe('the admin manages client accounts in users > clients', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: deactivating signs the client out on its next request; activating restores it; a reset password signs in`, async () => {
      const ui = UI[lang];
      const { token: clientToken, user: client } = await stack.apiLogin(ui.client);
      assert.equal(await statusAs(clientToken), 200);

      for (const colorScheme of ['light', 'dark']) {
        const page = await newPage(browser, { lang, colorScheme });
        try {
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
          await signInByToken(page.context(), stack, 'admin');
          await page.goto(`/${lang}/wolvo-team/users/clients`);
          await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
          await page.getByTestId('client-row').first().waitFor();
          await screenshot(page, `users-clients-${lang}-${colorScheme}`);
          if (colorScheme === 'dark') continue;

          // Searched on the server, 300 ms after typing.
          const searched = page.waitForResponse(
            (r) => r.url().includes('/getAllClients') && r.url().includes('search='),
          );
          await page.getByRole('searchbox', { name: ui.search, exact: true }).fill(ui.client);
          await searched;
          const row = page.getByTestId('client-row').filter({ hasText: ui.client });
          await row.waitFor();
          assert.equal(await page.getByTestId('client-row').count(), 1);

          const off = await act(
            page,
            ui.deactivate(client.fullname),
            ui.confirmDeactivate,
            '/client/deactivate/',
          );
          assert.equal(off.message, 'client.deactivated');
          await page.getByText(ui.deactivated).waitFor();
          await row.getByText(ui.inactive).waitFor();
          await screenshot(page, `users-clients-deactivated-${lang}`);
          // The client's very next request, same token: refused.
          assert.equal(await statusAs(clientToken), 401);

          const on = await act(
            page,
            ui.activate(client.fullname),
            ui.confirmActivate,
            '/client/activate/',
          );
          assert.equal(on.message, 'client.activated');
          await page.getByText(ui.activated).waitFor();
          assert.equal(await statusAs(clientToken), 200);

          // A new password, shown once in a dialog; the client signs in with it.
          const reset = await act(
            page,
            ui.reset(client.fullname),
            ui.confirmReset,
            '/client/reset-password/',
          );
          const shown = page.getByRole('dialog');
          const field = shown.getByRole('textbox', { name: ui.password });
          await field.waitFor();
          assert.equal(await field.inputValue(), reset.password);
          await shown.getByRole('button', { name: ui.copy }).click();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), reset.password);
          await screenshot(page, `users-clients-password-${lang}`);
          await shown.getByRole('button', { name: ui.close }).click();
          await shown.waitFor({ state: 'hidden' });
          const again = await stack.apiLogin(ui.client, reset.password);
          assert.equal(again.user.id, client.id);
          assert.deepEqual(page.consoleErrors, []);
        } finally {
          await page.context().close();
        }
      }
    });
  }
});
