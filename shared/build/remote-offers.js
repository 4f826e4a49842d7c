// The pages a remote offers, for remote-declaration.json (see remote-declaration.js).
// To be filled by the page-declaration work of issue #40.

/** The pages the remote in `dir` offers. */
function offeredPages(_dir) {
  return [];
}

module.exports = { offeredPages };
