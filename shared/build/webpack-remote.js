// The webpack configuration of a remote. Plain CommonJS, required as `@wolvo/shared/build/webpack-remote`.
const path = require('node:path');
const { createWebpackConfig } = require('./webpack-base');
const { RemoteDeclarationPlugin } = require('./remote-declaration');

/**
 * A remote's webpack config. Chunks load from wherever its mf-manifest.json / remoteEntry.js was fetched
 * (`publicPath: 'auto'`), and the dev server sends CORS headers because the host fetches them cross-origin.
 * `pnpm dev` serves the remote's standalone page (one template for all remotes) on `port`, the same port its static
 * server uses in production.
 *
 * @example
 * module.exports = createRemoteWebpackConfig({ dir: __dirname, port: 8086, federation: require('./federation.config.js') });
 */
function createRemoteWebpackConfig({ dir, port, federation }) {
  return createWebpackConfig({
    dir,
    port,
    federation,
    publicPath: 'auto',
    headers: { 'Access-Control-Allow-Origin': '*' },
    htmlTemplate: path.join(__dirname, 'remote.html'),
    title: `${path.basename(dir)} · Wolvo`,
    // What the remote needs and offers, beside its mf-manifest.json, for the shell to read at run time.
    plugins: (production) =>
      production ? [new RemoteDeclarationPlugin({ dir, container: federation.name })] : [],
  });
}

module.exports = { createRemoteWebpackConfig };
