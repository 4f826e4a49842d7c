import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle (at the latest after `timeout` ms): for
 * work that must not compete with the first page (toasts, the version poller), loaded after it is usable.
 * @example const idle = useIdle(); return idle ? <LazyWidget /> : null;
 */
export function useIdle(timeout = 4000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, Math.min(timeout, 1000));
    return () => window.clearTimeout(id);
  }, [idle, timeout]);
  return idle;
}
