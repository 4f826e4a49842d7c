// The login page's prerender (`src/prerender/render-login.tsx`) built for Node, which
// `scripts/prerender-login.mjs` runs after the browser build (see `createPrerenderConfig`).
const { createPrerenderConfig } = require('@wolvo/shared/build/webpack-base');

module.exports = createPrerenderConfig({
  dir: __dirname,
  entry: './src/prerender/render-login.tsx',
});
