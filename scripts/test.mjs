// The README's test command: installs what is missing, then type-checks and lints while it builds
// everything, runs the unit and API tests (SQLite and PostgreSQL) and the browser tests in headless
// Chromium, and prints how long each stage took.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  buildSteps,
  ensureInstalled,
  root,
  runSideBySide,
  startTemporaryPostgres,
} from './lib.mjs';

const strict = process.env.CI === 'true' || process.env.CI === '1';
const cacheDir = path.join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });

const stages = [];
let stageStart = Date.now();
function stageDone(name) {
  stages.push([name, Date.now() - stageStart]);
  stageStart = Date.now();
}

ensureInstalled();
stageDone('install');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTests =
  existsSync(path.join(root, 'e2e', 'tests')) && (existsSync(chromium) || strict);
// Type-checking and linting use one core each, so the build takes the other one meanwhile.
const failedChecks = await runSideBySide({
  check: [
    ['pnpm', ['run', 'typecheck']],
    ['pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
    ['pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']],
  ],
  ...(browserTests && { build: buildSteps() }),
});
if (failedChecks.length) throw new Error(`${failedChecks.join(' and ')} failed`);
stageDone(browserTests ? 'typecheck, lint and build' : 'typecheck and lint');

let postgres = null;
if (process.env.TEST_DATABASE_URL) {
  console.log('> PostgreSQL tests use TEST_DATABASE_URL');
} else {
  postgres = await startTemporaryPostgres();
  if (postgres) console.log(`> started a temporary PostgreSQL at ${postgres.url}`);
  else if (strict) throw new Error('PostgreSQL is not installed; .ci/run installs it');
  else console.log('> PostgreSQL not installed: API tests run on SQLite only');
}

const totals = { passed: 0, failed: 0 };
try {
  const jestResults = path.join(cacheDir, 'jest-results.json');
  const jest = spawnSync(
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
      cwd: root,
      stdio: 'inherit',
      // A hung suite fails the run with its output instead of eating the CI's whole budget.
      timeout: 40 * 60_000,
      killSignal: 'SIGTERM',
      env: {
        ...process.env,
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? postgres?.url ?? '',
        REQUIRE_POSTGRES: strict ? '1' : '',
      },
    },
  );
  if (existsSync(jestResults)) {
    const summary = JSON.parse(readFileSync(jestResults, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  }
  if (jest.error) console.error(`> jest stopped: ${jest.error.message}`);
  if (jest.status !== 0) totals.failed = Math.max(totals.failed, 1);
} finally {
  postgres?.stop();
}
stageDone('unit and API tests');

if (browserTests) {
  const results = path.join(cacheDir, 'e2e-results.json');
  rmSync(results, { force: true });
  const e2e = spawnSync('pnpm', ['exec', 'playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    timeout: 45 * 60_000,
    killSignal: 'SIGTERM',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_RESULTS_FILE: results },
  });
  if (e2e.error) console.error(`> browser tests stopped: ${e2e.error.message}`);
  const stats = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')).stats : null;
  // A flaky test (passed on a retry) counts as failed: retries are off, so there are none.
  const failed = stats ? stats.unexpected + stats.flaky : 0;
  totals.passed += stats?.expected ?? 0;
  totals.failed += failed + (e2e.status !== 0 && failed === 0 ? 1 : 0);
  stageDone('browser tests');
} else {
  console.log(
    `> Chromium not found at ${chromium}: browser tests skipped (install Debian's chromium package)`,
  );
}

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
console.log(`\n${stages.map(([name, ms]) => `${name}: ${minutes(ms)}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
