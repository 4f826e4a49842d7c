// axe-core on every page that exists, in French and Arabic, light and dark (the dark passes run the
// colour rules, COLOUR_RULES): any serious or critical violation fails the suite. A page joins the loop
// with one line in PAGES.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { animationsDone, axeViolations } from '../support/axe.mjs';
import { navigateInApp, trackRequests } from '../support/in-app.mjs';
import { newPage, publishOnBus, screenshot, signInByToken, startStack } from '../support/stack.mjs';
import { filledTemplate, importRow } from '../support/import-file.mjs';

/**
 * One line per page: who looks at it (null: signed out), its path after the language (or a function giving
 * it, for paths known once the stack runs), and optionally what
 * to open before checking (a modal, a panel). `ready` is what must be on screen first.
 */
const PAGES = [
  { name: 'login', as: null, path: '/login', ready: 'input[name="login"]' },
  { name: 'recipient tracking', as: null, path: () => trackingPath },
  { name: 'roulette', as: null, path: () => roulettePath },
  { name: 'roulette used link', as: null, path: () => usedRoulettePath },
  {
    name: 'client home',
    as: 'client',
    path: '/client/home',
    // With its charts drawn (echarts' SVG inside the chart's text alternative).
    ready: '[role="img"][aria-label] svg',
  },
  {
    name: 'client statistics orders',
    as: 'client',
    path: '/client/statistics/orders',
    // With its charts drawn (echarts' SVG inside the chart's text alternative).
    ready: '[role="img"][aria-label] svg',
  },
  {
    name: 'client statistics turnover',
    as: 'client',
    path: '/client/statistics/turnover',
    // With its charts drawn (echarts' SVG inside the chart's text alternative).
    ready: '[role="img"][aria-label] svg',
  },
  { name: 'client dash-alpha overview', as: 'client', path: '/client/dash-alpha/overview' },
  { name: 'client dash-alpha report', as: 'client', path: '/client/dash-alpha/report' },
  {
    name: 'client report details',
    as: 'client',
    path: '/client/dash-alpha/report',
    open: openReportDetails,
  },
  { name: 'client orders of the day', as: 'client', path: '/client/orders/order-of-the-day' },
  { name: 'client add order', as: 'client', path: '/client/orders/add-order' },
  { name: 'client add exchange', as: 'client', path: '/client/orders/add-exchange' },
  { name: 'client exchange results', as: 'client', path: '/client/orders/exchange-results' },
  {
    name: 'client edit order',
    as: 'client',
    path: '/client/orders/order-of-the-day',
    open: openEditDialog,
  },
  { name: 'client pickups', as: 'client', path: '/client/orders/pickup' },
  { name: 'client import', as: 'client', path: '/client/orders/import', open: openImportPreview },
  { name: 'client reclamations', as: 'client', path: '/client/reclamation/wolvo' },
  { name: 'client refunds', as: 'client', path: '/client/finance/refund' },
  { name: 'client payment history', as: 'client', path: '/client/finance/payment-history' },
  { name: 'client team', as: 'client', path: '/client/team' },
  { name: 'client add member', as: 'client', path: '/client/team', open: openAddMember },
  { name: 'client fortune wheel', as: 'client', path: '/client/fortune-wheel' },
  { name: 'client add wheel', as: 'client', path: '/client/fortune-wheel/add' },
  { name: 'client wheel details', as: 'client', path: '/client/fortune-wheel/1' },
  { name: 'client support', as: 'client', path: '/client/support' },
  { name: 'client settings', as: 'client', path: '/client/settings' },
  { name: 'client webhook form', as: 'client', path: '/client/settings', open: openWebhookForm },
  { name: 'client not-found', as: 'client', path: '/client/no-such-page' },
  { name: 'client order modal', as: 'client', path: '/client/home', open: openOrderModal },
  { name: 'client notifications', as: 'client', path: '/client/home', open: openNotifications },
  { name: 'staff dash-partner', as: 'admin', path: '/wolvo-team/dash-partner' },
  { name: 'staff dash-alpha', as: 'admin', path: '/wolvo-team/dash-alpha' },
  { name: 'staff reclamation inbox', as: 'admin', path: '/wolvo-team/reclamation/inbox' },
  {
    name: 'staff reclamation open',
    as: 'admin',
    path: '/wolvo-team/reclamation/inbox',
    open: openFirstReclamation,
  },
  { name: 'staff reclamation edits', as: 'admin', path: '/wolvo-team/reclamation/edits' },
  {
    name: 'staff reclamation edits order',
    as: 'admin',
    path: '/wolvo-team/reclamation/edits?tab=orders&id=1',
    ready: 'input[name="merchandise"]',
  },
  {
    name: 'staff reclamation edits client',
    as: 'admin',
    path: '/wolvo-team/reclamation/edits?tab=users&id=1',
    ready: 'input[name="pickupAddress"]',
  },
  { name: 'staff reclamation pickup', as: 'admin', path: '/wolvo-team/reclamation/pickup' },
  { name: 'staff reclamation report', as: 'admin', path: '/wolvo-team/reclamation/report' },
  {
    name: 'staff add report',
    as: 'admin',
    path: '/wolvo-team/reclamation/report',
    open: openAddReport,
  },
  {
    name: 'staff report details',
    as: 'admin',
    path: '/wolvo-team/reclamation/report',
    open: openStaffReportDetails,
  },
  { name: 'staff delivery cost', as: 'admin', path: '/wolvo-team/reclamation/delivery-cost' },
  {
    name: 'staff delivery cost order',
    as: 'admin',
    path: '/wolvo-team/reclamation/delivery-cost',
    open: openDeliveryCostOrder,
  },
  { name: 'staff payment calendar', as: 'admin', path: '/wolvo-team/finance/payment-calendar' },
  { name: 'staff partner invoices', as: 'admin', path: '/wolvo-team/finance/partner-invoices' },
  { name: 'staff payment history', as: 'admin', path: '/wolvo-team/finance/payment-history' },
  {
    name: 'staff payment detail',
    as: 'admin',
    path: '/wolvo-team/finance/payment-history',
    open: openFirstBill,
  },
  { name: 'staff clients', as: 'admin', path: '/wolvo-team/commercial/clients' },
  {
    name: 'staff client drawer',
    as: 'admin',
    path: '/wolvo-team/commercial/clients',
    open: openFirstClient,
  },
  { name: 'staff add client', as: 'admin', path: '/wolvo-team/commercial/clients/add' },
  {
    name: 'staff pickups of the day',
    as: 'admin',
    path: '/wolvo-team/commercial/pickup-of-the-day',
  },
  { name: 'staff partners', as: 'admin', path: '/wolvo-team/commercial/partners' },
  { name: 'staff add partner', as: 'admin', path: '/wolvo-team/commercial/partners/add' },
  { name: 'staff assign parcels', as: 'admin', path: '/wolvo-team/commercial/partners/assign' },
  { name: 'staff users team', as: 'admin', path: '/wolvo-team/users/team' },
  { name: 'staff users clients', as: 'admin', path: '/wolvo-team/users/clients' },
  {
    name: 'staff users clients confirm',
    as: 'admin',
    path: '/wolvo-team/users/clients',
    open: openClientConfirm,
  },
  { name: 'staff settings', as: 'admin', path: '/wolvo-team/settings' },
  {
    name: 'staff notifications',
    as: 'admin',
    path: '/wolvo-team/dash-partner',
    open: openNotifications,
  },
];

