// Debian's headless Chromium (never downloaded), launched the same way by the browser tests
// (playwright.config.mjs) and the web bench (bench/web-bench.mjs).
import { chromium } from 'playwright-core';

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** A headless Chromium outside the test runner (the web bench). */
export function launchBrowser() {
  return chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true, timeout: 30_000 });
}
