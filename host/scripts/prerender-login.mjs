// Writes the prerendered login page of each language, dist/login-fr.html, dist/login-en.html and
// dist/login-ar.html, from dist/index.html and the Node build of src/prerender/render-login.tsx
// (webpack.prerender.js). The API sends them for the login paths (api/src/plugins/dashboard.ts).
// Run by `pnpm build` after both webpack builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const host = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { loginPageHtml, LANGUAGES } = createRequire(import.meta.url)(
  path.join(host, 'dist-prerender/render-login.cjs'),
);
const template = readFileSync(path.join(host, 'dist/index.html'), 'utf8');
for (const language of LANGUAGES) {
  const file = path.join(host, 'dist', `login-${language}.html`);
  writeFileSync(file, await loginPageHtml(template, language));
  console.log(`prerender: ${path.relative(host, file)}`);
}
