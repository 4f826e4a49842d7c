// Webpack loader for @mui/material's files: rewrites their imports of the `@mui/system` root into imports
// of the files that define each name.
//
// Why: a shared module is never tree-shaken, so the first `import { useTheme } from '@mui/system'` inside
// MUI (styles/useTheme, ThemeProviderNoVars, GlobalStyles...) makes the whole @mui/system barrel load on
// the login page (about 11 KB gzip of Grid, Box, spacing and sx code it does not use). Deep imports only
// bring what is used, the way our own code imports MUI by path.
//
// The names are read from @mui/system's own index (following its `export *` lines), so an upgrade that
// moves a name keeps working; a name the index does not declare fails the build instead of silently
// pulling the barrel back in.
const fs = require('node:fs');
const path = require('node:path');

const ROOT_IMPORT = /^(import|export)\s*\{([^}]*)\}\s*from\s*['"]@mui\/system['"];?/gm;

/** name → { file, imported } for every name @mui/system's index exports. */
function readExportMap(indexFile) {
  const map = new Map();
  const visit = (file, seen = new Set()) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const dir = path.dirname(file);
    const target = (spec) => (spec.startsWith('.') ? path.resolve(dir, spec) : spec);
    for (const [, names, spec] of source.matchAll(
      /^export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm,
    )) {
      for (const part of names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [imported, local = imported] = part.split(/\s+as\s+/);
        if (!map.has(local)) map.set(local, { file: target(spec), imported });
      }
    }
    for (const [, spec] of source.matchAll(/^export\s*\*\s*from\s*['"](\.[^'"]+)['"]/gm)) {
      const inner = target(spec);
      // Names the re-exported file declares itself.
      const innerSource = fs.readFileSync(inner, 'utf8');
      for (const [, name] of innerSource.matchAll(
        /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm,
      )) {
        if (!map.has(name)) map.set(name, { file: inner, imported: name });
      }
      for (const [, names] of innerSource.matchAll(/^export\s*\{([^}]*)\}\s*;?$/gm)) {
        for (const part of names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [, local = part] = part.split(/\s+as\s+/);
          if (!map.has(local)) map.set(local, { file: inner, imported: local });
        }
      }
      visit(inner, seen);
    }
  };
  visit(indexFile);
  return map;
}

let cached;
function exportMap(resolveIndex) {
  if (!cached) cached = readExportMap(resolveIndex());
  return cached;
}

module.exports = function muiSystemImportsLoader(source) {
  if (!source.includes('@mui/system')) return source;
  const map = exportMap(() =>
    path.join(
      path.dirname(
        require.resolve('@mui/system/package.json', { paths: [path.dirname(this.resourcePath)] }),
      ),
      'index.mjs',
    ),
  );
  return source.replace(ROOT_IMPORT, (_statement, kind, names) =>
    names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, local = name] = part.split(/\s+as\s+/);
        const found = map.get(name);
        if (!found) {
          throw new Error(
            `mui-system-imports-loader: @mui/system does not export "${name}" (${this.resourcePath})`,
          );
        }
        const binding =
          found.imported === 'default' ? `default as ${local}` : `${found.imported} as ${local}`;
        return `${kind} { ${binding} } from ${JSON.stringify(found.file)};`;
      })
      .join('\n'),
  );
};

module.exports.readExportMap = readExportMap;
