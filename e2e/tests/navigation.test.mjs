// Redirects, guards, sign-in of the four demo accounts with their sidebars, permissions typed as URLs,
// the language prefix (switcher and Arabic RTL) and the not-found page.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { sidebarPaths } from '../support/sidebar.mjs';
import {
  DEMO_PASSWORD,
  HOME_PATH,
  loginAs,
  openHomeSignedIn,
  newPage,
  startStack,
  storageOf,
} from '../support/stack.mjs';

let stack;
let browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  stack = await startStack();
  browser = workerBrowser;
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Opens a fresh page (own context, so no session leaks between tests). */
async function freshPage(options) {
  const page = await newPage(browser, options);
  return page;
}

/** Path of the page's current URL. */
const pathOf = (page) => new URL(page.url()).pathname;

/** Waits until the URL's path equals `expected` (string) and returns it. */
async function expectPath(page, expected, timeout = 10_000) {
  try {
    await page.waitForURL((url) => url.pathname === expected, { timeout });
  } catch {
    assert.equal(pathOf(page), expected);
  }
  assert.equal(pathOf(page), expected);
}

test.describe('redirects and guards', () => {
  test('/ and /fr go to /fr/login', async () => {
    const page = await freshPage();
    try {
      await page.goto('/');
      await expectPath(page, '/fr/login');
      await page.locator('input[name="login"]').waitFor();
      await page.goto('/fr');
      await expectPath(page, '/fr/login');
      await page.goto('/en');
      await expectPath(page, '/en/login');
    } finally {
      await page.context().close();
    }
  });

  test("the login page's runtime, bootstrap and form files carry V8's compile hint", async () => {
    const page = await freshPage();
    try {
      const firstLines = new Map();
      page.on('response', async (response) => {
        const name = new URL(response.url()).pathname.match(
          /^\/(main|login|login-form)\.[0-9a-f]+\.js$/,
        );
        if (name) firstLines.set(name[1], (await response.text()).split('\n')[0]);
      });
      await page.goto('/fr/login');
      await page.locator('input[name="login"]').waitFor();
      await page.waitForLoadState('networkidle');
      for (const name of ['main', 'login', 'login-form'])
        assert.equal(firstLines.get(name), '//# allFunctionsCalledOnLoad', name);
    } finally {
      await page.context().close();
    }
  });

  test('unknown top-level paths go to /{lang}/login', async () => {
    const page = await freshPage();
    try {
      await page.goto('/en/no-such-area');
      await expectPath(page, '/en/login');
      await page.goto('/ar/nothing/here');
      await expectPath(page, '/ar/login');
      await page.goto('/definitely-not-a-language');
      await expectPath(page, '/fr/login');
    } finally {
      await page.context().close();
    }
  });

  test('a signed-out user on a client or staff page lands on the login page', async () => {
    const page = await freshPage();
    try {
      await page.goto('/fr/client/home');
      await expectPath(page, '/fr/login');
      await page.goto('/en/wolvo-team/dash-partner');
      await expectPath(page, '/en/login');
      await page.locator('input[name="password"]').waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('a client typing a /wolvo-team/ URL does not get the staff page', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'client');
      const staffResponses = [];
      page.on('request', (req) => {
        if (/\/api\/v1\/order\/getDashboardPartner/.test(req.url())) staffResponses.push(req.url());
      });
      await page.goto('/fr/wolvo-team/dash-partner');
      // AreaGuard -> login -> the login guard sends the signed-in client to their home.
      await expectPath(page, `/fr${HOME_PATH.client}`);
      assert.equal(
        await page.locator('text=Tableau partenaires').count(),
        0,
        'no staff sidebar entry / title',
      );
      assert.deepEqual(staffResponses, [], 'the staff dashboard was never requested');
      // The session survives (it is not a logout).
      const storage = await storageOf(page);
      assert.ok(storage['wolvo.token'], 'token still stored');
    } finally {
      await page.context().close();
    }
  });

  test('a signed-in user opening the login page goes to their home route', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'admin');
      await page.goto('/fr/login');
      await expectPath(page, `/fr${HOME_PATH.admin}`);
      await page.goto('/en/login');
      await expectPath(page, `/en${HOME_PATH.admin}`);
    } finally {
      await page.context().close();
    }
  });
});

