// The webpack configuration the host and the six remotes have in common. Plain CommonJS, required as
// `@wolvo/shared/build/webpack-base`.
const path = require('node:path');
const zlib = require('node:zlib');

/** Sources of @wolvo/shared: every container compiles them (the `source` export condition). */
const SHARED_SRC = path.resolve(__dirname, '../src');
const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';

/**
 * Loads a build tool as installed for the package in `dir` (each container pins its own webpack plugins;
 * this package does not depend on them).
 */
function requireFrom(dir, id) {
  return require(require.resolve(id, { paths: [dir] }));
}

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as a file's first line (Chrome 136+), on the
 * chunks `eager(chunk)` selects: files a first page runs almost whole. V8 then compiles all their functions
 * while the file streams in, on a background thread, instead of one by one on the main thread when each
 * is first called (a login at 4x CPU spent about a third of its main thread in such lazy compiles). Not for
 * chunks of which a page runs a small part (echarts, a spreadsheet library): compiling unused code costs.
 * After minification (which drops comments), before the content hash.
 */
class CompileHintsPlugin {
  constructor(eager) {
    this.eager = eager;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.eager(chunk)) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
                );
          }
        },
      );
    });
  }
}

/**
 * The `.gz` and `.br` files of a production build's text files, written beside them: the remotes' static
 * server (scripts/serve-static.mjs) sends them as they are instead of compressing each answer. Brotli at
 * its best quality, too slow for each request but paid once per build.
 */
function precompressPlugins(dir) {
  const CompressionPlugin = requireFrom(dir, 'compression-webpack-plugin');
  const common = { test: /\.(js|json|html|css|svg)$/, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      },
    }),
  ];
}

/** Loader rules: TypeScript/JSX of the package and of @wolvo/shared through swc, images as assets. */
function moduleRules({ dir, production }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      include: [path.resolve(dir, 'src'), SHARED_SRC],
      exclude: /\.test\.[jt]sx?$/,
      use: {
        loader: 'swc-loader',
        options: {
          // Ignore the workspace .swcrc (CommonJS, for the API's build of shared/dist): swc finds it from
          // shared/src, and CommonJS `require` makes webpack resolve packages through their `require`
          // export condition (MUI's CommonJS files), which defeats tree shaking and federation sharing.
          swcrc: false,
          module: { type: 'es6' },
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
    {
      // A name the react-i18next facade does not export is a build error, not `undefined` at run time.
      test: /react-i18next-facade\.mjs$/,
      parser: { exportsPresence: 'error' },
    },
    {
      // MUI's own imports of the @mui/system barrel become deep imports (see the loader for why).
      test: /[\\/]@mui[\\/]material[\\/].*\.mjs$/,
      use: path.resolve(__dirname, 'mui-system-imports-loader.js'),
    },
    {
      // No CSS-variables theme code in any container (see the loader for why).
      test: /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/,
      use: path.resolve(__dirname, 'mui-no-css-vars-loader.js'),
    },
    {
      // A name the @emotion/react facade does not export is a build error too.
      test: /emotion-react-facade\.mjs$/,
      parser: { exportsPresence: 'error' },
    },
    {
      // Only emotion's `withTheme`, which the facade leaves out, uses hoist-non-react-statics; emotion's
      // index also imports it for its side effects, which it has none of (CommonJS is never assumed free).
      test: /[\\/](hoist-non-react-statics|@emotion[\\/]react[\\/]_isolated-hnrs)[\\/]/,
      sideEffects: false,
    },
    {
      // A name the @mui/material/styles facade does not find is a build error too.
      test: /mui-styles-facade\.mjs$/,
      parser: { exportsPresence: 'error' },
    },
    { test: /\.(png|jpe?g|svg|gif|webp)$/i, type: 'asset' },
  ];
}

/**
 * Module resolution of a container's sources: the facades of the shared libraries and @wolvo/shared's
 * TypeScript sources. `server` (the login page's prerender, run by Node) takes emotion's build that
 * checks for a document at run time instead of the browser build, which assumes one.
 */
function resolveOptions(dir, { server = false } = {}) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      // The shared react-i18next is a facade of the few names the app uses (see the file for why).
      'react-i18next$': path.resolve(__dirname, 'react-i18next-facade.mjs'),
      'react-i18next-package$': path.join(
        path.dirname(require.resolve('react-i18next/package.json', { paths: [dir] })),
        'dist/es/index.js',
      ),
      // The shared @emotion/react is a facade of the names MUI and the app use (see the file for why).
      '@emotion/react$': path.resolve(__dirname, 'emotion-react-facade.mjs'),
      'emotion-react-package$': path.join(
        path.dirname(require.resolve('@emotion/react/package.json', { paths: [dir] })),
        server ? 'dist/emotion-react.esm.js' : 'dist/emotion-react.browser.esm.js',
      ),
      // The shared `@mui/material/styles` is a facade of the names the app uses (see the file for
      // why); it reaches MUI's files by path, which the package's exports do not list.
      '@mui/material/styles$': path.resolve(__dirname, 'mui-styles-facade.mjs'),
      'mui-material-internal': path.dirname(
        require.resolve('@mui/material/package.json', { paths: [dir] }),
      ),
      // One stylis: the RTL plugin and its prefixer (Arabic) use the one emotion already bundles
      // (the login page fetched a second copy, about 5 KB gzip, for Arabic).
      stylis$: path.join(
        path.dirname(
          require.resolve('stylis/package.json', {
            paths: [path.dirname(require.resolve('@emotion/cache/package.json', { paths: [dir] }))],
          }),
        ),
        'index.js',
      ),
    },
    // `source` first: @wolvo/shared resolves to its TypeScript sources.
    conditionNames: ['source', '...'],
  };
}

