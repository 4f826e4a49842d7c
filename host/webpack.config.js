const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('@wolvo/shared/build/webpack-base');
const { startEarlyScript } = require('./scripts/start-early');

/**
 * `<link rel="preload">` of the `login` chunk in index.html: every page runs bootstrap, which is in it, and
 * the browser would ask for it only once main.js has run (about 100 ms later with the CPU slowed 4x).
 */
class PreloadLoginChunkPlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('PreloadLoginChunkPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadLoginChunkPlugin',
        (data) => {
          const chunk = compilation.namedChunks.get('login');
          const file = chunk && [...chunk.files].find((f) => f.endsWith('.js'));
          if (file)
            data.headTags.unshift(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${compilation.outputOptions.publicPath}${file}`,
              }),
            );
          return data;
        },
      );
    });
  }
}

/** What a signed-in start imports first (src/index.ts, src/bootstrap.tsx), beside bootstrap's `login` chunk. */
const SIGNED_IN_START = [
  'src/app/app.tsx',
  'src/layout/area-layout.tsx',
  'src/app/preload-signed-in.ts',
  'src/app/first-remote-page.ts',
  '../shared/src/http/fetch.ts',
];
/** The texts of one language a signed-in start loads: the shell's (src/i18n/shell.ts) and shared's. */
const startTexts = (language) => [
  `src/i18n/shell/start/${language}.ts`,
  `src/i18n/shell/${language}.ts`,
  `../shared/src/i18n/locales/${language}.ts`,
];
/** Writes index.html's inline script (`startEarlyScript` of scripts/start-early.js) with this build's files. */
class StartEarlyPlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('StartEarlyPlugin', (compilation) => {
      // The chunks are found once split, before modules are concatenated (which hides their files);
      // their file names are known when the page is written.
      let chunks = null;
      compilation.hooks.afterOptimizeChunks.tap('StartEarlyPlugin', () => {
        const leaveOut = (chunk) => chunk.hasRuntime() || chunk.name === 'login';
        const common = loginChunk.chunksLoadedFor(SIGNED_IN_START);
        const byLanguage = Object.fromEntries(
          ['fr', 'en', 'ar'].map((language) => [
            language,
            [...loginChunk.chunksLoadedFor(startTexts(language))].filter(
              (chunk) => !common.has(chunk) && !leaveOut(chunk),
            ),
          ]),
        );
        chunks = { common: [...common].filter((chunk) => !leaveOut(chunk)), byLanguage };
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartEarlyPlugin',
        (data) => {
          if (!chunks) throw new Error('StartEarlyPlugin: no chunks found');
          const filesOf = (list) =>
            list.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))).sort();
          const common = filesOf(chunks.common);
          const byLanguage = Object.fromEntries(
            Object.entries(chunks.byLanguage).map(([language, list]) => [language, filesOf(list)]),
          );
          // main.js first: a deferred script is a low-priority request, which these preloads would queue.
          for (const tag of data.headTags)
            if (tag.tagName === 'script' && /\/main\.[0-9a-f]+\.js$/.test(tag.attributes.src ?? ''))
              tag.attributes.fetchpriority = 'high';
          const script = startEarlyScript(common, byLanguage, compilation.outputOptions.publicPath);
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
          return data;
        },
      );
    });
  }
}

/**
 * The packages the public pages' exposed modules import (`@mui/material/Paper`, `@wolvo/shared/ui/format/money`...):
 * each public page of `src/app/paths.ts` (PUBLIC_PAGES: its remote and expose) read from that remote's
 * federation config. These are the host's shared modules a signed-out phone may ask for.
 */
function publicPageImports() {
  const { packageImports } = require('@wolvo/shared/build/federation');
  const paths = fs.readFileSync(path.resolve(__dirname, 'src/app/paths.ts'), 'utf8');
  const files = [...paths.matchAll(/remote: '([a-z]+)',\s*expose: '([^']+)'/g)].map(
    ([, remote, expose]) => {
      const dir = path.resolve(__dirname, '..', `mfe-${remote}`);
      const file = require(path.join(dir, 'federation.config.js')).exposes[expose];
      if (!file) throw new Error(`publicPageImports: mfe-${remote} exposes no ${expose}`);
      return path.join(dir, file);
    },
  );
  if (!files.length) throw new Error('publicPageImports: no public page in src/app/paths.ts');
  return packageImports(files);
}

/**
 * Tiny helpers that many shared modules import and bootstrap does not: webpack gave `getReactElementRef`
 * (0.3 KB) a chunk of its own under 14 ids, and a page needing several of those modules (Tooltip, Popper,
 * Grow, Modal...) fetched the same file under up to 8 names at once. In `login`, which every page loads.
 */
const EVERY_PAGE = /[\\/]@mui[\\/]utils[\\/]getReactElementRef[\\/]/;

/**
 * Puts every module bootstrap needs into one `login` chunk: what `src/bootstrap.tsx` imports statically,
 * following shared modules to the host's own copy (a consumed module's fallback), never a dynamic
 * `import()` (the signed-in shell, the texts of one language, the sign-in call). Each shared module is its
 * own async chunk, so by default the login page fetched about 60 files (React, emotion, MUI's styling core,
 * i18next, each small module two of them have in common), each compressed alone; one file compresses
 * better and is one request. Every page of the host runs bootstrap, so the chunk is always loaded before a
 * remote asks the host for one of its modules.
 *
 * The login form (`src/app/login-app.tsx`, a dynamic import that `src/index.ts` starts beside bootstrap on
 * a login path) adds the MUI form parts a public page also uses (FormControl, OutlinedInput, Button...) to
 * that chunk, and its own code (but what `src/app/public-app.tsx` uses too, such as the crash screen and its icons) to a
 * `login-form` chunk with the icons only the form uses (`LOGIN_FORM_ONLY`; icons are not shared modules):
 * the public pages, which run bootstrap too, do not download the form. MUI components stay in `login`
 * when a public page uses them too (Alert, and IconButton inside it). The few that neither public page
 * uses (`LOGIN_FORM_ONLY_MUI`: the remember-me checkbox, the password field's adornment), with what only
 * they import, go to `login-form` (about 3 KB gzip less on a phone's first load): a signed-in page that
 * uses one downloads the form's few KB with it, once, when the login page has not already done so.
 */
const LOGIN_FORM_ONLY = /[\\/]@mui[\\/]icons-material[\\/]/;
const LOGIN_FORM_ONLY_MUI =
  /[\\/]@mui[\\/]material[\\/](Checkbox|FormControlLabel|InputAdornment)[\\/]/;
class LoginChunkPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LoginChunkPlugin', (compilation) => {
      this.compilation = compilation;
      this.sets = null;
      this.shell = null;
    });
  }

  /**
   * The modules reachable from the module of `file` without a dynamic import, not going past a module
   * whose resource matches `stop` (itself left out).
   */
  reachable(file, stop = null) {
    return this.reachableFrom([this.moduleOf(file)], stop);
  }

  /**
   * The chunks webpack loads for `files` (relative to the host's folder), each imported with `import()`:
   * the chunks of those imports, and of every shared module they reach without a dynamic import (what its
   * key loads). A module in several chunks counts only in those its loading asks for.
   */
  chunksLoadedFor(files) {
    const { moduleGraph, chunkGraph } = this.compilation;
    const found = new Set();
    const add = (block) => {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) found.add(chunk);
    };
    const starts = files.map((file) => this.moduleOf(file));
    for (const start of starts)
      for (const connection of moduleGraph.getIncomingConnections(start)) {
        const block = connection.dependency && moduleGraph.getParentBlock(connection.dependency);
        if (block?.constructor.name === 'AsyncDependenciesBlock') add(block);
      }
    for (const module of this.reachableFrom(starts)) {
      if (!/^(Consume|Provide)SharedModule$/.test(module.constructor.name)) continue;
      for (const block of module.blocks) add(block);
    }
    return found;
  }

  /** The module of `file` (relative to the host's folder). */
  moduleOf(file) {
    const found = [...this.compilation.modules].find(
      (m) => m.resource === path.resolve(__dirname, file),
    );
    if (!found) throw new Error(`LoginChunkPlugin: ${file} is not in the build`);
    return found;
  }

  /**
   * `reachable` from several modules. A shared module's own module (what a consumed or provided key
   * loads) is followed although it is a dynamic import: it is what the key stands for.
   */
  reachableFrom(starts, stop = null) {
    const { moduleGraph } = this.compilation;
    const seen = new Set();
    const queue = [...starts];
    while (queue.length) {
      const current = queue.pop();
      if (seen.has(current)) continue;
      if (stop && stop.test(current.resource ?? '')) continue;
      seen.add(current);
      const sharedKey = /^(Consume|Provide)SharedModule$/.test(current.constructor.name);
      for (const connection of moduleGraph.getOutgoingConnections(current)) {
        if (!connection.module || !connection.dependency) continue;
        const block = moduleGraph.getParentBlock(connection.dependency);
        const dynamic = block !== current && block?.constructor.name === 'AsyncDependenciesBlock';
        if (dynamic && !sharedKey) continue;
        queue.push(connection.module);
      }
    }
    return seen;
  }

  /**
   * `login` (bootstrap and the form's shared parts), `form` (the form's own code) and `publicApp` (what
   * the public pages' app reaches), computed once.
   */
  chunkSets() {
    if (!this.sets) {
      const login = this.reachable('src/bootstrap.tsx');
      const publicApp = this.reachable('src/app/public-app.tsx');
      // What the form reaches without going through the form-only MUI components (the rest is theirs).
      const withoutFormOnlyMui = this.reachable('src/app/login-app.tsx', LOGIN_FORM_ONLY_MUI);
      const form = new Set();
      for (const module of this.reachable('src/app/login-app.tsx')) {
        if (login.has(module)) continue;
        const own = module.resource?.startsWith(path.resolve(__dirname, 'src'));
        const formOnly =
          own || LOGIN_FORM_ONLY.test(module.resource ?? '') || !withoutFormOnlyMui.has(module);
        if (formOnly && !publicApp.has(module)) form.add(module);
        else login.add(module);
      }
      this.sets = { login, form, publicApp };
    }
    return this.sets;
  }

  /**
   * The signed-in shell's modules, one `shell` chunk: what the router's app and the area layout reach,
   * but what `login` and `login-form` have and what a public page may ask the host for (`publicModules`).
   * Each shared module was an async chunk of its own: a signed-in first page fetched about 60 small files
   * after bootstrap, six at a time, which took longer than their bytes (client home LCP 1.9 s -> 1.5 s).
   */
  inShell(module) {
    if (!this.shell) {
      const { login, form } = this.chunkSets();
      const publicModules = this.publicModules();
      // What the entry loads to find a signed-in first page's remote (routing, the page catalog): its own
      // small chunk, not the shell, which would then load before bootstrap has even run.
      const catalog = this.reachable('src/app/first-remote-page.ts');
      this.shell = new Set(
        [
          ...this.reachable('src/app/app.tsx'),
          ...this.reachable('src/layout/area-layout.tsx'),
        ].filter((m) => !login.has(m) && !form.has(m) && !publicModules.has(m) && !catalog.has(m)),
      );
    }
    return this.shell.has(module);
  }

  /**
   * What a public page (PUBLIC_PAGES: the tracking page, the roulette) may load from the host: the shared
   * modules its remote's exposed page imports and all they reach, and what `src/app/public-app.tsx`
   * reaches. None of it may go to `shell`, or a phone opening a slip's QR code would download the whole
   * signed-in shell (e2e/tests/tracking.test.mjs checks that it does not).
   */
  publicModules() {
    const keys = publicPageImports();
    const starts = [...this.compilation.modules].filter((m) =>
      keys.has(m.options?.shareKey ?? m._name),
    );
    return new Set([...this.reachableFrom(starts), ...this.chunkSets().publicApp]);
  }

  inLogin(module) {
    return this.chunkSets().login.has(module) || EVERY_PAGE.test(module.resource ?? '');
  }

  inForm(module) {
    return this.chunkSets().form.has(module);
  }
}
const loginChunk = new LoginChunkPlugin();

module.exports = createWebpackConfig({
  dir: __dirname,
  port: 3000,
  federation: require('./federation.config.js'),
  // The shell is served from the site root with SPA fallback, so chunks load from absolute paths.
  publicPath: '/',
  plugins: () => [
    // public/ (remotes.json, favicon) into the output, unhashed; the page is src/index.html.
    new CopyPlugin({
      patterns: [
        { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
      ],
    }),
    loginChunk,
    new PreloadLoginChunkPlugin(),
    new StartEarlyPlugin(),
  ],
  // The files a first page runs nearly whole: the federation runtime, bootstrap and the login form, a public
  // page's loader and fetch client. Not `shell`: a page runs a part of it, and waited for its whole compile.
  eagerChunks: (chunk) =>
    ['main', 'login', 'login-form', 'remotes', 'public-http'].includes(chunk.name),
  cacheGroups: {
    login: {
      name: 'login',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) => Boolean(module.resource) && loginChunk.inLogin(module),
    },
    // What only an Arabic page needs first, one file: the right-to-left style plugin and the first shell texts.
    arabic: {
      name: 'arabic',
      chunks: 'async',
      enforce: true,
      priority: 30,
      test: (module) =>
        /[\\/]shared[\\/]src[\\/]ui[\\/]theme[\\/]rtl-plugin\.ts$|[\\/]src[\\/]i18n[\\/]shell[\\/](start|crash)[\\/]ar\.ts$/.test(
          module.resource ?? '',
        ),
    },
    // A public page's few host modules as one file each instead of several small ones (each compressed
    // alone): the remote loader and its views with the public app, and the fetch client with its errors.
    remotes: {
      name: 'remotes',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) =>
        /[\\/]host[\\/]src[\\/](remotes[\\/](?!.*\.test\.)|app[\\/]public-app\.tsx$)|[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]/.test(
          module.resource ?? '',
        ),
    },
    publicHttp: {
      name: 'public-http',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) =>
        /[\\/]shared[\\/]src[\\/]http[\\/](fetch|errors|error-text)\.ts$/.test(
          module.resource ?? '',
        ),
    },
    shell: {
      name: 'shell',
      chunks: 'async',
      enforce: true,
      priority: 10,
      test: (module) => Boolean(module.resource) && loginChunk.inShell(module),
    },
    loginForm: {
      name: 'login-form',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) => Boolean(module.resource) && loginChunk.inForm(module),
    },
  },
});
