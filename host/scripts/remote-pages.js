// Build helper of index.html's inline script (`startEarlyScript` of host/scripts/start-early.js): the
// tables it needs to place a reloaded page before any module has loaded: each area's URL segment, the
// area each role opens and the API's prefix. They are shared's contracts, read from its compiled copy
// (shared is built before the host), so nothing here parses TypeScript. Which remote renders a page and
// its first call are no build-time table: the remotes declare their pages (remote-declaration.json,
// issue #40) and the script reads them, or the copy the last start stored. A unit test compares these
// tables with the shell's (src/app/start-early.test.ts).
const {
  ALL_ROLES,
  API_PREFIX,
  CLIENT_AREA,
  STAFF_AREA,
  isStaffRole,
} = require('@wolvo/shared/contracts/core');

/** The URL segment of each signed-in area (`AREA_SEGMENT` of src/app/page-catalog.ts). */
function areaSegments() {
  return { staff: STAFF_AREA, client: CLIENT_AREA };
}

/**
 * The area segment each role opens (`areaOfRole` of src/app/routing.ts with `AREA_SEGMENT`): the inline
 * script starts no remote for a page of another area, which the shell would not show.
 */
function areaOfRoles() {
  return Object.fromEntries(
    ALL_ROLES.map((role) => [role, isStaffRole(role) ? STAFF_AREA : CLIENT_AREA]),
  );
}

/** The API's path prefix (`API_PREFIX` of shared's contracts). */
function apiPrefix() {
  return API_PREFIX;
}

module.exports = { apiPrefix, areaOfRoles, areaSegments };