/**
 * A remote's production build relies on the host for what the host provides: the libraries (React, MUI,
 * emotion, i18next) and the entries of @wolvo/shared the host imports (`hostSharedEntries`). Their
 * shared keys get `import: false`, so the remote bundles no fallback copy of them and its remoteEntry.js
 * lists no provider for them (each key was listed twice, with the chunks of its fallback: about half of
 * the file). The host provides every library key a remote uses (`REMOTE_ONLY_MUI` in `federation.js` and
 * its test). The other entries of @wolvo/shared (paged list, page heading...) and the libraries the host
 * does not provide (`OPTIONAL_SINGLETONS`: TanStack Query) keep their fallback.
 */
function hostProvided(shared) {
  const { hostSharedEntries, OPTIONAL_SINGLETONS } = require('./federation');
  const libraries = Object.fromEntries(
    Object.entries(shared).map(([key, config]) =>
      key.startsWith('@wolvo/shared') || key in OPTIONAL_SINGLETONS
        ? [key, config]
        : [key, { ...config, import: false }],
    ),
  );
  const entries = Object.fromEntries(
    [...hostSharedEntries()].map((entry) => [
      entry,
      { ...shared['@wolvo/shared/'], import: false },
    ]),
  );
  return { ...libraries, ...entries };
}

/**
 * One federation runtime per page: the host (it exposes nothing) puts its runtime core on the page
 * (`provideExternalRuntime`, the global `_FEDERATION_RUNTIME_CORE`), and a remote's production build uses
 * it instead of bundling its own (`externalRuntime`): about 20 KB gzip less in every remoteEntry.js, the
 * first file of each remote a page waits for. A remote's dev build (`pnpm dev`, its standalone page
 * without the host) keeps its own runtime; its production build runs only inside the host.
 */
function withExternalRuntime(dir, federation, production) {
  const exposes = Object.keys(federation.exposes ?? {}).length > 0;
  if (exposes) {
    if (!production) return federation;
    return {
      ...federation,
      shared: hostProvided(federation.shared),
      experiments: { ...federation.experiments, externalRuntime: true },
    };
  }
  // What `provideExternalRuntime: true` adds, but the plugin's ES module build: its CommonJS one (what the
  // option resolves) pulls the CommonJS build of the runtime core, a second copy (22 KB gzip) next to the ES
  // one the host already runs.
  const enhanced = path.dirname(
    require.resolve('@module-federation/enhanced/webpack', { paths: [dir] }),
  );
  const inject = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return {
    ...federation,
    runtimePlugins: [
      ...(federation.runtimePlugins ?? []),
      path.join(path.dirname(inject), path.basename(inject).replace(/\.cjs$/, '.js')),
    ],
  };
}

/**
 * MUI components a page uses together, one file each group instead of one per component (each is a
 * shared module, so its own async chunk): a page with a table fetched seven files of 0.2-1.6 KB gzip at
 * once, queued six at a time per origin over HTTP/1.1. Below the containers' own groups (the host's
 * `login` and `shell` keep what their pages need).
 */