test.describe('the prerendered login page', () => {
  /** Holds the page's scripts (all of them, or main.js only) until `release()`. */
  async function holdScripts(page, pattern = /\.js$/) {
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    return release;
  }

  for (const [lang, dir, title] of [
    ['fr', 'ltr', 'Connexion'],
    ['ar', 'rtl', 'تسجيل الدخول'],
  ])
    test(`/${lang}/login shows its form before any script has run, and React takes it over without drawing it again`, async () => {
      const page = await freshPage({ lang });
      try {
        const release = await holdScripts(page);
        await page.goto(`/${lang}/login`, { waitUntil: 'commit' });
        await page.locator('#login-login').waitFor();
        assert.equal(await page.locator('h1').textContent(), title);
        assert.equal(await page.getAttribute('html', 'dir'), dir);
        assert.equal(await page.getAttribute('#root', 'data-prerendered'), 'login');
        release();
        await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
        assert.equal(await page.locator('h1').textContent(), title);
        // A hydration that fails is logged ("[prerender] the login page was drawn again").
        assert.deepEqual(page.consoleErrors, []);
      } finally {
        await page.context().close();
      }
    });

  /** Opens /fr/login with main.js held back and fills the form meanwhile; returns the release. */
  async function fillBeforeScripts(page) {
    const release = await holdScripts(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/fr/login', { waitUntil: 'commit' });
    await page.locator('input[name="login"]').fill('client');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="consent"]').check();
    return release;
  }

  test('what a visitor typed before the scripts ran is kept', async () => {
    const page = await freshPage();
    try {
      const release = await fillBeforeScripts(page);
      release();
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      assert.equal(await page.locator('input[name="login"]').inputValue(), 'client');
      assert.equal(await page.locator('input[name="password"]').inputValue(), DEMO_PASSWORD);
      assert.equal(await page.locator('input[name="consent"]').isChecked(), true);
      await page.locator('form button[type="submit"]').click();
      await expectPath(page, `/fr${HOME_PATH.client}`);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('a sign-in sent before the scripts ran goes through once, and the password never reaches the address', async () => {
    const page = await freshPage();
    try {
      const logins = [];
      page.on('request', (r) => r.url().endsWith('/api/v1/users/login') && logins.push(r.method()));
      const release = await fillBeforeScripts(page);
      await page.locator('form button[type="submit"]').click();
      await page.locator('input[name="password"]').press('Enter');
      await page.waitForTimeout(300);
      // The native submit would have loaded /fr/login?login=...&password=...
      assert.equal(new URL(page.url()).search, '');
      assert.equal(new URL(page.url()).pathname, '/fr/login');
      release();
      await expectPath(page, `/fr${HOME_PATH.client}`);
      assert.deepEqual(logins, ['POST']);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('is not shown in dark mode nor with a stored session', async () => {
    for (const setup of [
      (page) =>
        page.context().addInitScript(() => localStorage.setItem('wolvo.color-mode', 'dark')),
      (page) => page.context().addInitScript(() => localStorage.setItem('wolvo.token', 'stored')),
    ]) {
      const page = await freshPage();
      try {
        await setup(page);
        await holdScripts(page);
        await page.goto('/fr/login', { waitUntil: 'commit' });
        // The gate has run once the parser is past it.
        await page.locator('body > script').waitFor({ state: 'attached' });
        assert.equal(await page.locator('#root').innerHTML(), '');
      } finally {
        await page.context().close();
      }
    }
  });
});

test.describe('sign-in of each demo account and its sidebar', () => {
  const expected = {
    admin: [
      '/wolvo-team/commercial/clients',
      '/wolvo-team/commercial/partners',
      '/wolvo-team/commercial/pickup-of-the-day',
      '/wolvo-team/dash-alpha',
      '/wolvo-team/dash-partner',
      '/wolvo-team/finance/partner-invoices',
      '/wolvo-team/finance/payment-calendar',
      '/wolvo-team/finance/payment-history',
      '/wolvo-team/reclamation/delivery-cost',
      '/wolvo-team/reclamation/edits',
      '/wolvo-team/reclamation/inbox',
      '/wolvo-team/reclamation/pickup',
      '/wolvo-team/reclamation/report',
      '/wolvo-team/users/clients',
      '/wolvo-team/users/team',
    ],
    'admin.team': [
      '/wolvo-team/commercial/clients',
      '/wolvo-team/reclamation/edits',
      '/wolvo-team/reclamation/inbox',
      '/wolvo-team/reclamation/report',
    ],
    client: [
      '/client/dash-alpha/overview',
      '/client/dash-alpha/report',
      '/client/finance/payment-history',
      '/client/finance/refund',
      '/client/fortune-wheel',
      '/client/home',
      '/client/orders/add-exchange',
      '/client/orders/add-order',
      '/client/orders/exchange-results',
      '/client/orders/import',
      '/client/orders/order-of-the-day',
      '/client/orders/pickup',
      '/client/reclamation/wolvo',
      '/client/statistics/orders',
      '/client/statistics/turnover',
      '/client/support',
      '/client/team',
    ],
    'client.team': [
      '/client/orders/add-exchange',
      '/client/orders/add-order',
      '/client/orders/exchange-results',
      '/client/orders/import',
      '/client/orders/order-of-the-day',
      '/client/orders/pickup',
      '/client/reclamation/wolvo',
      '/client/support',
    ],
  };
  const roleLabels = {
    admin: /admin/i,
    'admin.team': /admin/i,
    client: /client/i,
    'client.team': /client/i,
  };

  for (const [username, paths] of Object.entries(expected)) {
    test(`${username} signs in, lands on ${HOME_PATH[username]} and sees exactly the granted pages`, async () => {
      const page = await freshPage();
      try {
        await loginAs(page, username);
        await expectPath(page, `/fr${HOME_PATH[username]}`);
        const storage = await storageOf(page);
        assert.ok(storage['wolvo.token'], 'token stored');
        assert.equal(JSON.parse(storage['wolvo.user']).username, username);
        assert.deepEqual(await sidebarPaths(page), [...paths].sort());
        // Profile menu: role label, and settings reachable for every account.
        await page.getByRole('button', { name: 'Menu du profil' }).click();
        await assert.doesNotReject(page.getByTestId('role-label').waitFor());
        assert.match(await page.getByTestId('role-label').innerText(), roleLabels[username]);
        await page.getByRole('menuitem', { name: 'Paramètres du compte' }).click();
        await expectPath(
          page,
          `/fr${HOME_PATH[username].split('/').slice(0, 2).join('/')}/settings`,
        );
        await page.getByRole('heading', { name: 'Paramètres du compte' }).waitFor();
      } finally {
        await page.context().close();
      }
    });
  }

  test('wrong password shows an error and stays on the login page', async () => {
    const page = await freshPage();
    try {
      await page.goto('/fr/login');
      await page.locator('input[name="login"]').fill('client');
      await page.locator('input[name="password"]').fill('wrong-password');
      await page.locator('input[name="consent"]').check();
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('alert').first().waitFor();
      assert.equal(pathOf(page), '/fr/login');
      assert.equal((await storageOf(page))['wolvo.token'], undefined);
    } finally {
      await page.context().close();
    }
  });
});

test.describe('permissions typed as URLs', () => {
  test('admin.team typing the URL of a page it lacks sees the not-found page, not the page', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'admin.team');
      const financeRequests = [];
      page.on('request', (req) => {
        const origin = new URL(req.url()).origin;
        // Its declaration (the pages it offers, data the sidebar needs) is read for every user; no code.
        if (
          origin === stack.remotes.finance.origin &&
          !req.url().endsWith('/remote-declaration.json')
        )
          financeRequests.push(req.url());
      });
      for (const target of [
        '/fr/wolvo-team/finance/payment-history',
        '/fr/wolvo-team/users/team',
        '/fr/wolvo-team/dash-partner',
      ]) {
        await page.goto(target);
        await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
        assert.equal(pathOf(page), target);
        assert.equal(
          await page.getByRole('heading', { name: 'Historique des paiements' }).count(),
          0,
        );
      }
      assert.deepEqual(
        financeRequests,
        [],
        'the finance remote was never loaded for a page the user lacks',
      );
      // A granted page still works.
      await page.goto('/fr/wolvo-team/reclamation/report');
      await page.locator('main h1').first().waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Page introuvable' }).count(), 0);
    } finally {
      await page.context().close();
    }
  });

  test('client.team typing the client home or the team page sees the not-found page', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'client.team');
      for (const target of ['/fr/client/home', '/fr/client/team', '/fr/client/finance/refund']) {
        await page.goto(target);
        await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
        assert.equal(pathOf(page), target);
      }
    } finally {
      await page.context().close();
    }
  });
});

