// The lint step's duplicate-code scan (issue #37): jscpd over the product's code, i18n tables, tests and
// migrations aside (a migration is frozen history). The pairs that are known today are listed in
// scripts/duplicates-known.json, by the two files; the scan fails on a pair that is not listed or that grew
// (write it once: search for its twin and move the first copy), and on a listed pair that is gone, so the
// list only shrinks. `node scripts/duplicates.mjs --update` rewrites the list after merging a pair away;
// `--list` prints where each clone is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectClones } from 'jscpd';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knownFile = path.join(root, 'scripts', 'duplicates-known.json');
const SCANNED = ['api/src', 'shared/src', 'shared/build', 'host/src', 'host/scripts', 'scripts'];
const REMOTES = ['commercial', 'finance', 'orders', 'reclamation', 'team', 'wheel'];

/** jscpd's options: six lines or more, of the same shape (names and literals may differ). */
const OPTIONS = {
  path: [...SCANNED, ...REMOTES.map((remote) => `mfe-${remote}/src`)].map((dir) =>
    path.join(root, dir),
  ),
  format: ['typescript', 'tsx', 'javascript'],
  minLines: 6,
  minTokens: 60,
  ignore: [
    '**/node_modules/**',
    '**/dist/**',
    '**/i18n/**',
    '**/*.test.*',
    '**/testing/**',
    '**/db/migrations/**',
  ],
  silent: true,
  reporters: [],
  absolute: true,
};

/** Import statements only: files using the same components name the same modules; that is not logic. */
function importsOnly(side) {
  const lines = readFileSync(side.sourceId, 'utf8')
    .split('\n')
    .slice(side.start.line - 1, side.end.line);
  return lines.every((line) =>
    /^(import\b|\s+(type\s+)?\w+( as \w+)?,?$|\} from '[^']+';$|$)/.test(line),
  );
}

/**
 * The scan's pairs by their two files (relative, sorted): how many clones each shares, and where they
 * are (`file:first-last` of each side).
 */
async function scan() {
  const clones = (await detectClones(OPTIONS)).filter((clone) => !importsOnly(clone.duplicationA));
  const pairs = {};
  const places = {};
  for (const { duplicationA: a, duplicationB: b } of clones) {
    const sides = [a, b]
      .map((d) => ({
        file: path.relative(root, d.sourceId),
        lines: `${d.start.line}-${d.end.line}`,
      }))
      .sort((x, y) => x.file.localeCompare(y.file));
    const key =
      sides[0].file === sides[1].file ? sides[0].file : `${sides[0].file} <> ${sides[1].file}`;
    pairs[key] = (pairs[key] ?? 0) + 1;
    (places[key] ??= []).push(sides.map((side) => `${side.file}:${side.lines}`).join('  ~  '));
  }
  return {
    pairs: Object.fromEntries(Object.entries(pairs).sort(([x], [y]) => x.localeCompare(y))),
    places,
  };
}

const { pairs, places } = await scan();
const total = Object.values(pairs).reduce((sum, n) => sum + n, 0);
if (process.argv.includes('--update')) {
  writeFileSync(knownFile, `${JSON.stringify(pairs, null, 2)}\n`);
  console.log(
    `duplicates: ${total} clones in ${Object.keys(pairs).length} places written to the list`,
  );
  process.exit(0);
}

if (process.argv.includes('--list')) {
  for (const [key, where] of Object.entries(places))
    console.log(`${key}\n    ${where.join('\n    ')}`);
  process.exit(0);
}

const known = JSON.parse(readFileSync(knownFile, 'utf8'));
const problems = [];
for (const [key, count] of Object.entries(pairs)) {
  const where = places[key].map((place) => `\n    ${place}`).join('');
  if (!(key in known)) problems.push(`new: ${key} (${count})${where}`);
  else if (count > known[key]) problems.push(`grew: ${key} (${known[key]} -> ${count})${where}`);
}
for (const [key, count] of Object.entries(known))
  if ((pairs[key] ?? 0) < count)
    problems.push(
      `gone or fewer, remove it from the list: ${key} (${count} -> ${pairs[key] ?? 0})`,
    );

console.log(`duplicates: ${total} clones (${Object.keys(known).length} known places)`);
if (problems.length) {
  console.error(
    `${problems.join('\n')}\nWrite it once (shared code lives in shared/), or after merging pairs away run` +
      ' `node scripts/duplicates.mjs --update`.',
  );
  process.exit(1);
}