const USED_TOGETHER = {
  muiTable: {
    name: 'mui-table',
    test: /[\\/]@mui[\\/]material[\\/](Table|TableBody|TableCell|TableContainer|TableHead|TableRow|TableFooter)[\\/]/,
    chunks: 'async',
    enforce: true,
    priority: 5,
  },
  muiToggleButton: {
    name: 'mui-toggle-button',
    test: /[\\/]@mui[\\/]material[\\/](ToggleButton|ToggleButtonGroup)[\\/]/,
    chunks: 'async',
    enforce: true,
    priority: 5,
  },
};

/**
 * A container's webpack config: `src/index.ts` (asynchronous entry) built into `dist/` with [contenthash]
 * names, the Module Federation plugin with `federation`, `htmlTemplate` as the page, and a dev server
 * on `port` that proxies /api to the API (API_TARGET, 127.0.0.1:8080 by default).
 *
 * @param {object} options
 * @param {string} options.dir the package folder (its `__dirname`)
 * @param {number} options.port dev server port
 * @param {object} options.federation ModuleFederationPlugin options (its `name` is the output's uniqueName)
 * @param {string} options.publicPath where chunks load from
 * @param {object} [options.headers] extra dev server response headers
 * @param {(production: boolean) => object[]} [options.plugins] extra webpack plugins
 * @param {string} [options.htmlTemplate] the page template (default `src/index.html` of the package)
 * @param {string} [options.title] the page title, for templates that print it
 * @param {object} [options.cacheGroups] extra splitChunks cache groups
 * @returns {(env: unknown, argv: { mode?: string }) => object} the config function webpack-cli calls
 */
function createWebpackConfig({
  dir,
  port,
  federation,
  publicPath,
  headers,
  plugins = () => [],
  htmlTemplate = path.resolve(dir, 'src/index.html'),
  title,
  cacheGroups = {},
  eagerChunks = () => false,
}) {
  const { ModuleFederationPlugin } = requireFrom(dir, '@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requireFrom(dir, 'html-webpack-plugin');
  return (_env, argv = {}) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: resolveOptions(dir),
      module: { rules: moduleRules({ dir, production }) },
      plugins: [
        new ModuleFederationPlugin(withExternalRuntime(dir, federation, production)),
        new HtmlWebpackPlugin({ template: htmlTemplate, title, publicPath: '/' }),
        new CompileHintsPlugin(eagerChunks),
        ...plugins(production),
        ...(production ? precompressPlugins(dir) : []),
      ],
      // Every shared module is its own async chunk, and MUI's files import each other by relative path, so
      // by default small common modules (Typography, SvgIcon, transitions, createStyled) were copied into
      // each chunk that needs them (about a tenth of the login page's code). Extract them once instead.
      optimization: {
        splitChunks: {
          chunks: 'async',
          minSize: 3000,
          cacheGroups: { ...USED_TOGETHER, ...cacheGroups },
        },
      },
      performance: { hints: false },
      // federation.js's STATELESS entries are left out of the `@wolvo/shared/` key by its `exclude`, which
      // the plugin flags on every other entry of the (singleton) key; those stay one instance each.
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
      devServer: {
        host: '127.0.0.1',
        port,
        historyApiFallback: true,
        hot: false,
        static: false,
        ...(headers ? { headers } : {}),
        client: { overlay: { runtimeErrors: false } },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
      },
    };
  };
}

/**
 * A page's prerender built for Node: `entry` (a file of the package in `dir`) into one CommonJS file,
 * `dist-prerender/<name>.cjs`. The same loaders and module resolution as the browser build (so the same
 * texts, theme and components), but no federation: React, MUI and emotion are bundled, with emotion's
 * server build. Not minified: Node reads it once, and a failure then has a readable stack.
 */
function createPrerenderConfig({ dir, entry }) {
  const webpack = requireFrom(dir, 'webpack');
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry,
    output: {
      path: path.resolve(dir, 'dist-prerender'),
      filename: `${path.basename(entry).replace(/\.[jt]sx?$/, '')}.cjs`,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions(dir, { server: true }),
    module: { rules: moduleRules({ dir, production: true }) },
    optimization: { minimize: false },
    // Dynamic imports (the texts) in the same file.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

module.exports = {
  createPrerenderConfig,
  createWebpackConfig,
  moduleRules,
  requireFrom,
  resolveOptions,
};
