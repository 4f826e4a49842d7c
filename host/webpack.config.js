const path = require('node:path');
const fs = require('node:fs');
const { createWebpackConfig } = require('@wolvo/shared/build/webpack-base');

/** Copies public/ (remotes.json, favicon) into the output, unhashed. */
class CopyPublicPlugin {
  apply(compiler) {
    const dir = path.resolve(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(dir)) return;
          for (const name of fs.readdirSync(dir)) {
            if (name === 'index.html') continue;
            const file = path.join(dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              name,
              new compiler.webpack.sources.RawSource(fs.readFileSync(file)),
            );
          }
        },
      );
    });
  }
}

module.exports = createWebpackConfig({
  dir: __dirname,
  port: 3000,
  federation: require('./federation.config.js'),
  // The shell is served from the site root with SPA fallback, so chunks load from absolute paths.
  publicPath: '/',
  plugins: () => [new CopyPublicPlugin()],
});
