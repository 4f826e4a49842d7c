// Issue 34: every amount reads the same way on every page. In French and Arabic, light and dark, the test
// visits the client home, the orders of the day and an order's modal, the payments, the pickups, the staff
// bills and a bill's panel, and the partner invoices; it reads every amount-looking text of the page, parses it back with the
// one money format (shared/contracts/money.ts) and compares it with the millimes the API answered.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

const require = createRequire(import.meta.url);
// The built shared package: the same functions the API and the remotes run.
const { parseDinars } = require('../../shared/dist/contracts/money-parse.js');

let stack;
let browser;
useStackAndBrowser({ seedOrders: 400 }, (s, b) => ([stack, browser] = [s, b]));

const CURRENCY = '(?:dt|DT|د\\.ت)';
// A number glued to a currency word, in any style (so an old one is caught too).
const WITH_CURRENCY = new RegExp(
  `[\\u2066\\u2067]?-?\\d[\\d.,\\u202f\\u00a0 ]*\\d[\\u2069]?[\\u00a0 ]?${CURRENCY}(?![\\p{L}])`,
  'gu',
);
// dt before the number, as the Arabic modal once showed.
const CURRENCY_FIRST = new RegExp(`(?<![\\p{L}])${CURRENCY}[\\u00a0 ]?[\\u2066]?\\d`, 'gu');
// A bare amount: three decimals after a dot or a comma and no currency.
const BARE = new RegExp(
  `(?<![\\d.,\\u202f:/-])-?\\d{1,3}(?:[.,\\u202f ]\\d{3})*[.,]\\d{3}(?![\\d.,])(?![\\u2069]?[\\u00a0 ]?${CURRENCY})`,
  'gu',
);

const PAGES = [
  { user: 'client', path: '/client/home', ready: '[data-testid="kpi-card"], main h1' },
  { user: 'client', path: '/client/orders/order-of-the-day', ready: '[data-testid="order-row"]' },
  {
    user: 'client',
    path: '/client/orders/order-of-the-day',
    ready: '[data-testid="order-row"]',
    modal: true,
  },
  { user: 'client', path: '/client/finance/payment-history', ready: '[data-testid="bill-row"]' },
  { user: 'client', path: '/client/orders/pickup', ready: 'main table, main h1' },
  { user: 'admin', path: '/wolvo-team/finance/payment-history', ready: '[data-testid="bill-row"]' },
  {
    user: 'admin',
    path: '/wolvo-team/finance/payment-history',
    ready: '[data-testid="bill-row"]',
    panel: true,
  },
  { user: 'admin', path: '/wolvo-team/finance/partner-invoices', ready: 'main table, main h1' },
];

/** Every integer of the JSON answers (the millimes an amount on screen may come from). */
function integersOf(value, into) {
  if (typeof value === 'number' && Number.isInteger(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) integersOf(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) integersOf(v, into);
  return into;
}

/** What the page shows, as a user reads it: visible text and the hidden text screen readers get. */
const textOf = (page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title]'))
      parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    return parts.join('\n');
  });

function check(text, lang, integers, where) {
  const found = [];
  const wrong = [];
  for (const [m] of text.matchAll(WITH_CURRENCY)) {
    const millimes = parseDinars(m.trim(), lang);
    if (millimes === null) wrong.push(`not the ${lang} format: ${JSON.stringify(m)}`);
    else found.push(millimes);
  }
  for (const [m] of text.matchAll(CURRENCY_FIRST))
    wrong.push(`currency first: ${JSON.stringify(m)}`);
  for (const [m] of text.matchAll(BARE)) wrong.push(`bare amount: ${JSON.stringify(m)}`);
  assert.deepEqual(wrong, [], `${where}: amounts in another style`);
  const unknown = found.filter((m) => !integers.has(m) && !integers.has(-m));
  assert.deepEqual(unknown, [], `${where}: amounts the API did not answer`);
  return found.length;
}

for (const [lang, colorScheme] of [
  ['fr', 'light'],
  ['ar', 'dark'],
  ['fr', 'dark'],
  ['ar', 'light'],
]) {
  test.describe(`one money format (${lang}, ${colorScheme})`, () => {
    test('every amount on the money pages parses back to the API’s millimes', async () => {
      let total = 0;
      // One signed-in tab per account, each page typed in as a new load: the tab's cache keeps the
      // bundles between pages (a fresh context per page loaded and compiled them all again).
      const tabs = {};
      try {
        for (const { user, path, ready, modal, panel } of PAGES) {
          if (!tabs[user]) {
            tabs[user] = await newPage(browser, { lang, colorScheme });
            await signInByToken(tabs[user].context(), stack, user);
          }
          const page = tabs[user];
          // The millimes of this page's answers only.
          const integers = new Set();
          const collect = async (response) => {
            if (!response.url().includes('/api/v1/')) return;
            if (!(response.headers()['content-type'] ?? '').includes('json')) return;
            integersOf(await response.json().catch(() => null), integers);
          };
          page.on('response', collect);
          try {
            await page.goto(`/${lang}${path}`);
            await page.locator(ready).first().waitFor({ timeout: 30_000 });
            await page.waitForLoadState('networkidle');
            let where = `${lang} ${path}`;
            if (modal) {
              await page.getByTestId('order-row').first().locator('td').nth(2).click();
              await page
                .getByRole('dialog')
                .getByTestId('order-detail')
                .waitFor({ timeout: 20_000 });
              await page.waitForLoadState('networkidle');
              where += ' (order modal)';
            }
            if (panel) {
              await page.getByTestId('bill-row').first().getByRole('button').first().click();
              await page.getByRole('dialog').getByTestId('bill-net').waitFor({ timeout: 20_000 });
              await page.waitForLoadState('networkidle');
              where += ' (bill panel)';
            }
            const text =
              modal || panel ? await page.getByRole('dialog').innerText() : await textOf(page);
            const count = check(text, lang, integers, where);
            total += count;
            await screenshot(
              page,
              `money-${lang}-${colorScheme}-${user}-${path.split('/').pop()}${modal ? '-modal' : ''}${panel ? '-panel' : ''}`,
            );
          } finally {
            page.off('response', collect);
          }
        }
      } finally {
        for (const page of Object.values(tabs)) await page.context().close();
      }
      assert.ok(total >= 20, `amounts were read (${total})`);
    });
  });
}
