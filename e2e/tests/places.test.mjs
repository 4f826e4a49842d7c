// Issue 36: governorates and delegations read in the page's language everywhere, from the one shared
// geography. In Arabic (light and dark) no Latin place name is left on the client home's delivery-days
// table, the orders of the day, an order's modal, the pickups and the public tracking page; in French the
// same places show their French names (so the check sees places at all). Values a person typed (a name,
// an address) are isolated in <bdi> and may hold any script: they are left out of the reading.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newOrderBody } from '../support/order-body.mjs';
import { newPage, screenshot, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

const require = createRequire(import.meta.url);
// The built shared geography: the names the API stores and the screens translate.
const { GOVERNORATES } = require('../../shared/dist/geo/index.js');

let stack;
let browser;
useStackAndBrowser({ seedOrders: 200 }, (s, b) => ([stack, browser] = [s, b]));

const LATIN_NAMES = [
  ...new Set(GOVERNORATES.flatMap((g) => [g.name, ...g.delegations.filter((d) => d !== 'Other')])),
]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const LATIN_PLACE = new RegExp(`(?<![\\p{L}])(?:${LATIN_NAMES.join('|')})(?![\\p{L}])`, 'gu');

/** The text of the elements a selector finds, without what a person typed (<bdi>). */
const placesTextOf = (page, selector) =>
  page.evaluate((css) => {
    // Text node by text node: cells glued together ("SfaxSfax Ouest") would hide a name from the check.
    const parts = [];
    for (const el of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest('bdi')) parts.push(node.data);
    }
    return parts.join('\n');
  }, selector);

/** An order of the client's whose recipient lives in Sfax Ouest, Sfax (a Latin name each). */
async function orderWithPlace(token) {
  const businesses = await stack.apiGet('/business/get', token);
  const body = newOrderBody(businesses[0].id);
  body.recipient = {
    ...body.recipient,
    delegation: 'Sfax',
    city: 'Sfax Ouest',
    address: '3 Rue de la Plage',
  };
  const res = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = await res.json();
  assert.equal(res.status, 201, JSON.stringify(created));
  const detail = await stack.apiGet(`/order/get/search-for-id/${created.id}`, token);
  return { id: created.id, code: created.code, trackingUrl: detail.trackingUrl };
}

const VIEWS = [
  {
    name: 'home',
    path: '/client/home',
    ready: '[data-testid="delivery-days-table"] tbody tr',
    read: '[data-testid="delivery-days-table"] tbody',
  },
  {
    name: 'orders',
    path: '/client/orders/order-of-the-day',
    ready: '[data-testid="order-row"]',
    read: '[data-testid="order-row"]',
  },
  {
    name: 'modal',
    path: '/client/orders/order-of-the-day',
    ready: '[data-testid="order-row"]',
    modal: true,
    read: '[role="dialog"] [data-testid="order-detail"]',
  },
  {
    name: 'pickups',
    path: '/client/orders/pickup',
    ready: '[data-testid="pickup-ready-row"]',
    read: '[data-testid="pickup-ready-row"]',
  },
];

for (const [lang, colorScheme] of [
  ['ar', 'light'],
  ['ar', 'dark'],
  ['fr', 'light'],
  ['fr', 'dark'],
]) {
  test.describe(`places in the page's language (${lang}, ${colorScheme})`, () => {
    test('home, orders, modal, pickups and tracking name the places in the language', async () => {
      const { token } = await stack.apiLogin('client');
      const order = await orderWithPlace(token);
      const found = {};
      // One signed-in tab, each view typed in as a new load: the tab's cache keeps the bundles between
      // views (a fresh context per view loaded and compiled them all again).
      const page = await newPage(browser, { lang, colorScheme });
      try {
        await signInByToken(page.context(), stack, 'client');
        for (const { name, path, ready, modal, read } of VIEWS) {
          await page.goto(`/${lang}${path}`);
          await page.locator(ready).first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          if (modal) {
            // The order made above: its recipient lives in Sfax Ouest, Sfax.
            await page
              .getByTestId('order-row')
              .filter({ hasText: order.code })
              .locator('td')
              .nth(2)
              .click();
            await page.getByRole('dialog').getByTestId('order-detail').waitFor({ timeout: 20_000 });
            await page.waitForLoadState('networkidle');
          }
          const text = await placesTextOf(page, read);
          found[name] = [...text.matchAll(LATIN_PLACE)].map(([m]) => m);
          if (modal && lang === 'ar') {
            assert.match(text, /صفاقس الغربية/, 'the modal names the delegation in Arabic');
            assert.match(text, /الولاية/, 'the modal labels the governorate');
          }
          if (modal && lang === 'fr') {
            assert.match(text, /Gouvernorat[\s\S]*Sfax[\s\S]*Délégation/);
            // French typography from label-colon, never a raw key.
            assert.match(text, /Créé le\u00a0:/);
          }
          await screenshot(page, `places-${lang}-${colorScheme}-${name}`);
        }
      } finally {
        await page.context().close();
      }
      const phone = await newPage(browser, { lang, colorScheme });
      try {
        await phone.goto(order.trackingUrl.replace(stack.baseUrl, '').replace('/fr/', `/${lang}/`));
        await phone.locator('#root:not([data-prerendered]) main h1').waitFor({ timeout: 30_000 });
        const text = await placesTextOf(phone, 'main');
        found.tracking = [...text.matchAll(LATIN_PLACE)].map(([m]) => m);
        if (lang === 'ar') assert.match(text, /صفاقس/);
        await screenshot(phone, `places-${lang}-${colorScheme}-tracking`);
      } finally {
        await phone.context().close();
      }

      if (lang === 'ar')
        for (const [name, latin] of Object.entries(found))
          assert.deepEqual(latin, [], `${name}: Latin place names on an Arabic page`);
      else
        for (const [name, latin] of Object.entries(found))
          assert.ok(latin.length > 0, `${name}: the French page shows its places`);
    });
  });
}
