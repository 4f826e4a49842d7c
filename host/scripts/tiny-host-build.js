// Test support of scripts/webpack-plugins.test.js, run by it in a child process (as webpack-cli runs a
// build): builds the host's webpack config (webpack.config.js, its own plugins and split chunks) on a
// tiny stand-in of the host's sources, and prints what the plugins made of it as JSON. The files the
// plugins look for (src/bootstrap.tsx, src/app/app.tsx...) keep their paths but get a few lines of
// content (`SOURCES`, read through webpack's input file system); the federation plugin shares only
// `@wolvo/shared/` entries. A build of a few dozen modules, about 2 s here.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const host = path.resolve(__dirname, '..');
const requireFromHost = (id) => require(require.resolve(id, { paths: [host] }));

/** The stand-in sources, by path relative to the host's folder. */
const SOURCES = {
  // The entry asks for each file the signed-in start preloads (StartEarlyPlugin's SIGNED_IN_START and
  // the texts of each language), as the real entry and bootstrap do.
  'src/index.ts': `
    import('./bootstrap');
    import('./app/login-app');
    import('./app/public-app');
    import('./app/app');
    import('./layout/area-layout');
    import('./app/preload-signed-in');
    import('./app/first-remote-page');
    import('@wolvo/shared/http/fetch');
    import('./i18n/shell/start/fr');
    import('./i18n/shell/fr');
    import('@wolvo/shared/i18n/locales/fr');
    import('./i18n/shell/start/en');
    import('./i18n/shell/en');
    import('@wolvo/shared/i18n/locales/en');
    import('./i18n/shell/start/ar');
    import('./i18n/shell/ar');
    import('@wolvo/shared/i18n/locales/ar');
  `,
  // A shared module imported statically (into `login`), the signed-in app dynamically (not into it).
  'src/bootstrap.tsx': `
    import { i18n } from '@wolvo/shared/i18n';
    export const start = () => i18n + import('./app/app');
  `,
  '../shared/src/i18n/index.ts': `export const i18n = 'i18n';`,
  'src/app/login-app.tsx': `export const LoginApp = 'login form';`,
  'src/app/public-app.tsx': `export const PublicApp = 'public app';`,
  // The shell imports one entry a public page imports too (`@wolvo/shared/contracts/core`, found in
  // the remotes' exposed pages), which must stay out of `shell`, and one it alone uses.
  'src/app/app.tsx': `
    import { ROLES } from '@wolvo/shared/contracts/core';
    import { session } from '@wolvo/shared/session';
    export const App = [ROLES, session];
  `,
  '../shared/src/contracts/core.ts': `export const ROLES = 'roles';`,
  '../shared/src/session/index.ts': `export const session = 'session';`,
  'src/layout/area-layout.tsx': `export const AreaLayout = 'layout';`,
  'src/app/preload-signed-in.ts': `export const preload = 'preload';`,
  'src/app/first-remote-page.ts': `export const first = 'first page';`,
  '../shared/src/http/fetch.ts': `export const fetchGet = 'fetch';`,
  ...Object.fromEntries(
    ['fr', 'en', 'ar'].flatMap((language) => [
      [`src/i18n/shell/start/${language}.ts`, `export default 'start ${language}';`],
      [`src/i18n/shell/${language}.ts`, `export default 'shell ${language}';`],
      [`../shared/src/i18n/locales/${language}.ts`, `export default 'shared ${language}';`],
    ]),
  ),
};

/** The plugins of webpack.config.js under test (the others copy files or compress: not needed here). */
const KEPT_PLUGINS = [
  'HtmlWebpackPlugin',
  'LoginChunkPlugin',
  'PreloadLoginChunkPlugin',
  'StartEarlyPlugin',
];

function tinyConfig(outputPath) {
  const config = require(path.join(host, 'webpack.config.js'))({}, { mode: 'production' });
  const { ModuleFederationPlugin } = requireFromHost('@module-federation/enhanced/webpack');
  const { federationDefaults } = require('@wolvo/shared/build/federation');
  const kept = config.plugins.filter((plugin) => KEPT_PLUGINS.includes(plugin.constructor.name));
  if (kept.length !== KEPT_PLUGINS.length)
    throw new Error(
      `tiny-host-build: webpack.config.js has ${kept.map((p) => p.constructor.name)}, not ${KEPT_PLUGINS}`,
    );
  return {
    ...config,
    cache: false,
    output: { ...config.output, path: outputPath, clean: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federationDefaults,
        manifest: false,
        name: 'wolvo_host',
        shared: { '@wolvo/shared/': { singleton: true, requiredVersion: false } },
      }),
      ...kept,
    ],
    // Readable output: one module per module, unminified (the plugins act before either step).
    optimization: { ...config.optimization, minimize: false, concatenateModules: false },
    infrastructureLogging: { level: 'error' },
  };
}

/** Webpack's input file system, reading `SOURCES` instead of the files at their paths. */
function withSources(inputFileSystem) {
  const sources = new Map(
    Object.entries(SOURCES).map(([file, text]) => [path.resolve(host, file), Buffer.from(text)]),
  );
  return new Proxy(inputFileSystem, {
    get(target, property) {
      if (property === 'readFile')
        return (file, ...rest) => {
          const callback = rest.pop();
          if (sources.has(file)) return process.nextTick(callback, null, sources.get(file));
          return target.readFile(file, ...rest, callback);
        };
      const value = target[property];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Builds, then prints `{ chunks, sharedKeys, html }`: each chunk's name (or id), files and modules
 * (their paths relative to the workspace), the key of each consumed or provided shared module as the
 * plugins read it, and index.html.
 */
function main() {
  const webpack = requireFromHost('webpack');
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'wolvo-tiny-host-'));
  const compiler = webpack(tinyConfig(outputPath));
  compiler.inputFileSystem = withSources(compiler.inputFileSystem);
  const root = path.resolve(host, '..');
  compiler.run((error, stats) => {
    try {
      if (error) throw error;
      if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
      const { compilation } = stats;
      const { chunkGraph } = compilation;
      const chunks = [...compilation.chunks].map((chunk) => ({
        name: chunk.name ?? String(chunk.id),
        files: [...chunk.files],
        modules: [...chunkGraph.getChunkModulesIterable(chunk)]
          .map((module) => module.resource && path.relative(root, module.resource))
          .filter(Boolean),
      }));
      // What LoginChunkPlugin reads of a shared module: its class name and its key.
      const sharedKeys = [...compilation.modules]
        .filter((module) => /^(Consume|Provide)SharedModule$/.test(module.constructor.name))
        .map((module) => ({
          kind: module.constructor.name,
          key: module.options?.shareKey ?? module._name,
        }));
      const html = fs.readFileSync(path.join(outputPath, 'index.html'), 'utf8');
      process.stdout.write(JSON.stringify({ chunks, sharedKeys, html }));
      compiler.close(() => fs.rmSync(outputPath, { recursive: true, force: true }));
    } catch (failure) {
      fs.rmSync(outputPath, { recursive: true, force: true });
      console.error(failure);
      process.exitCode = 1;
    }
  });
}

if (require.main === module) main();

module.exports = { SOURCES };
