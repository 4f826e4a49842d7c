// The README's test command: installs what is missing, then type-checks, lints, runs the unit and API
// tests (SQLite and PostgreSQL), builds everything and runs the browser tests in headless Chromium.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildAll, ensureInstalled, root, run, startTemporaryPostgres } from './lib.mjs';

const strict = process.env.CI === 'true' || process.env.CI === '1';
const cacheDir = path.join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });

ensureInstalled();
run('pnpm', ['run', 'typecheck']);
run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']);

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
    ['exec', 'jest', '--ci', '--json', `--outputFile=${jestResults}`],
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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path.join(root, 'e2e', 'tests')) && (existsSync(chromium) || strict)) {
  buildAll();
  const tap = path.join(cacheDir, 'e2e.tap');
  const e2e = spawnSync(
    'node',
    [
      '--test',
      '--test-concurrency=1',
      // A test file whose hooks failed exits instead of waiting on a handle left open. The timeout is
      // per file (the accessibility loop alone takes about 11 minutes).
      '--test-force-exit',
      '--test-timeout=1800000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      'tests/',
    ],
    {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      timeout: 45 * 60_000,
      killSignal: 'SIGTERM',
      env: { ...process.env, CHROMIUM_PATH: chromium },
    },
  );
  if (e2e.error) console.error(`> browser tests stopped: ${e2e.error.message}`);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  // With --test-force-exit the TAP file has no closing `# pass` summary, so count the results of
  // the tests themselves: each `ok`/`not ok` line whose YAML block is not a suite's.
  const results = [
    ...text.matchAll(/^\s*(ok|not ok) \d+ - [^\n]*\n\s*---\n([\s\S]*?)\n\s*\.\.\.$/gm),
  ]
    .filter(([, , block]) => !/type: 'suite'/.test(block))
    .map(([, result]) => result);
  const failed = results.filter((r) => r === 'not ok').length;
  totals.passed += results.length - failed;
  totals.failed += failed + (e2e.status !== 0 && failed === 0 ? 1 : 0);
} else {
  console.log(
    `> Chromium not found at ${chromium}: browser tests skipped (install Debian's chromium package)`,
  );
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
