/**
 * Runs `run` once the browser is idle, at the latest after `timeout` ms; where there is no idle callback
 * (Safari), after `fallbackDelay` ms. For work that must not compete with the first page. Returns a
 * function that cancels it.
 * @example useEffect(() => whenIdle(() => preload(), 2_000), []);
 */
export function whenIdle(run: () => void, timeout?: number, fallbackDelay = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackDelay);
  return () => window.clearTimeout(id);
}
