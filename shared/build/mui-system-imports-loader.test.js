/**
 * @jest-environment node
 */
// mui-system-imports-loader.js rewrites the `import { … } from '@mui/system'` statements of the installed
// @mui/material into imports of the files that define each name, which it reads from @mui/system's own
// index. An upgrade of MUI that imports the barrel another way (a namespace import, a new name), or of
// @mui/system that moves a name, would bring the whole barrel back onto the login page or break the
// build: this runs the loader over every file of the installed MUI that imports the barrel and checks
// that none still does and that each rewritten import names a file exporting that name.
// Why the loader exists: README.md, "Decisions", the item "Login page weight"
// (`shared/build/mui-system-imports-loader.js`).
const fs = require('node:fs');
const path = require('node:path');
const lexer = require('es-module-lexer');
const loader = require('./mui-system-imports-loader');
const { moduleRules } = require('./webpack-base');

const { root, muiDirs } = require('./installed-mui');

lexer.initSync();

/** The names `file` exports, following its `export * from './…'` statements. */
function exportsOf(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const [imports, exports] = lexer.parse(source, file);
  const names = new Set(exports.map((entry) => entry.n));
  for (const entry of imports) {
    const statement = source.slice(entry.ss, entry.se);
    if (entry.n?.startsWith('.') && /^export\s*\*\s*from/.test(statement))
      for (const name of exportsOf(path.resolve(path.dirname(file), entry.n), seen))
        names.add(name);
  }
  return names;
}

describe.each(muiDirs)('@mui/material at %s', (dir) => {
  const rule = moduleRules({ dir: path.join(root, 'host'), production: true }).find(
    (candidate) => candidate.use === path.join(__dirname, 'mui-system-imports-loader.js'),
  );
  const importers = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.mjs'))
    .map((entry) => path.join(dir, entry))
    .filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return (
        source.includes('@mui/system') && lexer.parse(source)[0].some((i) => i.n === '@mui/system')
      );
    });

  it('has files importing the @mui/system barrel, which the build sends through the loader', () => {
    // None left: the loader acts on nothing, and may go.
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(rule.test.test(file)).toBe(true);
  });

  it('leaves no import of the barrel, and imports each name from a file that exports it', () => {
    const problems = [];
    for (const file of importers) {
      const output = loader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'));
      const [imports] = lexer.parse(output, file);
      for (const entry of imports) {
        const statement = output.slice(entry.ss, entry.se);
        if (entry.n === '@mui/system')
          problems.push(`${file} still imports the barrel: ${statement}`);
        if (!entry.n || !path.isAbsolute(entry.n)) continue;
        // What the loader wrote: `import { name as local } from "/…/@mui/system/…"`.
        const [, imported] = /\{\s*(\S+)\s+as\s+\S+\s*\}/.exec(statement) ?? [];
        if (!exportsOf(entry.n).has(imported))
          problems.push(`${file}: ${entry.n} does not export ${imported}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test('the loader names the file importing a name @mui/system does not export', () => {
  const file = path.join(muiDirs[0], 'styles', 'useTheme.mjs');
  expect(() =>
    loader.call({ resourcePath: file }, "import { noSuchName } from '@mui/system';"),
  ).toThrow(`@mui/system does not export "noSuchName" (${file})`);
});
