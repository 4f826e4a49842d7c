// The client's team against the real server, in French and Arabic: the client admin adds a member who may only
// view two pages (the orders of the day and support); that member signs in and its sidebar holds exactly those
// two, the list has no add button and the server refuses its order; the admin then removes support and grants
// ADD in the permission matrix: the member's very next request (same token, no new sign-in) may add, and its
// open sidebar drops support within one notification poll.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newOrderBody } from '../support/order-body.mjs';
import { sidebarPaths } from '../support/sidebar.mjs';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

/** Labels of the team page and its dialog, per language (as a user reads them). */
const UI = {
  fr: {
    heading: 'Équipe',
    add: 'Ajouter un membre',
    fullname: /^Nom complet/,
    username: /^Nom d’utilisateur/,
    email: /^E-mail/,
    password: /^Mot de passe/,
    confirm: /^Confirmer le mot de passe/,
    team: /^Équipe/,
    view: 'Voir : Colis du jour',
    viewSupport: 'Voir : Support',
    addAction: 'Ajouter : Colis du jour',
    save: 'Enregistrer',
    edit: (name) => `Modifier ${name}`,
    ordersHeading: 'Commandes du jour',
    addOrder: 'Ajouter une commande',
  },
  ar: {
    heading: 'الفريق',
    add: 'إضافة عضو',
    fullname: /^الاسم الكامل/,
    username: /^اسم المستخدم/,
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    confirm: /^تأكيد كلمة المرور/,
    team: /^الفريق/,
    view: 'عرض: طرود اليوم',
    viewSupport: 'عرض: الدعم',
    addAction: 'إضافة: طرود اليوم',
    save: 'حفظ',
    edit: (name) => `تعديل ${name}`,
    ordersHeading: 'طلبيات اليوم',
    addOrder: 'إضافة طلبية',
  },
};

const PASSWORD = 'Equipe2026x';

/** POST /v1/order/add with a member's Bearer token: the status the server gives it. */
async function addOrderAs(token, businessId) {
  const res = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(newOrderBody(businessId)),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Signs a member in with its own password, before the page's scripts run. */
async function signInMember(context, username) {
  const { token, user } = await stack.apiLogin(username, PASSWORD);
  await context.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('wolvo.token', t);
      window.localStorage.setItem('wolvo.user', u);
    },
    [token, JSON.stringify(user)],
  );
  return { token, user };
}

test.describe('the client admin manages its team', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: a member given two pages sees exactly those two; the admin's changes apply on its next request and in its open sidebar`, async () => {
      const ui = UI[lang];
      const username = `e2e.${lang}.${Date.now() % 100_000}`;
      const fullname = lang === 'fr' ? 'Rim Ben Salah' : 'ريم بن صالح';
      const { token: clientToken } = await stack.apiLogin('client');
      const businesses = await stack.apiGet('/business/get', clientToken);
      const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;

      const page = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'dark' : 'light' });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/team`);
        await page.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await page.getByTestId('member-row').first().waitFor();
        await page
          .getByTestId('headcount-total')
          .getByText(/\d+ \/ 10/)
          .waitFor();

        await page.getByRole('button', { name: ui.add }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: ui.fullname }).fill(fullname);
        await dialog.getByRole('textbox', { name: ui.username }).fill(username);
        await dialog.getByRole('textbox', { name: ui.email }).fill(`${username}@shop.test`);
        await dialog.getByLabel(ui.password).fill(PASSWORD);
        await dialog.getByLabel(ui.confirm).fill(PASSWORD);
        await dialog.getByRole('combobox', { name: ui.team }).fill('Livraison');
        // Saving with no page ticked is refused in the browser: nothing is sent.
        let sent = false;
        const spy = (req) => {
          if (req.url().endsWith('/add-member')) sent = true;
        };
        page.on('request', spy);
        await dialog.getByRole('button', { name: ui.save, exact: true }).click();
        await dialog.getByTestId('permission-matrix').waitFor();
        await dialog.locator('[role="alert"]').first().waitFor();
        page.off('request', spy);
        assert.equal(sent, false, 'no call without a permission');

        await dialog.getByRole('checkbox', { name: ui.view, exact: true }).check();
        await dialog.getByRole('checkbox', { name: ui.viewSupport, exact: true }).check();
        await screenshot(page, `team-add-member-${lang}`);
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/add-member') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: ui.save, exact: true }).click();
        const res = await answer;
        assert.equal(res.status(), 201, await res.text());
        const created = await res.json();
        assert.deepEqual(created.permissions, {
          ORDERS_ORDER_OF_THE_DAY: 'VIEW',
          SUPPORT: 'VIEW',
        });
        assert.equal(created.team.name, 'Livraison');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByTestId('member-row').filter({ hasText: username }).waitFor();
        await screenshot(page, `team-page-${lang}`);

        // The member, in a second browser context: the orders without the add button.
        const memberPage = await newPage(browser, { lang });
        try {
          const { token: memberToken } = await signInMember(memberPage.context(), username);
          // A fake clock: the 30 s notification poll, which brings the new permissions, runs on demand.
          await memberPage.clock.install();
          await memberPage.goto(`/${lang}/client/orders/order-of-the-day`);
          await memberPage.getByRole('heading', { level: 1, name: ui.ordersHeading }).waitFor();
          await memberPage.waitForLoadState('networkidle').catch(() => undefined);
          assert.deepEqual(await sidebarPaths(memberPage, lang), [
            '/client/orders/exchange-results',
            '/client/orders/order-of-the-day',
            '/client/support',
          ]);
          assert.equal(
            await memberPage
              .getByRole('link', { name: ui.addOrder })
              .or(memberPage.getByRole('button', { name: ui.addOrder }))
              .count(),
            0,
            'no add button for a member with VIEW only',
          );
          assert.equal((await addOrderAs(memberToken, businessId)).status, 403);

          // The admin removes support and grants ADD in the matrix.
          await page.getByRole('button', { name: ui.edit(fullname) }).click();
          const editor = page.getByRole('dialog');
          await editor.getByRole('checkbox', { name: ui.viewSupport, exact: true }).uncheck();
          await editor.getByRole('checkbox', { name: ui.addAction, exact: true }).check();
          const updated = page.waitForResponse(
            (r) => r.url().includes('/update-member/') && r.request().method() === 'PUT',
          );
          await editor.getByRole('button', { name: ui.save, exact: true }).click();
          const updateAnswer = await updated;
          assert.equal(updateAnswer.status(), 200, await updateAnswer.text());
          assert.deepEqual((await updateAnswer.json()).permissions, {
            ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD',
          });
          await editor.waitFor({ state: 'hidden' });

          // Same token, no new sign-in: the next request may add.
          const added = await addOrderAs(memberToken, businessId);
          assert.equal(added.status, 201, JSON.stringify(added.body));
          // And the open page follows within one poll, without signing in again: the add button appears
          // and support leaves the sidebar.
          await memberPage.clock.fastForward(31_000);
          await memberPage
            .getByRole('link', { name: ui.addOrder })
            .or(memberPage.getByRole('button', { name: ui.addOrder }))
            .first()
            .waitFor({ timeout: 15_000 });
          assert.deepEqual(await sidebarPaths(memberPage, lang), [
            '/client/orders/add-exchange',
            '/client/orders/add-order',
            '/client/orders/exchange-results',
            '/client/orders/import',
            '/client/orders/order-of-the-day',
          ]);
          assert.deepEqual(memberPage.consoleErrors, []);
        } finally {
          await memberPage.context().close();
        }
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
