import { useCallback, useEffect, useRef } from 'react';

/** Options of `usePolling`. */
export interface PollingOptions {
  /** Polls only while true (e.g. not while the notification panel is open); true by default. */
  enabled?: boolean;
  /** Runs once as soon as polling starts (and restarts); true by default. */
  immediate?: boolean;
  /**
   * Skips the runs while the tab is hidden and runs once as soon as it is shown again (a merchant back
   * from trying a link in another tab sees its result at once); false by default.
   */
  visibleOnly?: boolean;
}

/**
 * Calls `fn` at start and every `intervalMs` while enabled (notifications 30 s, version check 60 s).
 * Each run gets an AbortSignal that is aborted when the next run starts, when polling pauses and on
 * unmount, so a slow request never overlaps or outlives its poller. Returns `runNow` to poll on demand.
 * @example usePolling((signal) => getNotifications(userId, { signal }), NOTIFICATIONS_POLL_MS, { enabled: !panelOpen });
 */
export function usePolling(
  fn: (signal: AbortSignal) => unknown,
  intervalMs: number,
  { enabled = true, immediate = true, visibleOnly = false }: PollingOptions = {},
): { runNow: () => void } {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const result = fnRef.current(current.signal);
      // A rejected poll is the caller's to report; it must not become an unhandled rejection here.
      if (result instanceof Promise) result.catch(() => undefined);
    } catch (error) {
      console.error('[usePolling] poll failed', error);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    if (immediate) run();
    const hidden = () => visibleOnly && document.visibilityState === 'hidden';
    const timer = setInterval(() => {
      if (!hidden()) run();
    }, intervalMs);
    const onVisibility = () => {
      if (!hidden()) run();
    };
    if (visibleOnly) document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      controller.current?.abort();
      controller.current = null;
    };
  }, [enabled, immediate, intervalMs, run, visibleOnly]);

  return { runNow: run };
}
