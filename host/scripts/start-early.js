// index.html's inline script (`StartEarlyPlugin`, host/webpack.config.js, writes `startEarlyScript`): it
// runs before any module has loaded, so `startEarly` uses nothing outside itself but its arguments.

/**
 * index.html's first requests, made by an inline script while the page is parsed rather than by the entry
 * once main.js has arrived and run (about 200 ms later here). On any page but a signed-out login page:
 * remotes.json, which every remote needs first (the entry takes the answer: `window.__wolvoRemotesConfig`,
 * src/early-remotes-config.ts). With a stored session, off the public pages (tracking, roulette): the
 * signed-in start's chunks, as preloads (the router's app, the signed-in layout, the first-page preloader
 * and the fetch client, the shared modules they import, the texts of the page's language), which the
 * entry would otherwise ask for in two waves; and on a page of the catalog, its remote's mf-manifest.json
 * and first scripts (`remotePagesOfCatalog`, `manifestScripts`), which the entry could only ask for once
 * its shared modules had run (another 200 ms), for a user who may open every page of the area, and the
 * page's first API call if it has one (`firstCalls`, which the page's prefetch takes over). The usual
 * imports load and run them (and report failures). Its paths repeat `LOGIN_ENTRY_PATH` and
 * `publicPageOfPath`, as src/index.ts does. The API's Content-Security-Policy allows this inline script
 * by its hash (api/src/plugins/dashboard.ts).
 */
function startEarly(
  manifestScripts,
  remotePages,
  areaOfRole,
  firstCalls,
  apiPrefix,
  files,
  byLanguage,
  publicPath,
) {
  try {
    var path = location.pathname;
    var token = localStorage.getItem('wolvo.token'); // STORAGE_KEYS.token
    if (!token && /^\/?$|^\/[a-z]{2}\/?$|^\/[a-z]{2}\/login\/?$/.test(path)) return;
    // REMOTES_CONFIG_URL and REMOTES_CONFIG_REQUEST of src/early-remotes-config.ts.
    var remotes = fetch('/remotes.json', {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    remotes.catch(function () {}); // the entry reads the failure
    window.__wolvoRemotesConfig = remotes;
    if (!token || /^\/[a-z]{2}\/(track|roulette)\/[^/]+\/?$/.test(path)) return;
    var language = (/^\/(fr|en|ar)(\/|$)/.exec(path) || [])[1] || 'fr';
    var all = files.concat(byLanguage[language]);
    var preload = function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    };
    for (var i = 0; i < all.length; i++) preload(publicPath + all[i]);
    // The page's remote: its manifest as the federation runtime asks for it (src/remotes/early-manifest.ts
    // hands it over), then its remoteEntry.js and routes module. This reads the body of remotes.json and
    // of the manifest from copies, before their readers do (these reactions were registered first).
    // Only for a user who may open every page of the area (no permission map: not a team member) and
    // on that area's page: a page the user lacks never loads its remote (the entry checks the others).
    var page = (/^\/[a-z]{2}\/(.+?)\/?$/.exec(path) || [])[1] || '';
    var user = JSON.parse(localStorage.getItem('wolvo.user') || 'null'); // STORAGE_KEYS.user
    var granted = user && user.permissions && Object.keys(user.permissions).length;
    var remote =
      user && !granted && page.split('/')[0] === areaOfRole[user.role] && remotePages[page];
    if (!remote) return;
    // The page's first API call (`FIRST_PAGE_CALLS` of shared's http/prefetch), as `prefetchGet` sends it,
    // which takes it over (window.__wolvoEarlyCalls); its answer came last when the page asked for it.
    var call = firstCalls[page];
    if (call) {
      var response = fetch(apiPrefix + call, {
        credentials: 'omit',
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      });
      response.catch(function () {}); // the page reads the failure, or asks again
      (window.__wolvoEarlyCalls = window.__wolvoEarlyCalls || {})[call] = {
        token: token,
        response: response,
      };
    }
    remotes
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (config) {
        var url = config && config[remote];
        if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) return; // isRemoteManifestUrl
        var manifest = fetch(url, {});
        (window.__wolvoEarlyManifests = window.__wolvoEarlyManifests || {})[url] = manifest;
        return manifest
          .then(function (response) {
            return response.ok ? response.clone().json() : null;
          })
          .then(function (json) {
            manifestScripts(url, json).forEach(preload);
          });
      })
      .catch(function () {}); // only a hint: the usual loading reports any failure
  } catch {
    // No storage or no fetch: the entry asks for all of it as usual.
  }
}

/**
 * The inline script's text: `startEarly` called with the build's tables, the signed-in start's `files`,
 * the texts' files `byLanguage` and the `publicPath` they are served under.
 */
function startEarlyScript(files, byLanguage, publicPath) {
  const {
    apiPrefix,
    areaOfRoles,
    firstPageCalls,
    remotePagesOfCatalog,
  } = require('./remote-pages');
  const { manifestScripts } = require('../src/remotes/manifest-scripts');
  const tables = [
    remotePagesOfCatalog(),
    areaOfRoles(),
    firstPageCalls(),
    apiPrefix(),
    files,
    byLanguage,
    publicPath,
  ];
  return `(${startEarly})(${[manifestScripts, ...tables.map((t) => JSON.stringify(t))].join(',')})`;
}

module.exports = { startEarlyScript };
