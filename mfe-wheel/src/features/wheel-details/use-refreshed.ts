import { useEffect, useRef } from 'react';

/** Calls `reload` each time `refreshKey` changes after the first render (the page's polling tick). */
export function useRefreshed(refreshKey: number, reload: () => void) {
  const first = useRef(refreshKey);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (refreshKey !== first.current) latest.current();
  }, [refreshKey]);
}
