// Browser benchmark (`pnpm bench --web`, or `node bench/web-bench.mjs` after a build): starts the API with
// the built host and the six remotes on 127.0.0.1, then in headless Chromium measures, on a cold cache:
//   - JavaScript bytes per container (host = the API's origin, each remote = its own origin), raw as
//     served and gzip-compressed (node:zlib gzipSync of each JS body);
//   - first-contentful-paint and largest-contentful-paint;
// for the login page (fr and ar: the JavaScript fetched before its form is usable, and LCP unthrottled and
// with the CPU slowed 4x through CDP), the public tracking and roulette pages on a phone (JS and LCP,
// also 4x slower), the client home and a staff page; and the time to open an area whose remote is not
// loaded yet (click in the sidebar until the remote's page heading is on screen).
// Stops by itself.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/chromium.mjs';
import { newPage, REMOTES, startStack } from '../e2e/support/stack.mjs';

const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5);
// WEB_BENCH_ONLY=login measures the login page alone, WEB_BENCH_ONLY=public the public pages alone and
// WEB_BENCH_ONLY=signed-in the signed-in pages and area opens alone (quick checks while working on them).
const LOGIN_ONLY = process.env.WEB_BENCH_ONLY === 'login';
const PUBLIC_ONLY = process.env.WEB_BENCH_ONLY === 'public';
const SIGNED_IN_ONLY = process.env.WEB_BENCH_ONLY === 'signed-in';
// WEB_BENCH_FILES=1 also lists every JS file of the public pages (container, file, raw and gzip KB).
const LIST_FILES = Boolean(process.env.WEB_BENCH_FILES);
// WEB_BENCH_VERBOSE=1 prints each run of the signed-in pages (FCP, LCP), not only their medians.
const VERBOSE = Boolean(process.env.WEB_BENCH_VERBOSE);
const HARD_LIMIT_MS = Number(process.env.WEB_BENCH_TIMEOUT_MS ?? 8 * 60_000);

