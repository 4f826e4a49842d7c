// index.html's inline script (`StartEarlyPlugin`, host/webpack.config.js, writes `startEarlyScript`): it
// runs before any module has loaded, so `startEarly` uses nothing outside itself but its arguments.

/**
 * index.html's first requests, made by an inline script while the page is parsed rather than by the entry
 * once main.js has arrived and run (about 200 ms later here). On any page but a signed-out login page:
 * remotes.json, which every remote needs first (the entry takes the answer: `window.__wolvoRemotesConfig`,
 * src/early-remotes-config.ts). With a stored session, off the public pages (tracking, roulette): the
 * signed-in start's chunks, as preloads (the router's app, the signed-in layout, the first-page preloader
 * and the fetch client, the shared modules they import, the texts of the page's language), which the
 * entry would otherwise ask for in two waves; once remotes.json is in, every remote's declaration (the
 * pages the shell lists and routes to, issue #40; the entry takes them: `window.__wolvoEarlyDeclarations`,
 * src/remotes/remote-declarations.ts); and on a page a remote declares, for a user who may open every page
 * of the area, that remote's mf-manifest.json and first scripts (`manifestScripts`), which the entry could
 * only ask for once its shared modules had run (another 200 ms), and the page's first API call if it
 * declares one (`firstCall`, which the page's prefetch takes over). The page's remote is found in the
 * pages the last start stored (`STORED_PAGES_KEY` of src/app/page-catalog.ts) at once, else in the
 * declarations once they are in. The usual imports load and run them (and report failures). Its paths
 * repeat `LOGIN_ENTRY_PATH` and `publicPageOfPath`, as src/index.ts does. The API's
 * Content-Security-Policy allows this inline script by its hash (api/src/plugins/dashboard.ts).
 */
function startEarly(
  manifestScripts,
  segments,
  areaOfRole,
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
    // The page's remote: only for a user who may open every page of the area (no permission map: not a
    // team member) and on that area's page: a page the user lacks never loads its remote (the entry
    // checks the others).
    var page = (/^\/[a-z]{2}\/(.+?)\/?$/.exec(path) || [])[1] || '';
    var user = JSON.parse(localStorage.getItem('wolvo.user') || 'null'); // STORAGE_KEYS.user
    var granted = user && user.permissions && Object.keys(user.permissions).length;
    var mayOpen = user && !granted && page.split('/')[0] === areaOfRole[user.role];
    // The remote and first call of the page among declared pages (`{ remote: pages }`), if any.
    var placeIn = function (declared) {
      for (var remote in declared) {
        var pages = declared[remote];
        for (var j = 0; Array.isArray(pages) && j < pages.length; j++) {
          var p = pages[j];
          if (p && segments[p.area] && segments[p.area] + '/' + p.path === page)
            return { remote: remote, call: typeof p.firstCall === 'string' && p.firstCall };
        }
      }
      return null;
    };
    // The page's first API call, as `prefetchGet` sends it, which takes it over (window.__wolvoEarlyCalls).
    var startCall = function (call) {
      if (!call) return;
      var response = fetch(apiPrefix + call, {
        credentials: 'omit',
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      });
      response.catch(function () {}); // the page reads the failure, or asks again
      (window.__wolvoEarlyCalls = window.__wolvoEarlyCalls || {})[call] = {
        token: token,
        response: response,
      };
    };
    var isUrl = function (url) {
      return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url); // isRemoteManifestUrl
    };
    // Its manifest as the federation runtime asks for it (src/remotes/early-manifest.ts hands it over),
    // then its remoteEntry.js and routes module. This reads the bodies of remotes.json, the declarations
    // and the manifest from copies, before their readers do (these reactions were registered first).
    var startRemote = function (url) {
      if (!isUrl(url)) return;
      var manifest = fetch(url, {});
      (window.__wolvoEarlyManifests = window.__wolvoEarlyManifests || {})[url] = manifest;
      return manifest
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (json) {
          manifestScripts(url, json).forEach(preload);
        });
    };
    var stored = null;
    try {
      stored = mayOpen && JSON.parse(localStorage.getItem('wolvo.pages') || 'null'); // STORED_PAGES_KEY
    } catch {
      // A broken copy: the declarations tell.
    }
    var known = stored && placeIn(stored);
    if (known) startCall(known.call);
    // Every remote's declaration, asked for as soon as remotes.json is in. The entry takes them from
    // `window.__wolvoEarlyDeclarations`, a promise of them by URL set before anything is awaited, so it
    // never asks for one the script is already asking for, whichever reads remotes.json first.
    var early = {};
    var reads = [];
    var config = remotes
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (config) {
        Object.keys(config || {}).forEach(function (remote) {
          if (!isUrl(config[remote])) return;
          // DECLARATION_FILE and DECLARATION_REQUEST of src/remotes/remote-declarations.ts.
          var url = new URL('remote-declaration.json', new URL(config[remote], location.href)).href;
          var response = fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
          response.catch(function () {}); // the entry reads the failure
          early[url] = response;
          reads.push(
            response
              .then(function (r) {
                return r.ok ? r.clone().json() : null;
              })
              .then(function (declaration) {
                return [remote, declaration && declaration.pages];
              }),
          );
        });
        return config;
      });
    window.__wolvoEarlyDeclarations = config.then(
      function () {
        return early;
      },
      function () {
        return early;
      },
    );
    config
      .then(function (config) {
        if (!config || !mayOpen) return;
        if (known) return startRemote(config[known.remote]);
        return Promise.all(reads).then(function (entries) {
          var declared = {};
          entries.forEach(function (entry) {
            declared[entry[0]] = entry[1];
          });
          var found = placeIn(declared);
          if (!found) return;
          startCall(found.call);
          return startRemote(config[found.remote]);
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
  const { apiPrefix, areaOfRoles, areaSegments } = require('./remote-pages');
  const { manifestScripts } = require('../src/remotes/manifest-scripts');
  const tables = [areaSegments(), areaOfRoles(), apiPrefix(), files, byLanguage, publicPath];
  return `(${startEarly})(${[manifestScripts, ...tables.map((t) => JSON.stringify(t))].join(',')})`;
}

module.exports = { startEarlyScript };
