// Module Federation settings every container (the host and the six remotes) has in common.
// Plain CommonJS: webpack configs require it as `@wolvo/shared/build/federation`.

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
 * downloads no MUI code for the components the host provides. A component only a remote uses (the host
 * never imports it, e.g. Autocomplete) comes from that remote with its own copy of MUI's internal files
 * (relative imports are not shared keys): about 20 KB gzip more on its first page, and its default-props
 * and RTL contexts are the remote's (the theme itself is shared through emotion). Sharing MUI's internal
 * files too (`allowNodeModulesSuffixMatch`) is the next step; measure the host's runtime tables first.
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
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // Every entry of @wolvo/shared (`@wolvo/shared/i18n`, `/http`, `/ui/theme`...) is its own singleton, so a
  // page pays only for the entries it imports; shared's entries import each other by these names too.
  '@wolvo/shared/': null,
};

/**
 * The `shared` option of a container: every key of SINGLETONS as a singleton, requiring the version range
 * of `deps` (the container's package.json dependencies). `@wolvo/shared` is a workspace package whose range
 * ("workspace:*") is not semver, so any version is accepted.
 */
function sharedSingletons(deps) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, dependency]) => {
      if (dependency && !deps[dependency]) {
        throw new Error(
          `sharedSingletons: "${dependency}" (for "${key}") is missing from the dependencies`,
        );
      }
      return [key, { singleton: true, requiredVersion: dependency ? deps[dependency] : false }];
    }),
  );
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

module.exports = { sharedSingletons, federationDefaults, remoteFederationDefaults };