test.describe('language prefix', () => {
  test('switching fr -> en keeps the path and translates the shell', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'client');
      await page.goto('/fr/client/support');
      await page.getByRole('heading', { name: 'Support' }).first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      await page.getByRole('button', { name: 'Langue' }).click();
      const items = await page.getByRole('menuitem').allInnerTexts();
      assert.deepEqual(
        items.map((s) => s.trim()),
        ['Français', 'English'],
        'Arabic is not offered by the switcher',
      );
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expectPath(page, '/en/client/support');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('button', { name: 'Profile menu' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
      // And back.
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await expectPath(page, '/fr/client/support');
    } finally {
      await page.context().close();
    }
  });

  // Issue 40: a remote's page downloads only its own language; a switch fetches the other one.
  test("a remote page loads only its language's texts, and the switch loads the other's", async () => {
    const page = await freshPage();
    const remoteJs = [];
    page.on('response', (response) => {
      if (
        response.url().startsWith(stack.remotes.reclamation.origin) &&
        /\.js$/.test(response.url())
      )
        remoteJs.push(response);
    });
    const bodies = async () =>
      (await Promise.all(remoteJs.map((r) => r.text().catch(() => '')))).join('\n');
    try {
      await openHomeSignedIn(page, stack, 'client');
      await page.goto('/fr/client/reclamation/wolvo');
      await page.getByRole('heading', { level: 1, name: 'Réclamations Wolvo' }).waitFor();
      let js = await bodies();
      assert.ok(js.includes('Réclamations Wolvo'), 'the French texts came with the page');
      assert.ok(!js.includes('Wolvo reclamations'), 'no English text downloaded');
      assert.ok(!js.includes('شكاوى Wolvo'), 'no Arabic text downloaded');

      await page.getByRole('button', { name: 'Langue' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expectPath(page, '/en/client/reclamation/wolvo');
      await page.getByRole('heading', { level: 1, name: 'Wolvo reclamations' }).waitFor();
      js = await bodies();
      assert.ok(js.includes('Wolvo reclamations'), 'the switch fetched the English texts');
      assert.ok(!js.includes('شكاوى Wolvo'), 'still no Arabic text');
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.context().close();
    }
  });

  test('an /ar/ URL renders right to left, on the login page and signed in', async () => {
    const page = await freshPage({ lang: 'ar' });
    try {
      await page.goto('/ar/login');
      await page.locator('input[name="login"]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
      await loginAs(page, 'client', { lang: 'ar' });
      await expectPath(page, '/ar/client/home');
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      // The sidebar sits on the right in RTL.
      const box = await page.locator('nav').first().boundingBox();
      const width = page.viewportSize().width;
      assert.ok(box && box.x > width / 2, `sidebar is on the right (x=${box?.x})`);
      // Back to French by URL: left to right again.
      await page.goto('/fr/client/home');
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('leaving the page', () => {
  // Spec 2 (layout): "The page warns before unloading."
  test('closing a signed-in page asks for confirmation', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'client');
      await page.locator('main h1').first().click(); // a user gesture: browsers only warn after one
      const dialog = page.waitForEvent('dialog', { timeout: 3_000 });
      await page.close({ runBeforeUnload: true });
      assert.equal((await dialog).type(), 'beforeunload');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('not-found page', () => {
  test('Go back goes back, Go home goes home', async () => {
    const page = await freshPage();
    try {
      await openHomeSignedIn(page, stack, 'client');
      await page.goto('/fr/client/support');
      await page.getByRole('heading', { name: 'Support' }).first().waitFor();
      await page.goto('/fr/client/support/no-such-page');
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await page.getByRole('button', { name: 'Retour' }).click();
      await expectPath(page, '/fr/client/support');

      await page.goto('/fr/client/statistics/nope');
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await page.getByRole('button', { name: 'Accueil' }).last().click();
      await expectPath(page, `/fr${HOME_PATH.client}`);
      await page
        .getByRole('heading', { name: 'Page introuvable' })
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      assert.equal(
        await page.getByRole('heading', { name: 'Page introuvable' }).count(),
        0,
        'the home page replaced the not-found page',
      );
      await page.locator('main h1').filter({ hasText: 'Accueil' }).first().waitFor();
    } finally {
      await page.context().close();
    }
  });
});
