// What a remote needs from the shell that loads it, for remote-declaration.json (see remote-declaration.js).
// To be filled by the skew-detection work of issue #40: the @wolvo/shared contract range, React and MUI.

/** `{ '@wolvo/shared': range, react: range, '@mui/material': range }` of the remote in `dir`. */
function remoteNeeds(_dir) {
  return {};
}

module.exports = { remoteNeeds };
