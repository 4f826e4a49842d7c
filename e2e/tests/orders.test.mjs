// The merchant's orders against the real server: the API key of account settings and the shop's API.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser,
  newPage,
  screenshot,
  signInByToken,
  startStack,
} from '../support/stack.mjs';

let stack;
let browser;

before(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

/** POST /v1/order/add as the merchant's shop does, with an API key instead of a token. */
async function addWithKey(key, businessId) {
  const res = await fetch(`${stack.baseUrl}/api/v1/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      businessId,
      service: 'DELIVERY',
      recipient: {
        fullname: 'Sarra Ben Salah',
        phone1: '22123456',
        delegation: 'Tunis',
        city: 'La Marsa',
        address: '12 Rue de la Liberté',
      },
      merchandise: 'Robe en lin',
      merchandiseQuantity: 1,
      price: 89_500,
      paymentType: 'CACHE',
      canOpen: true,
      fragile: false,
    }),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('merchant API key', () => {
  test('the client admin regenerates the key in settings: the new key creates an API order, the old one is refused', async () => {
    const { token } = await stack.apiLogin('client');
    const businesses = await stack.apiGet('/business/get', token).catch(() => null);
    const businessId =
      (Array.isArray(businesses) ? businesses : (businesses?.items ?? []))[0]?.id ?? 1;
    const oldKey = 'wlv_demo_zitouna_mode_2026_key_0001';
    assert.equal((await addWithKey(oldKey, businessId)).status, 201, 'the demo key works');

    for (const lang of ['fr', 'ar']) {
      const page = await newPage(browser, { lang });
      try {
        await signInByToken(page.context(), stack, 'client');
        await page.goto(`/${lang}/client/settings`);
        const masked = page.getByTestId('api-key-masked');
        await masked.waitFor();
        await page.waitForFunction(() =>
          /••/.test(document.querySelector('[data-testid="api-key-masked"]')?.textContent ?? ''),
        );
        if (lang === 'ar') {
          await screenshot(page, 'settings-api-key-ar');
          continue;
        }
        await page.getByRole('button', { name: 'Générer une nouvelle clé' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Générer une nouvelle clé' })
          .click();
        const shown = page.getByTestId('api-key-new');
        await shown.waitFor();
        const newKey = (await shown.locator('p').last().innerText()).trim();
        assert.match(newKey, /^wlv_/, 'the new key is shown once');
        assert.ok(
          (await masked.innerText()).includes(newKey.slice(-4)),
          'masked key ends like the new one',
        );
        await screenshot(page, 'settings-api-key-fr');

        const created = await addWithKey(newKey, businessId);
        assert.equal(created.status, 201, JSON.stringify(created.body));
        assert.equal(created.body.status, 'API_ORDER_CREATED');
        assert.equal((await addWithKey(oldKey, businessId)).status, 401, 'the old key is revoked');
      } finally {
        await page.context().close();
      }
    }
  });

  test('a client team member does not see the API key card and the server refuses it', async () => {
    const { token } = await stack.apiLogin('client.team');
    const res = await fetch(`${stack.baseUrl}/api/v1/settings/api-key`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 403);
    const page = await newPage(browser);
    try {
      await signInByToken(page.context(), stack, 'client.team');
      await page.goto('/fr/client/settings');
      await page.getByRole('heading', { name: 'Paramètres du compte' }).waitFor();
      assert.equal(await page.getByTestId('api-key-masked').count(), 0);
    } finally {
      await page.context().close();
    }
  });
});
