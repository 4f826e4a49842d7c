// Moving around the signed-in app as its links do, and knowing when a page's requests have settled: a
// fraction of a reload per page for the files that visit many pages (the accessibility loop, ways-in).

/**
 * Moves the signed-in app to `url` the way its links do (the router follows the history), which costs a
 * fraction of a reload. Resolves true once an element matching `ready` that the previous page did not
 * have is on screen; false (the caller reloads) when the page did not change within a few seconds.
 */
export async function navigateInApp(page, url, ready) {
  const here = await page.evaluate(() => window.location.pathname + window.location.search);
  if (here === url) return true;
  await page.evaluate(
    ([selector, target]) => {
      for (const element of document.querySelectorAll(selector)) element.wolvoStale = true;
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [ready, url],
  );
  return page
    .waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].some((e) => !e.wolvoStale),
      ready,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** How long no request may have been in flight before a page counts as loaded. */
const QUIET_MS = 300;

/**
 * Waits until no request of the page has been in flight for QUIET_MS (at most 10 s): Playwright's
 * `networkidle` only follows a document's load, not a navigation inside the app.
 */
export function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async function quiet() {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
      await page.waitForTimeout(50);
  };
}
