// `remote-declaration.json`, written beside a remote's mf-manifest.json by its production build: what the
// remote needs from the shell that loads it (`needs`: version ranges, checked by the shell before it loads
// the remote) and what it offers (`pages`: the pages the shell lists and routes to). The shell reads it at
// run time, so a remote adds a page or changes its needs without a shell release (issue #40).
// Plain CommonJS, used by webpack-remote.js. Its shape is `RemoteDeclaration` of shared/src/contracts.
const { remoteNeeds } = require('./remote-needs');
const { offeredPages } = require('./remote-offers');

/** The declaration's file name, beside `mf-manifest.json`. */
const DECLARATION_FILE = 'remote-declaration.json';
/** Version of the declaration's own shape; the shell ignores a declaration of another. */
const DECLARATION_SCHEMA = 1;

/** The declaration of the remote in `dir` whose federation container is `container` (`mfe_team`). */
function remoteDeclaration({ dir, container }) {
  return {
    schema: DECLARATION_SCHEMA,
    remote: container.replace(/^mfe_/, ''),
    needs: remoteNeeds(dir),
    pages: offeredPages(dir),
  };
}

/** Emits the declaration as an asset of the build (so `clean` and the precompression see it). */
class RemoteDeclarationPlugin {
  constructor({ dir, container }) {
    this.options = { dir, container };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteDeclarationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const declaration = remoteDeclaration(this.options);
          compilation.emitAsset(
            DECLARATION_FILE,
            new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  DECLARATION_FILE,
  DECLARATION_SCHEMA,
  RemoteDeclarationPlugin,
  remoteDeclaration,
};
