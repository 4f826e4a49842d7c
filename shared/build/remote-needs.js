// What a remote needs from the shell that loads it, for remote-declaration.json (see remote-declaration.js):
// the shell provides @wolvo/shared's contracts, React and MUI (the remotes take them from it: `import:
// false`), so a remote declares the ranges it was built for and the shell refuses one it cannot satisfy.
// `^` of what the build saw: @wolvo/shared's contract version (the package is `workspace:*`, its version
// says nothing: SHARED_CONTRACT_VERSION of shared/src/contracts/contract-version.ts), and the installed
// React and @mui/material.
const fs = require('node:fs');
const path = require('node:path');

/** The packages a remote takes from the shell, whose ranges it declares. */
const PROVIDED_PACKAGES = ['@wolvo/shared', 'react', '@mui/material'];

/**
 * The folder of package `name` as the remote in `dir` resolves it: the nearest `node_modules/<name>` (by
 * path, not `require.resolve`: @wolvo/shared exports no `package.json`).
 */
function packageDir(name, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/** SHARED_CONTRACT_VERSION of the @wolvo/shared the remote in `dir` builds against. */
function sharedContractVersion(dir) {
  const file = path.join(packageDir('@wolvo/shared', dir), 'src/contracts/contract-version.ts');
  const match = /^export const SHARED_CONTRACT_VERSION = '(\d+\.\d+\.\d+)';$/m.exec(
    fs.readFileSync(file, 'utf8'),
  );
  if (!match) throw new Error(`${file}: no SHARED_CONTRACT_VERSION = 'x.y.z' line`);
  return match[1];
}

/** The installed version of `name` as the remote in `dir` resolves it. */
function installedVersion(name, dir) {
  const manifest = path.join(packageDir(name, dir), 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/** `{ '@wolvo/shared': range, react: range, '@mui/material': range }` of the remote in `dir`. */
function remoteNeeds(dir) {
  return {
    '@wolvo/shared': `^${sharedContractVersion(dir)}`,
    react: `^${installedVersion('react', dir)}`,
    '@mui/material': `^${installedVersion('@mui/material', dir)}`,
  };
}

module.exports = { PROVIDED_PACKAGES, remoteNeeds, sharedContractVersion };
