// Module Federation settings every container (the host and the six remotes) has in common.
// Plain CommonJS: webpack configs require it as `@wolvo/shared/build/federation`.
const path = require('node:path');

/**
 * MUI components some remote (or an entry of @wolvo/shared the host does not load) uses and the host does
 * not import, each a key of its own that the host provides (its copy is registered first and `loaded-first`
 * never replaces it). Through the `@mui/material/` prefix alone a remote used its own copy, whose relative
 * imports of MUI's internal files (contexts included) are the remote's, while the parts the host imports
 * are the host's: a remote's `Select` opened a remote `Menu` around the host's `MenuItem`, which threw
 * "MenuListContext is missing", and a host `FormControl` gave a remote `Select` no form control. Parts
 * that meet through a context (Table and TableCell, RadioGroup and Radio, Tabs and Tab) must come from the
 * same container, hence the whole family here. A provided module is its own chunk, fetched only when a
 * page uses it. `shared/src/federation-sharing.test.ts` fails when a remote imports a component that neither
 * the host, shared nor this list names; the keys the host provides are in its build (`host/dist/main.*.js`).
 */
const REMOTE_ONLY_MUI = [
  'Autocomplete',
  'Breadcrumbs',
  'CardActionArea',
  'CardActions',
  'CircularProgress',
  'FormGroup',
  'FormLabel',
  'LinearProgress',
  'ListItem',
  'ListSubheader',
  'NativeSelect',
  'Pagination',
  'Radio',
  'RadioGroup',
  'Select',
  'Skeleton',
  'Tab',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TablePagination',
  'TableRow',
  'Tabs',
  'ToggleButton',
  'ToggleButtonGroup',
];

/**
 * Keys shared as one instance by every container (one React, one MUI theme and emotion cache, one i18n
 * instance, one bus, one router), mapped to the dependency whose version range they require.
 *
 * rxjs is not a key of its own: only the event bus (`@wolvo/shared/events`, itself one shared instance) uses it,
 * so it is bundled there, tree-shaken to the few operators the bus needs, instead of the whole shared barrel
 * (about 15 KB gzip on every signed-in page).
 *
 * react-router is not a key of its own: the one router lives in the `@wolvo/shared/router` entry, which
 * holds only the parts of react-router the app uses (the shared barrel alone was 61 KB gzip on the login
 * page). Importing `react-router-dom` directly elsewhere would make a second router context; lint forbids it.
 *
 * A key ending in `/` shares every subpath import of the package. `@mui/material/` matters: every icon
 * of @mui/icons-material imports `@mui/material/SvgIcon`, and @wolvo/shared imports components one by one
 * (`@mui/material/Box`); the bare key does not match those, so each container would bundle a second copy
 * of MUI's internals (styles, default props and RTL contexts) next to the shared one. With it a remote
 * downloads no MUI code for the components the host provides. A component only remotes use is provided by
 * the host too (REMOTE_ONLY_MUI below): MUI's internal files are relative imports, not shared keys, so a
 * remote's own copy of a component would carry its own copies of MUI's contexts.
 */
const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  '@mui/material': '@mui/material',
  '@mui/material/': '@mui/material',
  '@mui/system': '@mui/material',
  '@mui/utils': '@mui/material',
  '@mui/styled-engine': '@mui/material',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@emotion/cache': '@emotion/cache',
  ...Object.fromEntries(REMOTE_ONLY_MUI.map((name) => [`@mui/material/${name}`, '@mui/material'])),
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // Every entry of @wolvo/shared (`@wolvo/shared/i18n`, `/http`, `/ui/theme`...) is its own singleton, so a
  // page pays only for the entries it imports; shared's entries import each other by these names too.
  '@wolvo/shared/': null,
};

/**
 * Entries of @wolvo/shared that hold no state and are a few hundred bytes: each container bundles its own
 * copy instead of sharing one. A shared entry is a chunk of its own fetched at run time (one more request
 * per entry a page uses) and a line in every provider's share-scope table (the host's is in the login
 * page's first download); these have nothing to keep as one instance. `contracts/<area>/endpoints` are
 * the areas' operations (method and path), `contracts/<area>/rules` the checks a form shares with the
 * API, `form` the react-hook-form resolvers over them, `http/api` the typed client on the shared axios
 * client (which stays one instance). `contracts/rules` and `form` go together: the first sets the error
 * messages of its TypeBox copy, which must be the copy the second's resolver checks with (TypeBox is not
 * shared), so both are bundled by the container whose form uses them.
 */
