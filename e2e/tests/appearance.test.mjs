// Dark mode (account settings toggle, persisted) and screenshots of the login page and a signed-in page
// in French and Arabic (RTL), light and dark, saved under e2e/artifacts/ for a human to look at.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { loginAs, newPage, screenshot, startStack } from '../support/stack.mjs';

let stack;
let browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  stack = await startStack();
  browser = workerBrowser;
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Relative luminance (0..1) of the computed background colour of the first element matching `selector`. */
function backgroundLuminance(page, selector) {
  return page.evaluate((sel) => {
    let el = document.querySelector(sel);
    while (el) {
      const color = getComputedStyle(el).backgroundColor;
      const m = color.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/);
      if (m && (m[4] === undefined || Number(m[4]) > 0)) {
        const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
      el = el.parentElement;
    }
    return 1; // transparent all the way up: the canvas is white
  }, selector);
}

test.describe('dark mode', () => {
  test('the account-settings toggle switches the whole shell to dark and the choice survives a reload', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'client');
      await page.goto('/fr/client/settings');
      await page.getByRole('heading', { name: 'Paramètres du compte' }).waitFor();
      assert.ok((await backgroundLuminance(page, 'main')) > 0.5, 'light by default');
      await page
        .getByRole('switch', { name: 'Mode sombre' })
        .or(page.getByRole('checkbox', { name: 'Mode sombre' }))
        .check();
      await page.waitForFunction(() => window.localStorage.getItem('wolvo.color-mode') === 'dark');
      await page.waitForTimeout(300);
      assert.ok((await backgroundLuminance(page, 'main')) < 0.2, 'content background is dark');
      assert.ok((await backgroundLuminance(page, 'header')) < 0.2, 'header is dark');
      await page.reload();
      await page
        .getByRole('switch', { name: 'Mode sombre' })
        .or(page.getByRole('checkbox', { name: 'Mode sombre' }))
        .waitFor();
      assert.equal(
        await page
          .getByRole('switch', { name: 'Mode sombre' })
          .or(page.getByRole('checkbox', { name: 'Mode sombre' }))
          .isChecked(),
        true,
      );
      assert.ok((await backgroundLuminance(page, 'main')) < 0.2, 'still dark after reload');
      // A remote's page (mfe-orders) follows the shell's theme: one MUI theme for every container.
      await page.goto('/fr/client/home');
      await page.locator('main h1').first().waitFor();
      const color = await page
        .locator('main h1')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      const [r, g, b] = color.match(/\d+/g).map(Number);
      assert.ok(r + g + b > 450, `remote heading text is light on dark (${color})`);
      await screenshot(page, 'client-home-fr-dark-toggle');
      await page.goto('/fr/client/settings');
      await page
        .getByRole('switch', { name: 'Mode sombre' })
        .or(page.getByRole('checkbox', { name: 'Mode sombre' }))
        .uncheck();
      await page.waitForFunction(() => window.localStorage.getItem('wolvo.color-mode') === 'light');
      assert.ok((await backgroundLuminance(page, 'main')) > 0.5, 'light again');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('screenshots', () => {
  for (const lang of ['fr', 'ar']) {
    for (const colorScheme of ['light', 'dark']) {
      test(`login page and client home, ${lang} ${colorScheme}`, async () => {
        const page = await newPage(browser, { lang, colorScheme });
        try {
          await page.goto(`/${lang}/login`);
          await page.locator('input[name="login"]').waitFor();
          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            lang === 'ar' ? 'rtl' : 'ltr',
          );
          const loginLum = await backgroundLuminance(page, 'form');
          assert.ok(
            colorScheme === 'dark' ? loginLum < 0.2 : loginLum > 0.5,
            `login form background matches ${colorScheme} (${loginLum.toFixed(2)})`,
          );
          await screenshot(page, `login-${lang}-${colorScheme}`);

          await loginAs(page, 'client', { lang });
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(500);
          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            lang === 'ar' ? 'rtl' : 'ltr',
          );
          await screenshot(page, `client-home-${lang}-${colorScheme}`);

          // A staff page too (admin, reclamation report).
          await page.context().clearCookies();
          await page.evaluate(() => {
            window.localStorage.removeItem('wolvo.token');
            window.localStorage.removeItem('wolvo.user');
          });
          await loginAs(page, 'admin', { lang });
          await page.goto(`/${lang}/wolvo-team/reclamation/report`);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(500);
          await screenshot(page, `staff-report-${lang}-${colorScheme}`);
          const errors = page.consoleErrors.filter((e) => !/favicon/.test(e));
          assert.deepEqual(errors, [], 'no console errors');
        } finally {
          await page.context().close();
        }
      });
    }
  }
});
