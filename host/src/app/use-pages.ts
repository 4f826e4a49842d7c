import { useEffect, useSyncExternalStore } from 'react';
import { initRemotes } from '../remotes/load-remote';
import { loadDeclarations } from '../remotes/remote-declarations';
import { declarationsSettled, pagesSnapshot, subscribePages } from './page-catalog';

/**
 * Follows the page catalog (the remotes' declarations, issue #40): re-renders when a declaration brings
 * pages, and asks for the declarations if the start has not yet. `settled` is false until they are all in
 * or failed: a path no page has may still come.
 */
export function useDeclaredPages(): { settled: boolean } {
  useSyncExternalStore(subscribePages, pagesSnapshot);
  useEffect(() => {
    if (declarationsSettled()) return;
    // remotes.json's failure is the remotes' to show; the catalog goes on with what it knows.
    Promise.resolve()
      .then(initRemotes)
      .then(loadDeclarations)
      .catch((error: unknown) => console.error('[remotes] cannot read the declarations', error));
  }, []);
  return { settled: declarationsSettled() };
}
