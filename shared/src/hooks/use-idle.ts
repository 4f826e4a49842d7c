import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False on the first render, true once the browser has been idle (at the latest after `timeout` ms): for
 * work that must not compete with the first page (toasts, the version poller), loaded after it is usable.
 * @example const idle = useIdle(); return idle ? <LazyWidget /> : null;
 */
export function useIdle(timeout = 4000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => setIdle(true), timeout, Math.min(timeout, 1000));
  }, [idle, timeout]);
  return idle;
}
