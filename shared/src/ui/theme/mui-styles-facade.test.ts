import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Containers import `@mui/material/styles` through a facade that re-exports only the names the app uses
// (see shared/build/mui-styles-facade.mjs). Jest and TypeScript see the whole barrel, so a name missing
// from the facade would only show as a failed build: this test names it first.
const root = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]);
}

it('the @mui/material/styles facade exports every name the sources import from it', () => {
  const facade = readFileSync(path.join(root, 'shared/build/mui-styles-facade.mjs'), 'utf8');
  const exported = new Set(
    [...facade.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, list]) =>
      namesIn(list).map((name) => name.replace(/^default$/, '')),
    ),
  );
  for (const [, local] of facade.matchAll(/default\s+as\s+(\w+)/g)) exported.add(local);
  const packages = readdirSync(root).filter(
    (name) => name === 'host' || name === 'shared' || name.startsWith('mfe-'),
  );
  const missing: string[] = [];
  let imports = 0;
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, list] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'@mui\/material\/styles'/g,
      )) {
        imports += 1;
        for (const name of namesIn(list))
          if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
      if (/import\s+(\*\s+as\s+)?\w+\s+from\s+'@mui\/material\/styles'/.test(source))
        missing.push(
          `${path.relative(root, file)}: default or namespace import (name the imports)`,
        );
    }
  }
  expect(imports).toBeGreaterThan(2);
  expect(missing).toEqual([]);
});
