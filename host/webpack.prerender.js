// The login page's prerender (`src/prerender/render-login.tsx`) built for Node: one CommonJS file that
// `scripts/prerender-login.mjs` runs after the browser build. The same loaders and module resolution as the
// browser build (so the same texts, theme and components), but no federation: React, MUI and emotion are
// bundled, with emotion's server build.
const path = require('node:path');
const webpack = require('webpack');
const { moduleRules, resolveOptions } = require('@wolvo/shared/build/webpack-base');

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: './src/prerender/render-login.tsx',
  output: {
    path: path.resolve(__dirname, 'dist-prerender'),
    filename: 'render-login.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: resolveOptions(__dirname, { server: true }),
  module: { rules: moduleRules({ dir: __dirname, production: true }) },
  // Read by Node once per build: nothing to gain from minifying, and readable stack traces if it fails.
  optimization: { minimize: false },
  // The texts' dynamic imports in the same file.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
};
