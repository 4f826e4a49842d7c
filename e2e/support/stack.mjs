// Starts the assembled product for browser tests: the API (which serves the built host and /remotes.json)
// on a free port with a throw-away SQLite database, and the six remotes, each served from its own origin
// by scripts/serve-static.mjs's server, run in the test's own process. Also holds the browser helpers the
// tests share.
import { spawn, spawnSync } from 'node:child_process';
import {
  constants as fsConstants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { freePort, waitForHttp } from '../../scripts/lib.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

export const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const root = path.resolve(e2eRoot, '..');
export const artifactsDir = path.join(e2eRoot, 'artifacts');

/** The six remotes: name -> package folder. */
export const REMOTES = {
  orders: 'mfe-orders',
  reclamation: 'mfe-reclamation',
  finance: 'mfe-finance',
  commercial: 'mfe-commercial',
  wheel: 'mfe-wheel',
  team: 'mfe-team',
};

export const DEMO_PASSWORD = 'Demo2026!';

/** Every child process and temp dir we created, so a crash of the test process still cleans up. */
const liveChildren = new Set();
/** Base URL of the most recently started stack: pages opened by newPage() resolve relative URLs on it. */
let currentBaseUrl = null;
const liveTempDirs = new Set();
/** The remotes' static servers, which run in the worker's own process (starting six processes cost ~2 s a stack). */
const liveServers = new Set();
function killEverything() {
  for (const server of liveServers) server.close();
  for (const child of liveChildren) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dir of liveTempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', killEverything);
// A test run interrupted (Ctrl-C, a CI timeout, a closed pipe) must not leave servers behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    killEverything();
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until a child's URL answers; an early exit throws with the child's last output lines. */
async function waitForChild(child, url, timeoutMs) {
  try {
    await waitForHttp(url, { timeoutMs, child });
  } catch (error) {
    // Give the exit a moment to flush the child's last lines (EADDRINUSE, a stack trace).
    await sleep(100);
    error.message = `${error.message}\n${child.tail.join('\n')}`;
    error.addressInUse = child.tail.some((line) => line.includes('EADDRINUSE'));
    throw error;
  }
}

/**
 * Runs `start` for a server of `holder.port`; when the port was taken between freePort() and the
 * child's listen (another process's outgoing connection can get it), retries on a fresh port.
 */
async function withPortRetry(holder, start, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!error.addressInUse || attempt >= attempts) throw error;
      holder.port = await freePort();
    }
  }
}

/** Spawns a long-running child, keeping the tail of its output for error messages. */
function startChild(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      tail.push(`[${name}] ${line}`);
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.tail = tail;
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  return child;
}

