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
 * `<link rel="preload">` of the `login` chunk in index.html: every page runs bootstrap, which is in it, and
 * the browser would ask for it only once main.js has run (about 100 ms later with the CPU slowed 4x).
 */
class PreloadLoginChunkPlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('PreloadLoginChunkPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadLoginChunkPlugin',
        (data) => {
          const chunk = compilation.namedChunks.get('login');
          const file = chunk && [...chunk.files].find((f) => f.endsWith('.js'));
          if (file)
            data.headTags.unshift(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${compilation.outputOptions.publicPath}${file}`,
              }),
            );
          return data;
        },
      );
    });
  }
}

/**
 * Puts every module bootstrap needs into one `login` chunk: what `src/bootstrap.tsx` imports statically,
 * following shared modules to the host's own copy (a consumed module's fallback), never a dynamic
 * `import()` (the signed-in shell, the texts of one language, the sign-in call). Each shared module is its
 * own async chunk, so by default the login page fetched about 60 files (React, emotion, MUI's styling core,
 * i18next, each small module two of them have in common), each compressed alone; one file compresses
 * better and is one request. Every page of the host runs bootstrap, so the chunk is always loaded before a
 * remote asks the host for one of its modules.
 *
 * The login form (`src/app/login-app.tsx`, a dynamic import that `src/index.ts` starts beside bootstrap on
 * a login path) adds the MUI form parts a public page also uses (FormControl, OutlinedInput, Button...) to
 * that chunk, and its own code (but what `src/app/public-app.tsx` uses too, such as the crash screen and its icons) to a
 * `login-form` chunk with the icons only the form uses (`LOGIN_FORM_ONLY`; icons are not shared modules):
 * the public pages, which run bootstrap too, do not download the form. MUI components stay in `login`
 * when a public page uses them too (Alert, and IconButton inside it). The few that neither public page
 * uses (`LOGIN_FORM_ONLY_MUI`: the remember-me checkbox, the password field's adornment), with what only
 * they import, go to `login-form` (about 3 KB gzip less on a phone's first load): a signed-in page that
 * uses one downloads the form's few KB with it, once, when the login page has not already done so.
 */
const LOGIN_FORM_ONLY = /[\\/]@mui[\\/]icons-material[\\/]/;
const LOGIN_FORM_ONLY_MUI =
  /[\\/]@mui[\\/]material[\\/](Checkbox|FormControlLabel|InputAdornment)[\\/]/;
class LoginChunkPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LoginChunkPlugin', (compilation) => {
      this.compilation = compilation;
      this.sets = null;
    });
  }

  /**
   * The modules reachable from the module of `file` without a dynamic import, not going past a module
   * whose resource matches `stop` (itself left out).
   */
  reachable(file, stop = null) {
    const { moduleGraph, modules } = this.compilation;
    const start = [...modules].find((m) => m.resource === path.resolve(__dirname, file));
    if (!start) throw new Error(`LoginChunkPlugin: ${file} is not in the build`);
    const seen = new Set();
    const queue = [start];
    while (queue.length) {
      const current = queue.pop();
      if (seen.has(current)) continue;
      if (stop && stop.test(current.resource ?? '')) continue;
      seen.add(current);
      for (const connection of moduleGraph.getOutgoingConnections(current)) {
        if (!connection.module || !connection.dependency) continue;
        const block = moduleGraph.getParentBlock(connection.dependency);
        const dynamic = block !== current && block?.constructor.name === 'AsyncDependenciesBlock';
        if (dynamic && current.constructor.name !== 'ConsumeSharedModule') continue;
        queue.push(connection.module);
      }
    }
    return seen;
  }

  /** `login` (bootstrap and the form's shared parts) and `form` (the form's own code), computed once. */
  chunkSets() {
    if (!this.sets) {
      const login = this.reachable('src/bootstrap.tsx');
      const publicApp = this.reachable('src/app/public-app.tsx');
      // What the form reaches without going through the form-only MUI components (the rest is theirs).
      const withoutFormOnlyMui = this.reachable('src/app/login-app.tsx', LOGIN_FORM_ONLY_MUI);
      const form = new Set();
      for (const module of this.reachable('src/app/login-app.tsx')) {
        if (login.has(module)) continue;
        const own = module.resource?.startsWith(path.resolve(__dirname, 'src'));
        const formOnly =
          own || LOGIN_FORM_ONLY.test(module.resource ?? '') || !withoutFormOnlyMui.has(module);
        if (formOnly && !publicApp.has(module)) form.add(module);
        else login.add(module);
      }
      this.sets = { login, form };
    }
    return this.sets;
  }

  inLogin(module) {
    return this.chunkSets().login.has(module);
  }

  inForm(module) {
    return this.chunkSets().form.has(module);
  }
}
const loginChunk = new LoginChunkPlugin();

module.exports = createWebpackConfig({
  dir: __dirname,
  port: 3000,
  federation: require('./federation.config.js'),
  // The shell is served from the site root with SPA fallback, so chunks load from absolute paths.
  publicPath: '/',
  plugins: () => [new CopyPublicPlugin(), loginChunk, new PreloadLoginChunkPlugin()],
  cacheGroups: {
    login: {
      name: 'login',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) => Boolean(module.resource) && loginChunk.inLogin(module),
    },
    // What only an Arabic page needs first, one file: the right-to-left style plugin and the first shell texts.
    arabic: {
      name: 'arabic',
      chunks: 'async',
      enforce: true,
      priority: 30,
      test: (module) =>
        /[\\/]shared[\\/]src[\\/]ui[\\/]theme[\\/]rtl-plugin\.ts$|[\\/]src[\\/]i18n[\\/]shell[\\/](start|crash)[\\/]ar\.ts$/.test(
          module.resource ?? '',
        ),
    },
    // A public page's few host modules as one file each instead of several small ones (each compressed
    // alone): the remote loader and its views with the public app, and the fetch client with its errors.
    remotes: {
      name: 'remotes',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) =>
        /[\\/]host[\\/]src[\\/](remotes[\\/](?!.*\.test\.)|app[\\/]public-app\.tsx$)|[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]/.test(
          module.resource ?? '',
        ),
    },
    publicHttp: {
      name: 'public-http',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) =>
        /[\\/]shared[\\/]src[\\/]http[\\/](fetch|errors|error-text)\.ts$/.test(
          module.resource ?? '',
        ),
    },
    loginForm: {
      name: 'login-form',
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module) => Boolean(module.resource) && loginChunk.inForm(module),
    },
  },
});
