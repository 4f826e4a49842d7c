// Browser tests of the assembled product in Debian's headless Chromium (never downloaded). Each test file
// starts its own stack (support/stack.mjs); three workers run three files at a time on one built product.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';

const resultsFile = process.env.E2E_RESULTS_FILE;

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
  reporter: [['list'], ...(resultsFile ? [['json', { outputFile: resultsFile }]] : [])],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Kept only for a failing test; the list reporter prints their paths under the error.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
