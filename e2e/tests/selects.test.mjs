// Every MUI select of every remote opens its menu without an error. A remote's own `Select` renders a
// menu whose `MenuItem`s may come from another container (the host provides MenuItem); when the menu's
// context and the item's are two copies of MUI, opening the select throws "MenuListContext is missing".
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

/** Pages with selects in view, per account; each remote that has selects is here. */
const PAGES = {
  client: [
    '/client/orders/order-of-the-day', // mfe-orders: status, service, source, company filters
    '/client/orders/add-order', // mfe-orders: order form
    '/client/team', // mfe-team
    '/client/finance/payment-history', // mfe-finance
  ],
  admin: [
    '/wolvo-team/reclamation/report', // mfe-reclamation: filters and page size
    '/wolvo-team/reclamation/inbox', // mfe-reclamation
    '/wolvo-team/commercial/clients', // mfe-commercial
    '/wolvo-team/finance/payment-history', // mfe-finance
    '/wolvo-team/users/clients', // mfe-team
  ],
};

async function openEverySelect(page, pathname) {
  await page.goto(`/fr${pathname}`);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  // Let lazy data (companies, partners) fill the filters before counting them.
  await page.waitForLoadState('networkidle');
  const selects = page.locator('[role="combobox"][aria-haspopup="listbox"]:visible');
  const count = await selects.count();
  let opened = 0;
  for (let i = 0; i < count; i += 1) {
    const select = selects.nth(i);
    if ((await select.getAttribute('aria-disabled')) === 'true') continue;
    // A press, not a click: a loaded machine can release the button more than 200 ms after pressing
    // it, and MUI then takes the release over the opened menu as choosing the option under the pointer
    // (its press-drag-release selection), which closes the menu at once.
    await select.dispatchEvent('mousedown', { button: 0 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor({ timeout: 10_000 }).catch((error) => {
      throw new Error(`${pathname}: select ${i} did not open: ${page.consoleErrors.join('\n')}`, {
        cause: error,
      });
    });
    assert.ok((await listbox.getByRole('option').count()) > 0, `${pathname}: select ${i} options`);
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached', timeout: 10_000 });
    opened += 1;
  }
  return opened;
}

test.describe('selects', () => {
  for (const [username, paths] of Object.entries(PAGES)) {
    test(`every select opens its menu (${username})`, async () => {
      const page = await newPage(browser, { lang: 'fr' });
      try {
        await signInByToken(page.context(), stack, username);
        const opened = {};
        for (const pathname of paths) {
          opened[pathname] = await openEverySelect(page, pathname);
          assert.deepEqual(page.consoleErrors, [], pathname);
        }
        console.log(username, JSON.stringify(opened));
        for (const pathname of paths) assert.ok(opened[pathname] > 0, `${pathname} has selects`);
      } finally {
        await page.context().close();
      }
    });
  }
});
