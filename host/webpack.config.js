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

/**
 * Puts every module the login page needs before its form is usable into one `login` chunk: what
 * `src/bootstrap.tsx` imports statically, following shared modules to the host's own copy (a consumed
 * module's fallback), never a dynamic `import()` (the signed-in shell, the texts of one language, the
 * sign-in call). Each shared module is its own async chunk, so by default the login page fetched about 60
 * files (React, emotion, MUI's styling core, i18next, each small module two of them have in common), each
 * compressed alone; one file compresses better and is one request. Every page of the host runs bootstrap,
 * so the chunk is always loaded before a remote asks the host for one of its modules.
 */
class LoginChunkPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LoginChunkPlugin', (compilation) => {
      this.compilation = compilation;
      this.modules = null;
    });
  }

  /** The modules reachable from bootstrap without a dynamic import (computed once per compilation). */
  has(module) {
    if (!this.modules) {
      const { moduleGraph, modules } = this.compilation;
      const bootstrap = path.resolve(__dirname, 'src/bootstrap.tsx');
      const start = [...modules].find((m) => m.resource === bootstrap);
      if (!start) throw new Error('LoginChunkPlugin: src/bootstrap.tsx is not in the build');
      const seen = new Set();
      const queue = [start];
      while (queue.length) {
        const current = queue.pop();
        if (seen.has(current)) continue;
        seen.add(current);
        for (const connection of moduleGraph.getOutgoingConnections(current)) {
          if (!connection.module || !connection.dependency) continue;
          const block = moduleGraph.getParentBlock(connection.dependency);
          const dynamic = block !== current && block?.constructor.name === 'AsyncDependenciesBlock';
          if (dynamic && current.constructor.name !== 'ConsumeSharedModule') continue;
          queue.push(connection.module);
        }
      }
      this.modules = seen;
    }
    return this.modules.has(module);
  }
}
const loginChunk = new LoginChunkPlugin();

module.exports = createWebpackConfig({
  dir: __dirname,
  port: 3000,
  federation: require('./federation.config.js'),
  // The shell is served from the site root with SPA fallback, so chunks load from absolute paths.
  publicPath: '/',
  plugins: () => [new CopyPublicPlugin(), loginChunk],
  cacheGroups: {
    login: {
      name: 'login',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) => Boolean(module.resource) && loginChunk.has(module),
    },
  },
});
