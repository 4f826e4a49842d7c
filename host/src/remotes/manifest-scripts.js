// The scripts a remote's expose needs first, read from its mf-manifest.json. Plain JavaScript with no
// import and nothing outside the function: index.html's inline script runs a copy of its source
// (`startEarlyScript` of host/scripts/start-early.js) before any module has loaded, and the entry imports it.

/**
 * remoteEntry.js and the `expose`'s synchronous chunks (default `./routes`) as absolute URLs
 * (`publicPath: 'auto'` is the manifest's own folder). Anything the manifest does not say plainly gives
 * nothing: this is only a preload.
 */
function manifestScripts(manifestUrl, manifest, expose) {
  if (!manifest || typeof manifest !== 'object') return [];
  var metaData = manifest.metaData;
  if (!metaData || typeof metaData !== 'object') return [];
  var publicPath = metaData.publicPath;
  var entry = metaData.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || typeof publicPath !== 'string') return [];
  try {
    var base = new URL(
      publicPath === 'auto' ? '.' : publicPath,
      new URL(manifestUrl, document.baseURI),
    );
    var files = [
      typeof entry.path === 'string' && entry.path ? entry.path + '/' + entry.name : entry.name,
    ];
    var exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
    for (var i = 0; i < exposes.length; i++) {
      var found = exposes[i];
      if (!found || found.path !== (expose || './routes')) continue;
      var sync = found.assets && found.assets.js && found.assets.js.sync;
      if (Array.isArray(sync))
        for (var j = 0; j < sync.length; j++) if (typeof sync[j] === 'string') files.push(sync[j]);
      break;
    }
    return files.map(function (file) {
      return new URL(file, base).href;
    });
  } catch {
    return [];
  }
}

module.exports = { manifestScripts };
