// Standalone page on `pnpm dev`, remoteEntry.js + mf-manifest.json on `pnpm build`; see @wolvo/shared/build.
const { createRemoteWebpackConfig } = require('@wolvo/shared/build/webpack-remote');

module.exports = createRemoteWebpackConfig({
  dir: __dirname,
  // The standalone dev server's port, the same one the static server uses in production.
  port: 8082,
  federation: require('./federation.config.js'),
});
