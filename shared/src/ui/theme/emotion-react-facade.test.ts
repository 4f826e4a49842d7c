import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Containers import `@emotion/react` through a facade that re-exports only the names MUI, @emotion/styled
// and the app use (see shared/build/emotion-react-facade.mjs). Jest and TypeScript see the whole package,
// and a name missing from the facade would be `undefined` at run time in a library's code: this test reads
// every import of `@emotion/react` in our sources and in the libraries that reach it, and names it first.
const root = path.resolve(__dirname, '../../../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : files(file, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A package's folder, resolved from `from` (a folder) as webpack does. */
function packageDir(name: string, from: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
}

const namesIn = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]);

it('the @emotion/react facade exports every name the sources and MUI import from it', () => {
  const facade = readFileSync(path.join(root, 'shared/build/emotion-react-facade.mjs'), 'utf8');
  const exported = new Set(
    [...facade.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, list]) => namesIn(list)),
  );
  const material = packageDir('@mui/material', path.join(root, 'host'));
  const libraries = [
    material,
    packageDir('@mui/system', material),
    packageDir('@mui/styled-engine', packageDir('@mui/system', material)),
    packageDir('@emotion/styled', path.join(root, 'shared')),
  ];
  const sources = [
    ...readdirSync(root)
      .filter((name) => name === 'host' || name === 'shared' || name.startsWith('mfe-'))
      .flatMap((pkg) => files(path.join(root, pkg, 'src'), /\.tsx?$/)),
    ...libraries.flatMap((dir) => files(dir, /\.(mjs|esm\.js)$/)),
  ];
  const missing: string[] = [];
  let imports = 0;
  for (const file of sources) {
    const source = readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(
      /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@emotion\/react['"]/g,
    )) {
      imports += 1;
      for (const name of namesIn(list))
        if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
    }
    if (/(?:import|export)\s+(\*|\w+)(\s+as\s+\w+)?\s+from\s*['"]@emotion\/react['"]/.test(source))
      missing.push(`${path.relative(root, file)}: default or namespace import (name the imports)`);
  }
  expect(imports).toBeGreaterThan(5);
  expect(missing).toEqual([]);
});