const STATELESS = /^(contracts\/([a-z-]+\/)?(endpoints|rules)|form|http\/api)$/;

/**
 * Singletons a container shares only when it depends on them: a library some pages use (TanStack Query's
 * cache and its React context must be one instance across remotes, like React's). The login page and the
 * public pages download nothing of it. The first container that loads it provides it to the others
 * (`loaded-first`); on a signed-in page that is the host, whose header search uses it.
 */
const OPTIONAL_SINGLETONS = { '@tanstack/react-query': '@tanstack/react-query' };

/** The shared keys webpack-base.js resolves to a facade of @wolvo/shared, and the package each stands for. */
const FACADES = {
  'react-i18next': 'react-i18next',
  '@emotion/react': '@emotion/react',
  '@mui/material/styles': '@mui/material',
};

/**
 * The `shared` option of a container: every key of SINGLETONS as a singleton, requiring the version range
 * of `deps` (the container's package.json dependencies). `@wolvo/shared` is a workspace package whose range
 * ("workspace:*") is not semver, so any version is accepted. The host passes `provideRemoteOnlyMuiFrom`
 * (its directory) to provide REMOTE_ONLY_MUI although it never imports them.
 */
function sharedSingletons(deps, { provideRemoteOnlyMuiFrom } = {}) {
  const shared = Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, dependency]) => {
      if (dependency && !deps[dependency]) {
        throw new Error(
          `sharedSingletons: "${dependency}" (for "${key}") is missing from the dependencies`,
        );
      }
      const config = { singleton: true, requiredVersion: dependency ? deps[dependency] : false };
      return [
        key,
        key === '@wolvo/shared/' ? { ...config, exclude: { request: STATELESS } } : config,
      ];
    }),
  );
  for (const [key, dependency] of Object.entries(OPTIONAL_SINGLETONS)) {
    if (deps[dependency]) shared[key] = { singleton: true, requiredVersion: deps[dependency] };
  }
  // The facades (webpack-base.js's aliases) are files of @wolvo/shared, whose version webpack would give
  // them: the runtime then warned on every page that it did not satisfy the package's range.
  // `@mui/material/styles` gets a key of its own (else the `@mui/material/` prefix's) to carry its version.
  for (const [key, pkg] of Object.entries(FACADES)) {
    shared[key] = {
      singleton: true,
      requiredVersion: deps[pkg],
      version: require(`${pkg}/package.json`).version,
    };
  }
  if (provideRemoteOnlyMuiFrom) {
    // A package request is provided only when the container imports it; an absolute path is provided
    // anyway (its own lazy chunk). The ESM file, as webpack resolves the import condition.
    // A path has no package.json to read the version from: it is given (else "0", which loses to any remote's).
    const manifest = require.resolve('@mui/material/package.json', {
      paths: [provideRemoteOnlyMuiFrom],
    });
    const { version } = require(manifest);
    for (const name of REMOTE_ONLY_MUI) {
      Object.assign(shared[`@mui/material/${name}`], {
        import: path.join(path.dirname(manifest), name, 'index.mjs'),
        version,
      });
    }
  }
  return shared;
}

/** Options every container uses. */
const federationDefaults = {
  // The default strategy loads every remote entry at start-up, so one remote that is down would break the boot.
  shareStrategy: 'loaded-first',
  // The dts plugin imports `typescript`'s JavaScript API; the exposed types live in @wolvo/shared's contracts.
  dts: false,
  manifest: { fileName: 'mf-manifest.json' },
  // Browser only: the runtime leaves out its Node.js loading code (smaller first download).
  experiments: { optimization: { target: 'web' } },
};

/** Options every remote uses on top of federationDefaults. */
const remoteFederationDefaults = { ...federationDefaults, filename: 'remoteEntry.js' };

module.exports = {
  sharedSingletons,
  federationDefaults,
  remoteFederationDefaults,
  REMOTE_ONLY_MUI,
  OPTIONAL_SINGLETONS,
};

