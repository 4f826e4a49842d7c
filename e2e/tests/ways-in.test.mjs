// Every page has a way in: for each role that has pages, the pages of the catalog the user may open
// (typed as URLs) must all be reached by walking the sidebar, the profile menu and the pages' own links,
// and no link may lead to a page the user cannot open.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { navigateInApp, trackRequests } from '../support/in-app.mjs';
import { sidebarPaths } from '../support/sidebar.mjs';
import { newPage, root, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({}, (s, b) => ([stack, browser] = [s, b]));

/**
 * The pages each area has: those the remotes declare (each one's src/pages.json, as its
 * remote-declaration.json carries them) and the shell's own (support, settings).
 */
const REMOTES = ['orders', 'reclamation', 'finance', 'commercial', 'wheel', 'team'];
const DECLARED = REMOTES.flatMap((remote) =>
  Object.values(JSON.parse(readFileSync(path.join(root, `mfe-${remote}/src/pages.json`), 'utf8'))),
);
const CATALOG = {
  staff: [...DECLARED.filter((p) => p.area === 'staff'), { path: 'settings' }],
  client: [
    ...DECLARED.filter((p) => p.area === 'client'),
    { path: 'support' },
    { path: 'settings' },
  ],
};
const SEGMENT = { staff: 'wolvo-team', client: 'client' };
const NOT_FOUND = 'Page introuvable';

/** Demo accounts: each staff role and each client role, the team members with limited grants. */
const ROLES = [
  { username: 'admin', area: 'staff' },
  { username: 'admin.team', area: 'staff' },
  { username: 'client', area: 'client' },
  { username: 'client.team', area: 'client' },
];

/** A page of the shell is on screen: its heading, or the not-found page's. */
async function headingOf(page) {
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

/** Catalog paths (relative to the area) among the links inside `scope`, query and language dropped. */
async function catalogLinks(page, scope, area) {
  const prefix = `/fr/${SEGMENT[area]}/`;
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  return hrefs
    .filter((href) => href.startsWith(prefix))
    .map((href) => href.slice(prefix.length).replace(/\/+$/, ''));
}

for (const { username, area } of ROLES) {
  test(`${username}: every catalog page the user may open is reached from the sidebar or a page link`, async () => {
    test.setTimeout(240_000);
    const page = await newPage(browser);
    try {
      await signInByToken(page.context(), stack, username);
      const catalog = new Set(CATALOG[area].map((p) => p.path));

      // What typing each URL opens, and the catalog links each page that opens shows in its content.
      // Typed URL or in-app move, the router decides the same; the app is loaded once, then moved.
      const openable = [];
      const linksOf = new Map();
      const quiet = trackRequests(page);
      let loaded = false;
      for (const relative of catalog) {
        const url = `/fr/${SEGMENT[area]}/${relative}`;
        if (!(loaded && (await navigateInApp(page, url, 'main h1')))) await page.goto(url);
        // The next page after a not-found one is loaded afresh: React keeps the not-found heading's
        // element for another not-found page, so an in-app move could not tell it had happened.
        loaded = (await headingOf(page)) !== NOT_FOUND;
        if (!loaded) continue;
        openable.push(relative);
        // Links that depend on loaded data (rows, counts) come with the page's first answers.
        await quiet();
        linksOf.set(relative, await catalogLinks(page, 'main', area));
      }
      assert.ok(openable.length > 0, `${username} opens no page at all`);

      // The walk: from the home route, the sidebar and the profile menu, then each page's own links (as
      // read above: a page shows the same links however it was reached).
      await page.goto(`/fr/${SEGMENT[area]}`);
      await headingOf(page);
      const landing = new URL(page.url()).pathname.replace(`/fr/${SEGMENT[area]}/`, '');
      const reached = new Set([landing]);
      const prefix = `/${SEGMENT[area]}/`;
      for (const link of await sidebarPaths(page))
        if (link.startsWith(prefix)) reached.add(link.slice(prefix.length));
      await page.getByRole('button', { name: 'Menu du profil' }).click();
      await page.getByRole('menuitem', { name: 'Paramètres du compte' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/settings'));
      reached.add('settings');

      const queue = [...reached].filter((p) => catalog.has(p));
      const walked = new Set();
      while (queue.length > 0) {
        const relative = queue.shift();
        if (walked.has(relative)) continue;
        walked.add(relative);
        for (const link of linksOf.get(relative) ?? []) {
          if (!catalog.has(link)) continue;
          reached.add(link);
          if (!walked.has(link)) queue.push(link);
        }
      }

      const urlOnly = openable.filter((p) => !reached.has(p));
      assert.deepEqual(urlOnly, [], `${username} reaches these pages only by typing their URL`);
      const deadEnds = [...reached].filter((p) => catalog.has(p) && !openable.includes(p));
      assert.deepEqual(deadEnds, [], `${username} is linked to pages it cannot open`);
    } finally {
      await page.context().close();
    }
  });
}

test("the spec's reclamation/deliveryCost opens the delivery-cost page, query kept", async () => {
  const page = await newPage(browser);
  try {
    await signInByToken(page.context(), stack, 'admin');
    await page.goto('/fr/wolvo-team/reclamation/deliveryCost?page=1');
    await page.waitForURL((url) => url.pathname === '/fr/wolvo-team/reclamation/delivery-cost');
    assert.equal(new URL(page.url()).search, '?page=1');
    assert.notEqual(await headingOf(page), NOT_FOUND);
  } finally {
    await page.context().close();
  }
});
