// Browser tests of the assembled product in Debian's headless Chromium (never downloaded). Each test file
// starts its own stack (support/stack.mjs); three workers run three files at a time on one built product.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';

const resultsFile = process.env.E2E_RESULTS_FILE;

/**
 * The files that take a worker longest (over 75 s in a full run), started right after the accessibility
 * loop's parts: the workers take files in this order, so the short files fill the end of the run instead
 * of one long file running alone while the other workers idle. A file that grows past 75 s joins the list.
 */
const LONG_FILES = [
  'cluster',
  'money-format',
  'navigation',
  'orders',
  'phone',
  'places',
  'ways-in',
].map((name) => `**/${name}.test.mjs`);
const ACCESSIBILITY = '**/accessibility.test.mjs';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.test.mjs',
  outputDir: 'test-results',
  // The seeded databases the stacks copy instead of seeding their own.
  globalSetup: './support/global-setup.mjs',
  // Pages and servers keep a worker waiting most of the time: on 2 cores a third worker fills the gaps.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A file's tests share its stack and run in order; files (and the accessibility loop's parts) run side by side.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Per test and per hook: a stack with its seeded database starts in a beforeAll.
  timeout: 4 * 60_000,
  globalTimeout: 40 * 60_000,
  // Longest first: the accessibility loop's parts, the long files, then the rest (files within a project
  // in alphabetical order). A worker switching projects restarts, which costs a second.
  projects: [
    { name: 'a11y', testMatch: ACCESSIBILITY },
    { name: 'long', testMatch: LONG_FILES },
    { name: 'short', testIgnore: [ACCESSIBILITY, ...LONG_FILES] },
  ],
  reporter: [['list'], ...(resultsFile ? [['json', { outputFile: resultsFile }]] : [])],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Kept only for a failing test; the list reporter prints their paths under the error. The trace holds
    // the actions, console and network; its DOM snapshots (one per action) cost a quarter of the suite's
    // CPU, measured, so they are taken only when asked: E2E_TRACE_SNAPSHOTS=1.
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
    },
    screenshot: 'only-on-failure',
  },
});
