/**
 * @jest-environment node
 */
// LoginChunkPlugin, PreloadLoginChunkPlugin and StartEarlyPlugin (webpack.config.js) find modules and
// chunks through webpack's and the federation plugin's internals: the class names `ConsumeSharedModule`,
// `ProvideSharedModule` and `AsyncDependenciesBlock`, a shared module's `options.shareKey` or private
// `_name`, the chunk graph, html-webpack-plugin's hooks. An upgrade of webpack, @module-federation/enhanced
// or html-webpack-plugin that changes one of them would leave the plugins finding nothing and the
// build passing, with 60 files on the login page again. This builds the host's config on a tiny stand-in
// of its sources (scripts/tiny-host-build.js) and checks what each plugin did.
// Why the plugins exist: README.md, "Decisions", the items "Login page weight" (login chunk) and
// "Signed-in first page" (shell chunk, index.html's inline script).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const vm = require('node:vm');

let build;
beforeAll(() => {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'tiny-host-build.js')], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`tiny-host-build.js failed:\n${result.stderr}`);
  build = JSON.parse(result.stdout);
});

/** The names of the chunks holding the module of `file` (relative to the workspace). */
const chunksOf = (file) =>
  build.chunks.filter((chunk) => chunk.modules.includes(file)).map((chunk) => chunk.name);
/** The JavaScript files of the chunks holding `file`. */
const filesOf = (file) =>
  build.chunks
    .filter((chunk) => chunk.modules.includes(file))
    .flatMap((chunk) => chunk.files.filter((name) => name.endsWith('.js')));

it('finds the federation plugin’s shared modules by the class names and keys the plugins read', () => {
  expect(build.sharedKeys).toEqual(
    expect.arrayContaining([
      { kind: 'ConsumeSharedModule', key: '@wolvo/shared/contracts/core' },
      { kind: 'ProvideSharedModule', key: '@wolvo/shared/contracts/core' },
    ]),
  );
});

describe('LoginChunkPlugin', () => {
  it('puts bootstrap and the shared modules it imports statically into one login chunk', () => {
    expect(chunksOf('host/src/bootstrap.tsx')).toEqual(['login']);
    // Reached through the consumed module's async block: found only by its class name.
    expect(chunksOf('shared/src/i18n/index.ts')).toEqual(['login']);
    // A dynamic import of bootstrap stays out.
    expect(chunksOf('host/src/app/app.tsx')).not.toContain('login');
  });

  it('puts the login form’s own code into login-form', () => {
    expect(chunksOf('host/src/app/login-app.tsx')).toEqual(['login-form']);
  });

  it('puts the signed-in shell into one chunk, but for what a public page may ask the host for', () => {
    expect(chunksOf('host/src/app/app.tsx')).toEqual(['shell']);
    expect(chunksOf('host/src/layout/area-layout.tsx')).toEqual(['shell']);
    expect(chunksOf('shared/src/session/index.ts')).toEqual(['shell']);
    // Imported by the remotes' public pages: found by its shared key.
    expect(chunksOf('shared/src/contracts/core.ts')).toHaveLength(1);
    expect(chunksOf('shared/src/contracts/core.ts')).not.toContain('shell');
  });
});

it('PreloadLoginChunkPlugin preloads the login chunk from index.html', () => {
  const [login] = filesOf('host/src/bootstrap.tsx');
  expect(login).toMatch(/^login\.[0-9a-f]{8}\.js$/);
  expect(build.html).toContain(`<link rel="preload" as="script" href="/${login}">`);
});

describe('StartEarlyPlugin', () => {
  /** Runs index.html's inline script at `pathname` with a stored client session; the files it preloads. */
  function preloadsAt(pathname) {
    const [, script] = /<script>([\s\S]*?)<\/script>/.exec(build.html) ?? [];
    expect(script).toContain('startEarly');
    const preloads = [];
    const stored = {
      'wolvo.token': 'token',
      'wolvo.user': JSON.stringify({ role: 'clientPersonnel' }),
    };
    const browser = {
      location: { pathname },
      localStorage: { getItem: (key) => stored[key] ?? null },
      fetch: () => new Promise(() => {}),
      document: {
        createElement: () => ({}),
        head: { appendChild: (link) => preloads.push(link.href.replace(/^\//, '')) },
      },
    };
    browser.window = browser;
    vm.runInNewContext(script, browser);
    return preloads;
  }

  it('preloads the chunks of a signed-in start and the texts of the page’s language', () => {
    const preloads = preloadsAt('/fr/client/home');
    for (const file of [
      'host/src/app/app.tsx',
      'host/src/layout/area-layout.tsx',
      'host/src/app/preload-signed-in.ts',
      'host/src/app/first-remote-page.ts',
      'shared/src/http/fetch.ts',
      'shared/src/session/index.ts',
      'host/src/i18n/shell/start/fr.ts',
      'host/src/i18n/shell/fr.ts',
      'shared/src/i18n/locales/fr.ts',
    ]) {
      expect(filesOf(file).length).toBeGreaterThan(0);
      for (const name of filesOf(file)) expect(preloads).toContain(name);
    }
    for (const file of ['host/src/i18n/shell/en.ts', 'host/src/bootstrap.tsx'])
      for (const name of filesOf(file)) expect(preloads).not.toContain(name);
  });

  it('asks for main.js first', () => {
    const [main] = /<script [^>]*src="\/main\.[0-9a-f]+\.js"[^>]*>/.exec(build.html) ?? [];
    expect(main).toContain('fetchpriority="high"');
  });
});
