import { useEffect } from 'react';
import { whenIdle } from '@wolvo/shared/hooks';
import { catalogPageAt, type SignedInArea } from '../app/page-catalog';
import type { SidebarEntry } from '../app/routing';
import { preloadRoutes } from '../remotes/load-remote';

/** How long after the sidebar appears its remotes start loading, when the browser is idle. */
export const IDLE_PRELOAD_DELAY_MS = 500;

/**
 * Once the first page has had its turn, loads the routes module of every remote the sidebar links to
 * (when the browser is idle, not with data saving on), so that opening another area waits only for its
 * page's chunk, as a framework prefetches the code behind the links on screen.
 */
export function useIdlePreloadOfRemotes(area: SignedInArea, entries: SidebarEntry[]) {
  useEffect(() => {
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return undefined;
    const paths = entries.flatMap((e) =>
      e.kind === 'page' ? [e.path] : e.children.map((c) => c.path),
    );
    const remotes = new Set(
      paths.flatMap((path) => {
        const owner = catalogPageAt(area, path)?.owner;
        return owner && owner !== 'host' ? [owner] : [];
      }),
    );
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => remotes.forEach((remote) => preloadRoutes(remote)));
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [area, entries]);
}
