// Build helper of index.html's inline script (`startEarlyScript` of host/scripts/start-early.js): which remote
// renders each page of the signed-in areas, read from the page catalog's data (src/app/page-catalog.json,
// which src/app/page-catalog.ts types), so that script can ask for a reloaded page's remote before any
// module has loaded. A unit test compares it with PAGE_CATALOG and areaOfRole (src/app/start-early.test.ts).
const fs = require('node:fs');
const path = require('node:path');

const CATALOG = path.resolve(__dirname, '../src/app/page-catalog.json');
const CONSTANTS = path.resolve(__dirname, '../../shared/src/contracts/constants.ts');

/** The value of `export const NAME = '...'` in `source`. */
function constantOf(source, name) {
  const match = new RegExp(`export const ${name} = '([^']+)'`).exec(source);
  if (!match) throw new Error(`remotePagesOfCatalog: no ${name} in ${CONSTANTS}`);
  return match[1];
}

/** The URL segment of each signed-in area (`STAFF_AREA`, `CLIENT_AREA` of shared's contracts). */
function areaSegments() {
  const constants = fs.readFileSync(CONSTANTS, 'utf8');
  return {
    staff: constantOf(constants, 'STAFF_AREA'),
    client: constantOf(constants, 'CLIENT_AREA'),
  };
}

/**
 * `{ 'client/home': 'orders', 'wolvo-team/reclamation/inbox': 'reclamation', ... }`: each catalog page
 * a remote renders, by its path under the language (the host's own pages are left out).
 */
function remotePagesOfCatalog() {
  const catalog = JSON.parse(fs.readFileSync(CATALOG, 'utf8'));
  const segments = areaSegments();
  const pages = {};
  for (const [area, segment] of Object.entries(segments)) {
    if (!Array.isArray(catalog[area]))
      throw new Error(`remotePagesOfCatalog: no ${area} list in ${CATALOG}`);
    for (const page of catalog[area]) {
      if (typeof page.path !== 'string' || typeof page.owner !== 'string')
        throw new Error(`remotePagesOfCatalog: unreadable page ${JSON.stringify(page)}`);
      if (page.owner !== 'host') pages[`${segment}/${page.path}`] = page.owner;
    }
  }
  if (!Object.keys(pages).length) throw new Error(`remotePagesOfCatalog: no page in ${CATALOG}`);
  return pages;
}

/**
 * The area segment each role opens (`areaOfRole` of src/app/routing.ts with `AREA_SEGMENT`): the inline
 * script starts no remote for a page of another area, which the shell would not show.
 */
function areaOfRoles() {
  const { staff, client } = areaSegments();
  return {
    companyPersonnel: staff,
    companyPersonnelTeam: staff,
    clientPersonnel: client,
    clientPersonnelTeam: client,
  };
}

const PREFETCH = path.resolve(__dirname, '../../shared/src/http/prefetch.ts');

/** `FIRST_PAGE_CALLS` of shared's http/prefetch (`{ 'client/home': '/v1/...' }`), read from its source. */
function firstPageCalls() {
  const source = fs.readFileSync(PREFETCH, 'utf8');
  const block = /export const FIRST_PAGE_CALLS = \{([^{}]*)\}/.exec(source);
  if (!block) throw new Error(`firstPageCalls: no FIRST_PAGE_CALLS list in ${PREFETCH}`);
  const calls = {};
  for (const line of block[1].split('\n')) {
    if (!line.trim()) continue;
    const entry = /^\s*'([^']+)': '(\/[^']*)',?\s*$/.exec(line);
    if (!entry) throw new Error(`firstPageCalls: unreadable entry ${line.trim()}`);
    calls[entry[1]] = entry[2];
  }
  return calls;
}

/** The API's path prefix (`API_PREFIX` of shared's contracts). */
function apiPrefix() {
  return constantOf(fs.readFileSync(CONSTANTS, 'utf8'), 'API_PREFIX');
}

module.exports = { remotePagesOfCatalog, areaOfRoles, firstPageCalls, apiPrefix };
