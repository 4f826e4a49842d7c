// The README's test command: installs what is missing, then type-checks and lints while it builds
// everything, runs the unit and API tests (SQLite and PostgreSQL) and the browser tests in headless
// Chromium, and prints how long each stage took.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSteps, ensureInstalled, root, runStages, startTemporaryPostgres } from './lib.mjs';

const strict = process.env.CI === 'true' || process.env.CI === '1';
const cacheDir = path.join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });

const stages = [];
let stageStart = Date.now();
/** Ends a stage; `parts` are the durations of what ran side by side in it. */
function stageDone(name, parts = []) {
  stages.push([name, Date.now() - stageStart], ...parts.map(([part, ms]) => [`  ${part}`, ms]));
  stageStart = Date.now();
}

ensureInstalled();
stageDone('install');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTests =
  existsSync(path.join(root, 'e2e', 'tests')) && (existsSync(chromium) || strict);
// Type-checking and linting use one core each, so the build takes the other one meanwhile.
const checks = await runStages({
  check: [
    ['pnpm', ['run', 'typecheck']],
    ['pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
    ['pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']],
    ['node', ['scripts/duplicates.mjs']],
  ],
  ...(browserTests && { build: buildSteps() }),
});
for (const [name, { ok }] of Object.entries(checks)) if (!ok) throw new Error(`${name} failed`);
stageDone(
  browserTests ? 'type-check and lint beside the build' : 'type-check and lint',
  Object.entries(checks).map(([name, { ms }]) => [name, ms]),
);

let postgres = null;
if (process.env.TEST_DATABASE_URL) {
  console.log('> PostgreSQL tests use TEST_DATABASE_URL');
} else {
  postgres = await startTemporaryPostgres();
  if (postgres) console.log(`> started a temporary PostgreSQL at ${postgres.url}`);
  else if (strict) throw new Error('PostgreSQL is not installed; .ci/run installs it');
  else console.log('> PostgreSQL not installed: API tests run on SQLite only');
}

const jestResults = path.join(cacheDir, 'jest-results.json');
const e2eResults = path.join(cacheDir, 'e2e-results.json');
rmSync(jestResults, { force: true });
rmSync(e2eResults, { force: true });
// One after the other: run side by side, jest and the browsers starve each other (measured: slower).
let tests;
try {
  tests = await runStages({
    jest: [
      [
        'pnpm',
        [
          'exec',
          'jest',
          '--ci',
          // jest's default on 2 cores is one worker, which leaves the other core idle.
          `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`,
          '--json',
          `--outputFile=${jestResults}`,
        ],
        {
          // A hung suite fails the run with its output instead of eating the CI's whole budget.
          timeoutMs: 40 * 60_000,
          env: {
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? postgres?.url ?? '',
            REQUIRE_POSTGRES: strict ? '1' : '',
          },
        },
      ],
    ],
  });
} finally {
  postgres?.stop();
}
if (browserTests) {
  Object.assign(
    tests,
    await runStages({
      browser: [
        [
          'pnpm',
          ['exec', 'playwright', 'test'],
          {
            cwd: path.join(root, 'e2e'),
            timeoutMs: 45 * 60_000,
            env: { CHROMIUM_PATH: chromium, E2E_RESULTS_FILE: e2eResults },
          },
        ],
      ],
    }),
  );
}

const totals = { passed: 0, failed: 0 };
if (existsSync(jestResults)) {
  const summary = JSON.parse(readFileSync(jestResults, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
}
if (!tests.jest.ok) totals.failed = Math.max(totals.failed, 1);
if (browserTests) {
  const stats = existsSync(e2eResults) ? JSON.parse(readFileSync(e2eResults, 'utf8')).stats : null;
  // A flaky test (passed on a retry) counts as failed: retries are off, so there are none.
  const failed = stats ? stats.unexpected + stats.flaky : 0;
  totals.passed += stats?.expected ?? 0;
  totals.failed += failed + (!tests.browser.ok && failed === 0 ? 1 : 0);
} else {
  console.log(
    `> Chromium not found at ${chromium}: browser tests skipped (install Debian's chromium package)`,
  );
}
stageDone(
  'unit, API and browser tests',
  Object.entries(tests).map(([name, { ms }]) => [name, ms]),
);

const minutes = (ms) =>
  // Whole seconds first, so 5 min 59.6 s reads 6:00, not 5:60.
  `${Math.floor(Math.round(ms / 1000) / 60)}:${String(Math.round(ms / 1000) % 60).padStart(2, '0')}`;
console.log(`\n${stages.map(([name, ms]) => `${name}: ${minutes(ms)}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