/** Stops a child: SIGTERM, then SIGKILL after a grace period. */
async function stopChild(child, graceMs = 4_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Fails early with a clear message when a build the stack needs is missing. */
function assertBuilt(dists) {
  const missing = [
    path.join(root, 'api', 'dist', 'server.js'),
    path.join(root, 'host', 'dist', 'index.html'),
    ...dists.map((d) => path.join(d, 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `missing builds (run the test command, which builds everything first):\n  ${missing.map((f) => path.relative(root, f)).join('\n  ')}`,
    );
  }
}

/** Environment keys that change what the API seeds or where it stores it: such a stack seeds its own. */
const SEED_KEYS = ['DATABASE_URL', 'SQLITE_FILE', 'SEED', 'SEED_ORDERS', 'DATA_DIR'];

/**
 * The seeded SQLite file for `seedOrders` orders, made once per run and day (playwright.config.mjs's global
 * setup names the folder in E2E_TEMPLATE_DIR) and copied by every stack: the API then migrates and seeds
 * nothing (measured: its start from 6.4 s to 0.5 s on a quiet machine, mostly the migrations' and seed's disk
 * syncs; 0.5 s of CPU less). null without that folder, or when the API is pointed at another database
 * (the stack seeds its own). The first worker that needs a template makes it under a lock; the others wait.
 */
async function seededTemplate(seedOrders) {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir || !existsSync(dir) || process.env.DATABASE_URL || process.env.SQLITE_FILE) return null;
  // The demo data is drawn back from "now": a run that crosses midnight seeds the new day again.
  const day = new Date().toLocaleDateString('sv');
  const file = path.join(dir, `orders-${seedOrders}-${day}.sqlite`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(file)) {
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      /* another worker is seeding it */
    }
    if (mine) {
      try {
        const work = mkdtempSync(path.join(dir, 'seeding-'));
        const result = spawnSync(
          process.execPath,
          [path.join(root, 'api', 'dist', 'db', 'cli.js'), 'seed'],
          {
            cwd: root,
            env: {
              ...process.env,
              DATA_DIR: work,
              SEED_ORDERS: String(seedOrders),
              LOG_LEVEL: 'warn',
            },
            encoding: 'utf8',
            timeout: 120_000,
          },
        );
        if (result.status !== 0)
          throw new Error(
            `seeding a template of ${seedOrders} orders failed: ${result.stderr || result.stdout}`,
          );
        renameSync(path.join(work, 'wolvo.sqlite'), file);
        rmSync(work, { recursive: true, force: true });
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    } else {
      if (Date.now() > deadline)
        throw new Error(`no template of ${seedOrders} orders after 3 minutes`);
      await sleep(200);
    }
  }
  return file;
}

/**
 * Starts the API and the six remotes on free ports of 127.0.0.1.
 * @param {{ remotesDown?: string[], remoteDirs?: Record<string, string>, seedOrders?: number, env?: Record<string,string> }} [options]
 *   remotesDown: remotes whose static server is not started (their `start()` starts it later);
 *   remoteDirs: serve a remote from another folder than `<pkg>/dist`.
 */
export async function startStack(options = {}) {
  const { remotesDown = [], remoteDirs = {}, seedOrders = 1500, env = {} } = options;
  const tmp = mkdtempSync(path.join(tmpdir(), 'wolvo-e2e-'));
  liveTempDirs.add(tmp);
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const template = SEED_KEYS.some((key) => key in env) ? null : await seededTemplate(seedOrders);
  // A copy of the run's seeded database: the API finds its users and seeds nothing.
  if (template)
    copyFileSync(template, path.join(dataDir, 'wolvo.sqlite'), fsConstants.COPYFILE_FICLONE);
  const children = [];
  const remotes = {};
  let api = null;

  const stop = async () => {
    await Promise.all([api && stopChild(api), ...Object.values(remotes).map((r) => r.stop())]);
    for (const child of children) await stopChild(child);
    rmSync(tmp, { recursive: true, force: true });
    liveTempDirs.delete(tmp);
  };

  try {
    const dists = Object.fromEntries(
      Object.entries(REMOTES).map(([name, pkg]) => [
        name,
        remoteDirs[name] ?? path.join(root, pkg, 'dist'),
      ]),
    );
    assertBuilt(Object.values(dists));

    // Remote static servers.
    for (const [name, dir] of Object.entries(dists)) {
      const port = await freePort();
      let server = null;
      const remote = {
        name,
        port,
        dir,
        get origin() {
          return `http://127.0.0.1:${remote.port}`;
        },
        get running() {
          return server !== null;
        },
        async start() {
          if (remote.running) return;
          const candidate = createStaticServer({ dir: remote.dir });
          await new Promise((resolve, reject) => {
            candidate.once('error', (error) => {
              error.addressInUse = error.code === 'EADDRINUSE';
              reject(error);
            });
            candidate.listen(remote.port, '127.0.0.1', resolve);
          });
          server = candidate;
          liveServers.add(server);
        },
        async stop() {
          const current = server;
          server = null;
          if (!current) return;
          liveServers.delete(current);
          // Like the process it stands for being stopped: open connections end too.
          const closed = new Promise((resolve) => current.close(resolve));
          current.closeAllConnections();
          await closed;
        },
      };
      remotes[name] = remote;
    }
    // Remotes start before remotes.json is written: one whose port was taken meanwhile moves to another.
    await Promise.all(
      Object.values(remotes)
        .filter((r) => !remotesDown.includes(r.name))
        .map((r) => withPortRetry(r, () => r.start())),
    );
    const remotesConfig = path.join(tmp, 'remotes.json');
    writeFileSync(
      remotesConfig,
      JSON.stringify(
        Object.fromEntries(
          Object.values(remotes).map((r) => [r.name, `${r.origin}/mf-manifest.json`]),
        ),
        null,
        2,
      ),
    );

    // The API, serving the host and /remotes.json.
    const apiEnv = {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ORDERS: String(seedOrders),
      LOGIN_RATE_LIMIT: '100000',
      PUBLIC_RATE_LIMIT: '100000',
      HOST_DIST: path.join(root, 'host', 'dist'),
      REMOTES_CONFIG: remotesConfig,
      LOG_LEVEL: 'warn',
      ...env,
    };
    const apiServer = { port: await freePort() };
    await withPortRetry(apiServer, async () => {
      apiEnv.PORT = String(apiServer.port);
      api = startChild('api', [path.join(root, 'api', 'dist', 'server.js')], apiEnv);
      await waitForChild(api, `http://127.0.0.1:${apiServer.port}/api/v1/settings/get`, 120_000);
    });
    const baseUrl = `http://127.0.0.1:${apiServer.port}`;
    currentBaseUrl = baseUrl;

    return {
      baseUrl,
      dataDir,
      tmpDir: tmp,
      remotesConfig,
      remotes,
      apiLog: () => api.tail.join('\n'),
      /** Changes the server's uiBuildVersion like the operator command of a deploy. */
      setBuild(n) {
        const result = spawnSync(
          process.execPath,
          [path.join(root, 'api', 'dist', 'db', 'cli.js'), 'set-build', String(n)],
          {
            cwd: root,
            env: { ...process.env, ...apiEnv },
            encoding: 'utf8',
            timeout: 30_000,
          },
        );
        if (result.status !== 0)
          throw new Error(`set-build ${n} failed: ${result.stderr || result.stdout}`);
        return result.stdout.trim();
      },
      /** Signs in through the API; returns { token, user }. */
      async apiLogin(username, password = DEMO_PASSWORD) {
        const res = await fetch(`${baseUrl}/api/v1/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: username, password }),
        });
        if (!res.ok) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
        return res.json();
      },
      /** GET on the API with a Bearer token; returns the parsed JSON (throws on non-2xx). */
      async apiGet(pathname, token) {
        const res = await fetch(`${baseUrl}/api/v1${pathname}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const body = await res.json().catch(() => null);
        if (!res.ok) throw new Error(`GET ${pathname}: HTTP ${res.status} ${JSON.stringify(body)}`);
        return body;
      },
      /** Any method on the API with a Bearer token; returns { status, body } (body null when not JSON), never throws on a status. */
      async api(method, pathname, token, body) {
        const res = await fetch(`${baseUrl}/api/v1${pathname}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body && { 'content-type': 'application/json' }),
          },
          body: body && JSON.stringify(body),
        });
        return { status: res.status, body: await res.json().catch(() => null) };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A page in a fresh context (desktop viewport, above the 1280 px mobile breakpoint).
 * colorScheme 'dark' also stores the dashboard's own preference (wolvo.color-mode) unless one is stored.
 */
export async function newPage(
  browser,
  {
    lang = 'fr',
    colorScheme = 'light',
    viewport = { width: 1440, height: 900 },
    baseUrl = currentBaseUrl,
  } = {},
) {
  const locales = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };
  const context = await browser.newContext({
    baseURL: baseUrl ?? undefined,
    locale: locales[lang] ?? lang,
    colorScheme,
    viewport,
  });
  if (colorScheme === 'dark') {
    await context.addInitScript(() => {
      try {
        if (!window.localStorage.getItem('wolvo.color-mode'))
          window.localStorage.setItem('wolvo.color-mode', 'dark');
      } catch {
        /* storage unavailable */
      }
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  page.lang = lang;
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error')
      page.consoleErrors.push(`${msg.text()} (${msg.location()?.url ?? ''})`);
  });
  page.on('pageerror', (error) => page.consoleErrors.push(`pageerror: ${error.message}`));
  // Signed-in pages warn before unloading; tests that navigate away confirm, as a user leaving would.
  page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : undefined));
  // Never let a prompt block a test: leave pages that warn before unloading, dismiss the rest.
  page.on('dialog', (dialog) =>
    (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined),
  );
  return page;
}

/** Home route of each demo account (as the host computes it: preferred page, else first granted page). */
export const HOME_PATH = {
  admin: '/wolvo-team/dash-partner',
  'admin.team': '/wolvo-team/reclamation/inbox',
  client: '/client/home',
  'client.team': '/client/orders/order-of-the-day',
};

/** Signs in through the real login form and waits until the app left the login page. */
export async function loginAs(
  page,
  username,
  { lang = page.lang ?? 'fr', password = DEMO_PASSWORD } = {},
) {
  await page.goto(`/${lang}/login`);
  await page.locator('input[name="login"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="consent"]').check();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  // The shell is up once the sidebar navigation is rendered.
  await page.locator('nav').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Saves a full-page screenshot into e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

/** localStorage of the page as a plain object. */
export function storageOf(page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

/**
 * Publishes an event on the shell's bus the way a remote does: through the federation share scope,
 * which holds the one `@wolvo/shared/events` instance every container uses (no test hook exists in the host).
 */
export async function publishOnBus(page, name, payload) {
  return page.evaluate(
    async ([eventName, eventPayload]) => {
      const federation = globalThis.__FEDERATION__;
      if (!federation) throw new Error('no __FEDERATION__ global');
      const candidates = [];
      const visit = (node, depth) => {
        if (!node || typeof node !== 'object' || depth > 4) return;
        for (const [key, value] of Object.entries(node)) {
          if (key === '@wolvo/shared/events' && value && typeof value === 'object') {
            for (const entry of Object.values(value))
              if (entry && typeof entry === 'object') candidates.push(entry);
          } else visit(value, depth + 1);
        }
      };
      visit(federation.__SHARE__, 0);
      for (const entry of candidates) {
        let factory = entry.lib ?? null;
        if (!factory && typeof entry.get === 'function') factory = await entry.get();
        const mod = typeof factory === 'function' ? factory() : factory;
        const bus = mod?.eventBus ?? mod?.default?.eventBus;
        if (bus && typeof bus.publish === 'function') {
          bus.publish(eventName, eventPayload);
          return true;
        }
      }
      throw new Error(
        `@wolvo/shared not found in the share scope (${candidates.length} candidates)`,
      );
    },
    [name, payload],
  );
}

/** Signs `username` in without the form: stores the API's token and user before the page's scripts run. */
export async function signInByToken(context, stack, username) {
  const { token, user } = await stack.apiLogin(username);
  await context.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('wolvo.token', t);
      window.localStorage.setItem('wolvo.user', u);
    },
    [token, JSON.stringify(user)],
  );
  return { token, user };
}

/**
 * Signs `username` in by token (support/stack.mjs signInByToken) and opens their home page, for tests that
 * are not about the sign-in form: the page ends where loginAs leaves it, one page load sooner.
 */
export async function openHomeSignedIn(page, stack, username, { lang = page.lang ?? 'fr' } = {}) {
  await signInByToken(page.context(), stack, username);
  await page.goto(`/${lang}${HOME_PATH[username]}`);
  await page.locator('nav').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/**
 * One stack for a test file, started before its tests and stopped after them, and the worker's browser
 * (Debian's Chromium, see playwright.config.mjs). `assign` receives them, so the file keeps plain `stack`
 * and `browser` variables. `prepare` runs once the stack is up (data the file's tests share).
 * @example let stack, browser; useStackAndBrowser({ seedOrders: 20 }, (s, b) => ([stack, browser] = [s, b]));
 */
export function useStackAndBrowser(options, assign, prepare) {
  let stack = null;
  test.beforeAll(async ({ browser }) => {
    stack = await startStack(options);
    assign(stack, browser);
    await prepare?.(stack);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });
}