const hardStop = setTimeout(() => {
  console.error(`web-bench: gave up after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');

/**
 * Records every JavaScript response of a page, by container. Their bodies are read and compressed in
 * `settle()`, once the page has been measured: this machine's cores are the browser's too, and reading
 * and gzipping some 2 MB of scripts while the page loads slowed the load being timed.
 */
function trackJs(page, containerOf) {
  const responses = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    const isJs =
      response.request().resourceType() === 'script' ||
      /javascript/.test(type) ||
      /\.m?js(\?|$)/.test(url);
    if (isJs && response.status() === 200) responses.push(response);
  });
  return {
    async settle() {
      const rows = [];
      await Promise.all(
        responses.map((response, order) =>
          response
            .body()
            .then((body) =>
              rows.push({
                container: containerOf(response.url()),
                url: response.url(),
                order,
                raw: body.length,
                gzip: gzipSync(body, { level: 9 }).length,
              }),
            )
            .catch(() => undefined),
        ),
      );
      return rows;
    },
  };
}

/** Buffered observers for FCP and LCP, installed before any page script runs. */
const PAINT_OBSERVER = () => {
  window.__lcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* unsupported */
  }
};

/** Records when `selector` is first on screen and enabled (the login form is usable), from page start. */
const USABLE_OBSERVER = (selector) => {
  window.__usableAt = null;
  const check = () => {
    const el = document.querySelector(selector);
    if (el && !el.disabled && el.getBoundingClientRect().height > 0) {
      window.__usableAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** URLs of the resources that had fully arrived when the page became usable. */
async function arrivedBeforeUsable(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => window.__usableAt !== null && e.responseEnd <= window.__usableAt)
      .map((e) => e.name),
  );
}

async function paintMetrics(page) {
  return page.evaluate(() => {
    const fcp = performance
      .getEntriesByType('paint')
      .find((e) => e.name === 'first-contentful-paint');
    return { fcp: fcp ? fcp.startTime : null, lcp: window.__lcp };
  });
}

/**
 * The first JavaScript file of each remote on a page, its remoteEntry.js (the host loads it first, from
 * the remote's mf-manifest.json, and every page of the remote waits for it): `{ file, raw, gzip }` by
 * remote container; the first file that arrived when a remote served no remoteEntry.js.
 */
function firstRemoteChunks(rows) {
  const out = {};
  const isEntry = (row) => /\/remoteEntry[^/]*\.js(\?|$)/.test(row.url);
  const ordered = [...rows].sort(
    (a, b) => Number(isEntry(b)) - Number(isEntry(a)) || a.order - b.order,
  );
  for (const row of ordered) {
    if (!row.container.startsWith('mfe-') || out[row.container]) continue;
    out[row.container] = { file: row.url.split('/').pop(), raw: row.raw, gzip: row.gzip };
  }
  return out;
}

/** Sums bytes per container. */
function byContainer(rows) {
  const out = {};
  for (const row of rows) {
    const c = (out[row.container] ??= { files: 0, raw: 0, gzip: 0 });
    c.files += 1;
    c.raw += row.raw;
    c.gzip += row.gzip;
  }
  return out;
}

async function main() {
  const started = Date.now();
  console.log('web-bench: starting the API, the host and the six remotes...');
  const stack = await startStack();
  let browser = null;
  try {
    browser = await launchBrowser();
    await measure(stack, browser, started);
  } finally {
    await browser?.close().catch(() => undefined);
    await stack.stop();
  }
}

async function measure(stack, browser, started) {
  const originToContainer = new Map([[new URL(stack.baseUrl).origin, 'host']]);
  for (const [name, remote] of Object.entries(stack.remotes))
    originToContainer.set(remote.origin, `mfe-${name}`);
  const containerOf = (url) => originToContainer.get(new URL(url).origin) ?? new URL(url).origin;

  const sessions = {};
  for (const username of ['client', 'admin']) sessions[username] = await stack.apiLogin(username);

  /** One cold load of `path` (empty cache, own context), optionally signed in and with the CPU slowed. */
  async function coldLoad(path, { username, readySelector, cpuSlowdown = 1, viewport }) {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, ...(viewport && { viewport }) });
    await page.context().addInitScript(PAINT_OBSERVER);
    await page.context().addInitScript(USABLE_OBSERVER, readySelector);
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    if (username) {
      const { token, user } = sessions[username];
      await page.context().addInitScript(
        ([t, u]) => {
          window.localStorage.setItem('wolvo.token', t);
          window.localStorage.setItem('wolvo.user', u);
          window.localStorage.setItem('wolvo.build', '1');
        },
        [token, JSON.stringify(user)],
      );
    }
    const js = trackJs(page, containerOf);
    await page.goto(path, { waitUntil: 'load' });
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    const paints = await paintMetrics(page);
    const arrived = new Set(await arrivedBeforeUsable(page));
    const usableAt = await page.evaluate(() => window.__usableAt);
    const rows = await js.settle();
    return { page, paints, usableAt, rows, beforeUsable: rows.filter((r) => arrived.has(r.url)) };
  }

  // The login page: what must arrive before its form can be used, and how fast it paints.
  const logins = [];
  for (const lang of PUBLIC_ONLY || SIGNED_IN_ONLY ? [] : ['fr', 'ar']) {
    const login = {
      lang,
      lcp: [],
      lcpSlow: [],
      fcp: [],
      usable: [],
      usableSlow: [],
      before: null,
      total: null,
    };
    for (const cpuSlowdown of [1, 4]) {
      for (let run = 0; run < RUNS; run += 1) {
        const { page, paints, usableAt, rows, beforeUsable } = await coldLoad(`/${lang}/login`, {
          // The prerendered form is on screen before any script has run: it is usable once React
          // handles it (bootstrap.tsx removes `data-prerendered` then).
          readySelector: '#root:not([data-prerendered]) input[name="login"]',
          cpuSlowdown,
        });
        (cpuSlowdown === 1 ? login.lcp : login.lcpSlow).push(paints.lcp ?? NaN);
        (cpuSlowdown === 1 ? login.usable : login.usableSlow).push(usableAt ?? NaN);
        if (cpuSlowdown === 1) login.fcp.push(paints.fcp ?? NaN);
        login.before ??= byContainer(beforeUsable);
        login.total ??= byContainer(rows);
        await page.context().close();
      }
    }
    logins.push(login);
  }

  // The public pages on a phone, signed out: the recipient's tracking page (a slip's QR code) and the
  // roulette (a merchant's wheel link). Their JS on first load (target <= 200 KB gzip each) and LCP with
  // the CPU slowed 4x (target <= 1.5 s).
  const publicPages = [];
  if (!LOGIN_ONLY && !SIGNED_IN_ONLY) {
    const { token } = sessions.client;
    const hits = await stack.apiGet('/order/get/search/1', token);
    const first = (Array.isArray(hits) ? hits : hits.items)[0];
    const detail = await stack.apiGet(`/order/get/search-for-id/${first.id}`, token);
    const link = await fetch(`${stack.baseUrl}/api/v1/fortune-wheel/1/generate-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    for (const [name, url] of [
      ['tracking page', detail.trackingUrl],
      ['roulette page', link.url],
    ]) {
      const path = new URL(url).pathname.replace(/^\/fr\//, '/ar/');
      const measured = { name, path, lcp: [], lcpSlow: [], bytes: null, first: null, rows: null };
      for (const cpuSlowdown of [1, 4]) {
        for (let run = 0; run < RUNS; run += 1) {
          const { page, paints, rows } = await coldLoad(path, {
            readySelector: 'main h1',
            cpuSlowdown,
            viewport: { width: 360, height: 740 },
          });
          (cpuSlowdown === 1 ? measured.lcp : measured.lcpSlow).push(paints.lcp ?? NaN);
          measured.bytes ??= byContainer(rows);
          measured.first ??= firstRemoteChunks(rows);
          measured.rows ??= rows;
          await page.context().close();
        }
      }
      publicPages.push(measured);
    }
  }

  const scenarios =
    LOGIN_ONLY || PUBLIC_ONLY
      ? []
      : [
          {
            // Ready once its charts are drawn; echarts is mfe-orders' biggest chunk (printed apart).
            name: 'client home (/fr/client/home)',
            path: '/fr/client/home',
            username: 'client',
            readySelector: '[role="img"][aria-label] svg',
            largestOf: 'mfe-orders',
          },
          {
            name: 'staff dash-partner (/fr/wolvo-team/dash-partner)',
            path: '/fr/wolvo-team/dash-partner',
            username: 'admin',
            readySelector: 'main h1',
          },
        ];
  const results = [];
  for (const scenario of scenarios) {
    const fcp = [];
    const lcp = [];
    const lcpSlow = [];
    let bytes = null;
    let first = null;
    let largest = null;
    for (const cpuSlowdown of [1, 4]) {
      for (let run = 0; run < RUNS; run += 1) {
        const { page, paints, rows } = await coldLoad(scenario.path, { ...scenario, cpuSlowdown });
        if (cpuSlowdown === 1) {
          fcp.push(paints.fcp ?? NaN);
          lcp.push(paints.lcp ?? NaN);
        } else lcpSlow.push(paints.lcp ?? NaN);
        if (VERBOSE)
          console.log(
            `  ${scenario.path} ${cpuSlowdown}x run ${run + 1}: FCP ${ms(paints.fcp)} LCP ${ms(paints.lcp)}`,
          );
        bytes ??= byContainer(rows);
        first ??= firstRemoteChunks(rows);
        if (!largest && scenario.largestOf)
          largest = rows
            .filter((r) => r.container === scenario.largestOf)
            .sort((a, b) => b.raw - a.raw)[0];
        await page.context().close();
      }
    }
    results.push({
      ...scenario,
      fcp: median(fcp),
      lcp: median(lcp),
      lcpSlow: median(lcpSlow),
      bytes,
      first,
      largest,
    });
  }

  // Time to open an area whose remote is not loaded yet.
  const areaOpenings =
    LOGIN_ONLY || PUBLIC_ONLY
      ? []
      : [
          {
            from: '/fr/client/home',
            username: 'client',
            group: null,
            link: 'Équipe',
            heading: 'Équipe',
            remote: 'team',
          },
          {
            from: '/fr/client/home',
            username: 'client',
            group: 'Finance',
            link: 'Remboursements',
            heading: 'Remboursements',
            remote: 'finance',
          },
          {
            from: '/fr/client/home',
            username: 'client',
            group: null,
            link: 'Roue de la fortune',
            heading: 'Roue de la fortune',
            remote: 'wheel',
          },
          {
            from: '/fr/client/home',
            username: 'client',
            group: 'Réclamations',
            link: 'Réclamations Wolvo',
            heading: 'Réclamations Wolvo',
            remote: 'reclamation',
          },
          {
            from: '/fr/wolvo-team/dash-partner',
            username: 'admin',
            group: 'Commercial',
            link: 'Clients',
            heading: 'Clients',
            remote: 'commercial',
          },
        ];
  const openings = [];
  for (const opening of areaOpenings) {
    const times = [];
    let remoteBytes = null;
    let firstChunk = null;
    for (let run = 0; run < RUNS; run += 1) {
      const { page } = await coldLoad(opening.from, {
        username: opening.username,
        readySelector: 'main h1',
      });
      const nav = page.locator('nav').first();
      if (opening.group) {
        const button = nav.getByRole('button', { name: opening.group, exact: true });
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      }
      const link = nav.getByRole('link', { name: opening.link, exact: true });
      await link.waitFor();
      const js = trackJs(page, containerOf);
      await page.evaluate((heading) => {
        window.__areaClick = null;
        window.__areaShown = null;
        document.addEventListener('click', () => (window.__areaClick ??= performance.now()), {
          capture: true,
          once: true,
        });
        const check = () => {
          const h = document.querySelector('main h1');
          if (
            window.__areaClick !== null &&
            h &&
            h.textContent.trim() === heading &&
            h.getBoundingClientRect().height > 0
          ) {
            window.__areaShown = performance.now();
            return true;
          }
          return false;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, opening.heading);
      await link.click();
      await page.waitForFunction(() => window.__areaShown !== null, null, { timeout: 30_000 });
      const elapsed = await page.evaluate(() => window.__areaShown - window.__areaClick);
      times.push(elapsed);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const rows = await js.settle();
      if (!remoteBytes)
        remoteBytes = byContainer(rows)[`mfe-${opening.remote}`] ?? { files: 0, raw: 0, gzip: 0 };
      firstChunk ??= firstRemoteChunks(rows)[`mfe-${opening.remote}`] ?? null;
      await page.context().close();
    }
    openings.push({
      ...opening,
      time: median(times),
      min: Math.min(...times),
      max: Math.max(...times),
      remoteBytes,
      firstChunk,
    });
  }

  // ---- Report ----
  const containers = ['host', ...Object.keys(REMOTES).map((n) => `mfe-${n}`)];
  console.log(
    `\nWeb benchmark: headless Chromium on 127.0.0.1, cold cache, median of ${RUNS} runs, viewport 1440x900`,
  );
  console.log(
    '(raw = bytes as served, no HTTP compression; gzip = zlib gzipSync level 9 of each JS body)\n',
  );
  /** One line per container, then the total. */
  const printTable = (bytes) => {
    const header = `  ${'container'.padEnd(18)}${'JS files'.padStart(9)}${'raw KB'.padStart(11)}${'gzip KB'.padStart(11)}`;
    console.log(header);
    console.log(`  ${'-'.repeat(header.length - 2)}`);
    const order = [...containers, ...Object.keys(bytes).filter((c) => !containers.includes(c))];
    for (const c of order) {
      const b = bytes[c];
      if (!b) continue;
      console.log(
        `  ${c.padEnd(18)}${String(b.files).padStart(9)}${kb(b.raw).padStart(11)}${kb(b.gzip).padStart(11)}`,
      );
    }
    const t = sum(bytes);
    console.log(
      `  ${'total'.padEnd(18)}${String(t.files).padStart(9)}${kb(t.raw).padStart(11)}${kb(t.gzip).padStart(11)}\n`,
    );
  };
  const printFirstChunks = (first) => {
    for (const [c, f] of Object.entries(first ?? {}))
      console.log(
        `  first ${c} chunk: ${f.file} ${kb(f.raw)} KB raw, ${kb(f.gzip)} KB gzip (target 35 KB gzip)`,
      );
  };
  const sum = (bytes) =>
    Object.values(bytes).reduce(
      (t, b) => ({ files: t.files + b.files, raw: t.raw + b.raw, gzip: t.gzip + b.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
  for (const l of logins) {
    const before = sum(l.before);
    const total = sum(l.total);
    console.log(
      `login page (/${l.lang}/login)   FCP ${ms(median(l.fcp))}   LCP ${ms(median(l.lcp))}   LCP with CPU 4x slower ${ms(median(l.lcpSlow))}`,
    );
    console.log(
      `  form usable (React handles it): ${ms(median(l.usable))}, with CPU 4x slower ${ms(median(l.usableSlow))}`,
    );
    console.log(
      `  JS before the form is usable: ${before.files} files, ${kb(before.raw)} KB raw, ${kb(before.gzip)} KB gzip` +
        `   (all JS of the page once idle: ${total.files} files, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip)`,
    );
    printTable(l.before);
  }
  for (const p of publicPages) {
    const total = sum(p.bytes);
    console.log(
      `${p.name} (${p.path.replace(/[^/]+$/, '…')}, signed out, 360x740)   LCP ${ms(median(p.lcp))}   LCP with CPU 4x slower ${ms(median(p.lcpSlow))} (target 1.5 s)`,
    );
    console.log(
      `  JS on first load: ${total.files} files, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip (target 200 KB gzip)`,
    );
    printFirstChunks(p.first);
    printTable(p.bytes);
    if (LIST_FILES) {
      for (const r of [...p.rows].sort((a, b) => b.gzip - a.gzip))
        console.log(
          `    ${r.container.padEnd(16)}${r.url.split('/').pop().padEnd(34)}${kb(r.raw).padStart(9)}${kb(r.gzip).padStart(9)}`,
        );
      console.log('');
    }
  }
  for (const r of results) {
    console.log(
      `${r.name}   FCP ${ms(r.fcp)}   LCP ${ms(r.lcp)} (target 1.2 s)   LCP with CPU 4x slower ${ms(r.lcpSlow)}`,
    );
    printFirstChunks(r.first);
    printTable(r.bytes);
    if (r.largest)
      console.log(
        `  largest ${r.largestOf} chunk (echarts on the client home): ${r.largest.url.split('/').pop()} ${kb(r.largest.raw)} KB raw, ${kb(r.largest.gzip)} KB gzip`,
      );
  }
  console.log(
    'Opening an area whose remote is not loaded yet (sidebar click -> page heading on screen)',
  );
  const header = `  ${'from'.padEnd(30)}${'to'.padEnd(40)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}${'remote JS raw/gzip KB'.padStart(24)}${'first chunk gzip KB'.padStart(22)}`;
  console.log(header);
  console.log(`  ${'-'.repeat(header.length - 2)}`);
  for (const o of openings) {
    const to = `${o.link} (mfe-${o.remote})`;
    console.log(
      `  ${o.from.padEnd(30)}${to.padEnd(40)}${ms(o.time).padStart(9)}${ms(o.min).padStart(9)}${ms(o.max).padStart(9)}${`${kb(o.remoteBytes.raw)} / ${kb(o.remoteBytes.gzip)}`.padStart(24)}${(o.firstChunk ? kb(o.firstChunk.gzip) : 'n/a').padStart(22)}`,
    );
  }

  // Every figure issues #14, #15 and #16 ask for, against its target, for the closing notes.
  const targets = [];
  const check = (what, value, target, unit, format = (v) => v.toFixed(1)) =>
    targets.push({
      what,
      value: Number.isFinite(value) ? `${format(value)} ${unit}` : 'n/a',
      target: `<= ${format(target)} ${unit}`,
      met: Number.isFinite(value) ? (value <= target ? 'yes' : 'NO') : '?',
    });
  const round = (v) => String(Math.round(v));
  for (const l of logins) {
    check(
      `login /${l.lang}: JS gzip before the form is usable`,
      sum(l.before).gzip / 1024,
      180,
      'KB',
    );
    check(`login /${l.lang}: LCP`, median(l.lcp), 800, 'ms', round);
    check(`login /${l.lang}: LCP, CPU 4x slower`, median(l.lcpSlow), 1200, 'ms', round);
  }
  for (const p of publicPages) {
    check(`${p.name}: JS gzip on first load`, sum(p.bytes).gzip / 1024, 200, 'KB');
    check(`${p.name}: LCP, CPU 4x slower`, median(p.lcpSlow), 1500, 'ms', round);
  }
  for (const r of results) check(`${r.name.split(' (')[0]}: LCP`, r.lcp, 1200, 'ms', round);
  for (const o of openings)
    check(`opening ${o.link} (mfe-${o.remote}): click to heading`, o.time, 250, 'ms', round);
  // Each remote's first chunk, the largest seen on any page measured.
  const firsts = {};
  for (const f of [
    ...publicPages.map((p) => p.first),
    ...results.map((r) => r.first),
    ...openings.map((o) => (o.firstChunk ? { [`mfe-${o.remote}`]: o.firstChunk } : {})),
  ])
    for (const [c, chunk] of Object.entries(f ?? {}))
      if (!firsts[c] || firsts[c].gzip < chunk.gzip) firsts[c] = chunk;
  for (const c of containers.filter((name) => firsts[name]))
    check(`${c}: first chunk (${firsts[c].file}) gzip`, firsts[c].gzip / 1024, 35, 'KB');
  console.log('\nTargets (issues #14, #15, #16)');
  const width = Math.max(...targets.map((t) => t.what.length)) + 2;
  for (const t of targets)
    console.log(
      `  ${t.what.padEnd(width)}${t.value.padStart(12)}${t.target.padStart(14)}${t.met.padStart(6)}`,
    );
  console.log(`\nweb-bench finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