/**
 * The modules a source file imports at run time (static imports, `export … from`, `import('…')`), as the
 * build sees them: the file is transpiled with the swc options of the build's loader (`moduleRules` of
 * webpack-base.js), which drops type-only imports and imports used only as types, then read by
 * es-module-lexer, which skips comments and strings. An `import()` whose module is not a string literal
 * cannot be followed, so it fails here rather than leave its imports out of the shared module lists.
 */
function runtimeImportsOf(file) {
  const { transformSync } = require('@swc/core');
  const lexer = require('es-module-lexer');
  lexer.initSync();
  const swcRule = require('./webpack-base')
    .moduleRules({ dir: path.dirname(file), production: true })
    .find((rule) => rule.use?.loader === 'swc-loader');
  if (!swcRule) throw new Error('runtimeImportsOf: no swc-loader rule in webpack-base.js');
  const { code } = transformSync(require('node:fs').readFileSync(file, 'utf8'), {
    ...swcRule.use.options,
    filename: file,
  });
  const [imports] = lexer.parse(code, file);
  const specs = [];
  for (const { n: spec, d: dynamicAt, ss: start, se: end } of imports) {
    if (dynamicAt === -2) continue; // import.meta
    if (spec === undefined)
      throw new Error(
        `packageImports: ${file} imports ${code.slice(start, end)}, not a string literal: write its module as one`,
      );
    specs.push(spec);
  }
  return specs;
}

/**
 * The packages the source files `files` import (`@mui/material/Paper`, `@wolvo/shared/http`...), following
 * their relative imports and the entries of @wolvo/shared (shared's entries import each other by package
 * name), static and dynamic (`runtimeImportsOf`). Type-only imports are left out: they import nothing at
 * run time.
 */
function packageImports(files, root = path.resolve(__dirname, '../..')) {
  const fs = require('node:fs');
  const sharedDir = path.join(root, 'shared');
  const { exports: entries } = require(path.join(sharedDir, 'package.json'));
  const resolveFile = (base) =>
    ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js']
      .map((ext) => base + ext)
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  // An export key, exact or with one `*` (`./ui/components/*`), to its source file.
  const sourceOf = (subpath) => {
    for (const [key, target] of Object.entries(entries)) {
      if (!target.source) continue;
      if (key === subpath) return resolveFile(path.join(sharedDir, target.source));
      const [head, tail] = key.split('*');
      if (tail !== undefined && subpath.startsWith(head) && subpath.endsWith(tail))
        return resolveFile(
          path.join(
            sharedDir,
            target.source.replace('*', subpath.slice(head.length, subpath.length - tail.length)),
          ),
        );
    }
    return undefined;
  };
  const found = new Set();
  const seen = new Set();
  const queue = files.map((file) => path.resolve(root, file));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImportsOf(file)) {
      if (spec.startsWith('.')) {
        const target = resolveFile(path.resolve(path.dirname(file), spec));
        if (!target) throw new Error(`packageImports: ${file} imports ${spec}, which is no file`);
        // Data and assets (JSON, images) import nothing.
        if (/\.[cm]?[jt]sx?$/.test(target)) queue.push(target);
        continue;
      }
      if (spec.startsWith('@wolvo/shared/')) {
        const source = sourceOf(`./${spec.slice('@wolvo/shared/'.length)}`);
        if (!source) continue;
        queue.push(source);
      }
      found.add(spec);
    }
  }
  return found;
}

/**
 * The entries of @wolvo/shared the host provides: those its build imports, from `host/src/index.ts`
 * through its own files and through the entries themselves. A remote's production build gives these keys
 * `import: false` (see `webpack-base.js`): it lists no fallback for them.
 */
function hostSharedEntries(root = path.resolve(__dirname, '../..')) {
  return new Set(
    [...packageImports(['host/src/index.ts'], root)].filter(
      (spec) =>
        spec.startsWith('@wolvo/shared/') && !STATELESS.test(spec.slice('@wolvo/shared/'.length)),
    ),
  );
}

module.exports.hostSharedEntries = hostSharedEntries;
module.exports.packageImports = packageImports;