const VARIANTS = ['fr', 'ar'].flatMap((lang) =>
  ['light', 'dark'].map((colorScheme) => ({ lang, colorScheme })),
);
const BLOCKING = new Set(['serious', 'critical']);
// A11Y_PAGES=<regular expression> checks only the pages whose name matches (while working on them).
const ONLY_PAGES = process.env.A11Y_PAGES ? new RegExp(process.env.A11Y_PAGES) : null;

let stack;
let browser;
let clientOrderId;
let trackingPath;
let roulettePath;
let usedRoulettePath;

test.beforeAll(async ({ browser: workerBrowser }) => {
  stack = await startStack();
  browser = workerBrowser;
  const { token } = await stack.apiLogin('client');
  const hits = await stack.apiGet('/order/get/search/1', token);
  clientOrderId = (Array.isArray(hits) ? hits : (hits.items ?? []))[0]?.id ?? null;
  const detail = await stack.apiGet(`/order/get/search-for-id/${clientOrderId}`, token);
  // The recipient's page of that order, after its language segment.
  trackingPath = new URL(detail.trackingUrl).pathname.replace(/^\/[a-z]{2}/, '');
  // A fresh link of the demo wheel (looking at it does not use it up), and one already played.
  const link = await fetch(`${stack.baseUrl}/api/v1/fortune-wheel/1/generate-url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  roulettePath = `/roulette/${link.id}`;
  const urls = await stack.apiGet('/fortune-wheel/1/urls?limit=100', token);
  usedRoulettePath = `/roulette/${urls.items.find((u) => u.state === 'USED').id}`;
});

test.afterAll(async () => {
  await stack?.stop();
});

async function openOrderModal(page) {
  assert.ok(clientOrderId, 'the client has an order to open');
  await publishOnBus(page, 'order-modal.requested', { orderId: clientOrderId });
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('order-detail').waitFor({ timeout: 20_000 });
}

async function openEditDialog(page) {
  await page
    .getByRole('button', { name: /^(Modifier la commande|تعديل الطلبية) / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('textbox').first().waitFor({ timeout: 20_000 });
}

// A file with a valid row and a wrong one: the preview with its errors (nothing is stored).
async function openImportPreview(page) {
  const file = await filledTemplate([
    importRow(1),
    importRow(1, { phone1: '12', governorate: 'X' }),
  ]);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'orders.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await page.getByTestId('import-row-3').waitFor({ timeout: 20_000 });
}

async function openAddMember(page) {
  await page.getByRole('button', { name: /^(Ajouter un membre|إضافة عضو)$/ }).click();
  await page.getByRole('dialog').getByTestId('permission-matrix').waitFor({ timeout: 20_000 });
}

// The add-endpoint dialog of settings > webhooks (nothing is sent).
async function openWebhookForm(page) {
  await page.getByRole('button', { name: /^(Ajouter une adresse|إضافة عنوان)$/ }).click();
  await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
}

// Only opens the question (nothing is sent): the other accounts of the loop must keep working.
async function openClientConfirm(page) {
  await page
    .getByRole('button', { name: /^(Réinitialiser le mot de passe de|إعادة تعيين كلمة مرور) / })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
}

async function openFirstBill(page) {
  await page
    .getByRole('button', { name: /^(Voir le paiement|فتح الدفعة) / })
    .first()
    .click();
  await page.getByTestId('bill-net').waitFor();
}

async function openFirstClient(page) {
  await page
    .getByRole('button', { name: /^(Voir la fiche de|عرض بطاقة) / })
    .first()
    .click();
  await page.getByTestId('client-detail').locator('dl').first().waitFor();
}

// Only opens it (nothing is answered): the inbox stays as the demo data made it.
async function openFirstReclamation(page) {
  await page
    .getByRole('button', { name: /^(Ouvrir la réclamation|فتح الشكوى) / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('textbox').waitFor({ timeout: 20_000 });
}

async function openDeliveryCostOrder(page) {
  await page.locator('input[name="search"]').fill('1');
  await page.locator('input[name="deliveryCost"]').waitFor();
}

async function openAddReport(page) {
  await page.getByRole('button', { name: /^(Ajouter un signalement|إضافة بلاغ)$/ }).click();
  await page.getByRole('dialog').waitFor();
}

async function openReportDetails(page) {
  await page
    .getByRole('button', { name: /^(Détails du signalement|تفاصيل البلاغ) / })
    .first()
    .click();
  await page.getByTestId('report-details').waitFor();
}

async function openStaffReportDetails(page) {
  await page.getByRole('switch', { name: /^(Afficher les signalements|عرض البلاغات)$/ }).check();
  await openReportDetails(page);
}

async function openNotifications(page) {
  await page.getByRole('button', { name: /^(Notifications|الإشعارات) ?: / }).click();
  await page.getByRole('dialog').waitFor();
}

/**
 * Closes what an entry opened over its page when that is a modal (dialog, drawer, popover): Escape, as a
 * user would. True once no modal is left, so the next page can be reached inside the app; false (the next
 * page is loaded afresh) when something else was opened or the modal stays (a question, say).
 */
async function closeModal(page) {
  const modals = page.locator('.MuiModal-root');
  if ((await modals.count()) === 0) return false;
  await page.keyboard.press('Escape');
  return modals
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .then(
      async () => (await modals.count()) === 0,
      () => false,
    );
}

/**
 * axe's rules that read computed colours. Dark mode changes colours only (the theme's palette in
 * create-theme.ts and status-palette.ts, the charts' in chart-theme.ts; besides, only the settings switch is
 * on), so the dark passes run these and the light passes of the same pages run every rule: colour-contrast
 * is most of axe's time, the other rules were still 15 % of a dark pass (measured on fr, dark, client).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The signed-in shell around every page: the sidebar and the header (support/sidebar.mjs, layout/header). */
const SHELL = ['aside', 'header.MuiAppBar-root'];

/**
 * What axe would read in the shell: its texts and the kinds of elements it holds (tag, classes, role,
 * ARIA attributes), not where they are. '' on a page without the shell. Moving the current page's
 * mark from one sidebar link to another keeps it; opening another group, a new badge count or another
 * colour scheme changes it.
 */
function shellFingerprint(page) {
  return page.evaluate((selectors) => {
    const parts = [];
    for (const root of document.querySelectorAll(selectors.join(','))) {
      const kinds = new Set();
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const aria = [...el.attributes]
          .filter((a) => a.name.startsWith('aria-') || a.name === 'role')
          .map((a) => `${a.name}=${a.value}`);
        kinds.add([el.tagName, el.getAttribute('class') ?? '', ...aria].join(' '));
      }
      parts.push(`${root.innerText}\n${[...kinds].sort().join('\n')}`);
    }
    return parts.join('\n---\n');
  }, SHELL);
}

/**
 * Serious and critical violations on the page as it is now, one line each (only colour rules if asked).
 * `skipShell` leaves the sidebar and header out (an identical shell was checked already); page-level rules
 * (title, landmarks, language) still run on the whole document.
 */
async function blockingViolations(page, { coloursOnly = false, skipShell = false } = {}) {
  const violations = await axeViolations(page, {
    ...(coloursOnly
      ? { rules: COLOUR_RULES }
      : { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }),
    exclude: skipShell ? SHELL : [],
  });
  return violations
    .filter((v) => BLOCKING.has(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n      ')}`,
    );
}

// Split by language, colour scheme and account so both workers share the loop (each starts its own stack).
test.describe.configure({ mode: 'parallel' });

// The signed-out parts (three pages) last: the workers take the long parts first.
const ACCOUNTS = { client: 'client', staff: 'admin', 'signed out': null };

test.describe('accessibility (axe-core, serious and critical)', () => {
  for (const [who, account] of Object.entries(ACCOUNTS)) {
    for (const { lang, colorScheme } of VARIANTS) {
      test(`every page in ${lang}, ${colorScheme}, ${who}`, async () => {
        const failures = [];
        const pages = PAGES.filter(
          (p) => p.as === account && (!ONLY_PAGES || ONLY_PAGES.test(p.name)),
        );
        const page = await newPage(browser, { lang, colorScheme });
        try {
          if (account) await signInByToken(page.context(), stack, account);
          const quiet = trackRequests(page);
          const checkedShells = new Set();
          // Whether the page holds the signed-in app as the last entry left it, nothing opened over it.
          let inApp = false;
          for (const entry of pages) {
            const entryPath = typeof entry.path === 'function' ? entry.path() : entry.path;
            const url = `/${lang}${entryPath}`;
            const where = `${entry.name} (${url}, ${colorScheme})`;
            const shot = `a11y-${entry.name.replaceAll(' ', '-')}-${lang}-${colorScheme}`;
            const ready = entry.ready ?? 'main h1';
            const t0 = Date.now();
            const marks = [];
            const mark = (label) => marks.push(`${label} ${Date.now() - t0}`);
            try {
              if (!(inApp && (await navigateInApp(page, url, ready)))) await page.goto(url);
              inApp = false;
              await page.locator(ready).first().waitFor({ timeout: 20_000 });
              // A page the server drew first (the login form, a tracking page): the live one.
              await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
              // Let lazy parts and transitions settle: axe reads computed colours.
              mark('ready');
              await quiet();
              mark('quiet');
              if (entry.open) await entry.open(page);
              mark('open');
              await animationsDone(page);
            } catch (error) {
              // A page that never shows its heading is a failure of its own; the loop goes on.
              failures.push(`${where}: not ready: ${error.message.split('\n')[0]}`);
              await screenshot(page, shot);
              continue;
            }
            // The shell is checked whenever it differs from every shell checked before in this pass.
            const shell = await shellFingerprint(page);
            const skipShell = shell !== '' && checkedShells.has(shell);
            checkedShells.add(shell);
            const found = await blockingViolations(page, {
              coloursOnly: colorScheme === 'dark',
              skipShell,
            });
            mark('axe');
            // A11Y_TIMING=1 prints where each page's time went (milliseconds since it was asked for).
            if (process.env.A11Y_TIMING)
              console.log(
                `${entry.name}: ${marks.join(', ')}${skipShell ? '' : ', with the shell'}`,
              );
            if (found.length) {
              failures.push(`${where}:\n    ${found.join('\n    ')}`);
              await screenshot(page, shot);
            }
            inApp = Boolean(account) && (!entry.open || (await closeModal(page)));
          }
        } finally {
          await page.context().close();
        }
        assert.deepEqual(failures, [], `axe found:\n${failures.join('\n')}`);
      });
    }
  }
});
