/**
 * @jest-environment node
 */
// mui-no-css-vars-loader.js rewrites one exact import line in each of two files of the installed
// @mui/material. An upgrade that renames a file, rewrites the line or adds another way into MUI's
// CSS-variables code would bring that code back onto every page (or break the build) without a test
// that reads the installed files: this one does, for the MUI of every container.
// Why the loader exists: README.md, "Decisions", the item "Login page weight" (`mui-no-css-vars-loader.js`).
const fs = require('node:fs');
const path = require('node:path');
const lexer = require('es-module-lexer');
const loader = require('./mui-no-css-vars-loader');
const { moduleRules } = require('./webpack-base');

const { root, containers, muiDirs } = require('./installed-mui');
const STUBBED = ['styles/createTheme.mjs', 'styles/ThemeProvider.mjs'];
/** MUI's CSS-variables code, which no page may load. */
const CSS_VARS = ['styles/createThemeWithVars.mjs', 'styles/ThemeProviderWithVars.mjs'];
/** Files of MUI that import it and that no container reaches (the styles barrel is replaced by a facade). */
const UNREACHED = ['styles/index.mjs', 'styles/experimental_extendTheme.mjs'];

beforeAll(() => lexer.initSync());

/** The files of MUI `source` (at `file`) imports, relative to the MUI folder `dir`. */
function importsOf(source, file, dir) {
  const [imports] = lexer.parse(source, file);
  return imports
    .filter((entry) => entry.n?.startsWith('.'))
    .map((entry) => path.relative(dir, path.resolve(path.dirname(file), entry.n)));
}

test('containers build with at least one MUI', () => {
  expect(containers).toContain('host');
  expect(muiDirs.length).toBeGreaterThan(0);
});

describe.each(muiDirs)('@mui/material at %s', (dir) => {
  const rule = moduleRules({ dir: path.join(root, 'host'), production: true }).find(
    (candidate) => candidate.use === path.join(__dirname, 'mui-no-css-vars-loader.js'),
  );

  it.each(STUBBED)('%s is stubbed: its import of the CSS-variables code is gone', (name) => {
    const file = path.join(dir, name);
    if (!fs.existsSync(file))
      throw new Error(`${file} is gone: mui-no-css-vars-loader.js (and its rule) act on nothing`);
    // The build sends the file through the loader.
    expect(rule.test.test(file)).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    // The loader throws, naming the file, when the line it replaces is gone.
    const output = loader.call({ resourcePath: file }, source);
    expect(importsOf(source, file, dir).some((target) => CSS_VARS.includes(target))).toBe(true);
    expect(importsOf(output, file, dir).filter((target) => CSS_VARS.includes(target))).toEqual([]);
  });

  it('has no other file that imports the CSS-variables code and a page may load', () => {
    const importers = [];
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.mjs') || CSS_VARS.includes(entry)) continue;
      const file = path.join(dir, entry);
      const source = fs.readFileSync(file, 'utf8');
      if (!/WithVars/.test(source)) continue;
      if (importsOf(source, file, dir).some((target) => CSS_VARS.includes(target)))
        importers.push(entry);
    }
    expect(importers.sort()).toEqual([...STUBBED, ...UNREACHED].sort());
  });
});

test('the loader names the file whose line is gone', () => {
  const file = path.join('/mui', 'styles', 'createTheme.mjs');
  expect(() => loader.call({ resourcePath: file }, 'export default 1;')).toThrow(file);
});
