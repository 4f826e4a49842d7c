// Module Federation settings of the host shell. The host declares no static `remotes`:
// it fetches /remotes.json at run time and registers them with the federation runtime.
const { dependencies: deps } = require('./package.json');

/** Packages every container shares as one instance (one React, one theme, one i18n, one bus). */
const SINGLETONS = {
  react: deps.react,
  'react/': deps.react,
  'react-dom': deps['react-dom'],
  'react-dom/': deps['react-dom'],
  'react-router': deps['react-router'],
  'react-router-dom': deps['react-router-dom'],
  '@mui/material': deps['@mui/material'],
  '@mui/system': deps['@mui/material'],
  '@mui/utils': deps['@mui/material'],
  '@mui/styled-engine': deps['@mui/material'],
  '@emotion/react': deps['@emotion/react'],
  '@emotion/styled': deps['@emotion/styled'],
  '@emotion/cache': deps['@emotion/cache'],
  i18next: deps.i18next,
  'react-i18next': deps['react-i18next'],
  rxjs: deps.rxjs,
  // A workspace package: its version range is not semver ("workspace:*"), so any version is accepted.
  '@wolvo/shared': false,
};

const shared = Object.fromEntries(
  Object.entries(SINGLETONS).map(([key, requiredVersion]) => [
    key,
    { singleton: true, requiredVersion },
  ]),
);

module.exports = {
  name: 'wolvo_host',
  shared,
  // The default strategy loads every remote entry at start-up, so one remote that is down would break the boot.
  shareStrategy: 'loaded-first',
  // The dts plugin imports `typescript`'s JavaScript API; types of remotes come from @wolvo/shared's contracts.
  dts: false,
  manifest: { fileName: 'mf-manifest.json' },
};
