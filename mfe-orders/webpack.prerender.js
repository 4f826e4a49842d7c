// The tracking page's first paint (`src/prerender/render-tracking.tsx`) built for Node: the API renders
// it for each `/{lang}/track/{token}` it sends (api/src/plugins/public-pages.ts; see `createPrerenderConfig`).
const { createPrerenderConfig } = require('@wolvo/shared/build/webpack-base');

module.exports = createPrerenderConfig({
  dir: __dirname,
  entry: './src/prerender/render-tracking.tsx',
});
