// Module Federation settings of @wolvo/mfe-finance. Only the host consumes remotes; this container only exposes.
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
  name: 'mfe_finance',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared,
  shareStrategy: 'loaded-first',
  // The dts plugin imports `typescript`'s JavaScript API; the exposed types live in @wolvo/shared's contracts.
  dts: false,
  manifest: { fileName: 'mf-manifest.json' },
};
