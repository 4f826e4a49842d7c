// The pages a remote offers, for remote-declaration.json (see remote-declaration.js): the remote's
// `src/pages.json`, one object by page id (area, path, permission key, action, hidden, icon, sidebar group
// and order, first call), which its routes.tsx imports too (each route spreads `declaredRoute(PAGES.id)`),
// so a page's path and permission key are written once; and each page's sidebar label in
// `src/i18n/{fr,en,ar}/page-labels.json` (by page id), which the routes chunk does not carry. A malformed
// page fails the build: the rules are shared's contracts/page-declaration.ts, read from its compiled copy
// (shared is built before any remote), so the build parses no TypeScript.
const fs = require('node:fs');
const path = require('node:path');

/** `pagesProblems` of shared's contracts/page-declaration, compiled. */
function pagesProblems(pages) {
  const compiled = path.resolve(__dirname, '../dist/contracts/page-declaration.js');
  if (!fs.existsSync(compiled))
    throw new Error(`offeredPages: build @wolvo/shared first (no ${compiled})`);
  return require(compiled).pagesProblems(pages);
}

/** The file, under a remote's folder, that declares its pages. */
const PAGES_FILE = 'src/pages.json';
/** The pages' labels of a language, under a remote's folder. */
const labelsFile = (language) => `src/i18n/${language}/page-labels.json`;
/** The languages of the labels (`LANGUAGES` of shared's contracts). */
const LANGUAGES = ['fr', 'en', 'ar'];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`offeredPages: cannot read ${file}: ${error.message}`);
  }
}

/**
 * The pages the remote in `dir` offers, in its file's order; throws on a missing or malformed file.
 * `problemsOf` checks them (shared's compiled rules; a test passes the TypeScript ones).
 */
function offeredPages(dir, problemsOf = pagesProblems) {
  const file = path.join(dir, PAGES_FILE);
  const byId = readJson(file);
  if (!byId || typeof byId !== 'object' || Array.isArray(byId))
    throw new Error(`offeredPages: ${file} must be an object of pages by id`);
  const labels = Object.fromEntries(
    LANGUAGES.map((language) => [language, readJson(path.join(dir, labelsFile(language)))]),
  );
  for (const language of LANGUAGES)
    for (const id of Object.keys(labels[language] ?? {}))
      if (!byId[id])
        throw new Error(`offeredPages: ${labelsFile(language)} labels ${id}, which is no page`);
  const pages = Object.entries(byId).map(([id, page]) => ({
    ...page,
    label: Object.fromEntries(LANGUAGES.map((language) => [language, labels[language]?.[id]])),
  }));
  const problems = problemsOf(pages);
  if (problems.length)
    throw new Error(`offeredPages: malformed page(s) in ${file}:\n  ${problems.join('\n  ')}`);
  return pages;
}

module.exports = { PAGES_FILE, labelsFile, offeredPages };
