import { useCallback, useMemo, useRef } from 'react';

/** What `useForwardCursor` returns. */
export interface ForwardCursor {
  /** The cursor that reads the page at `offset` by key, when an earlier page of this list handed it out. */
  at: (offset: number) => string | undefined;
  /** Records a page's `nextCursor` (call it with each page received). */
  remember: (page: { page: number; nextCursor?: string | null } | null) => void;
}

/**
 * Keyset paging of a list that goes deep (issue #38): each page's `nextCursor` is kept for the page after
 * it, so paging forward asks for it by key (`cursor`) rather than making the server skip `offset` rows.
 * Forgotten when the list's filters (`key`) or page size change; a page jumped to by number is read by
 * offset as before.
 * @example const cursor = useForwardCursor(JSON.stringify(filters), paging.limit);
 *          const query = { ...filters, ...paging, cursor: cursor.at(paging.offset) };
 */
export function useForwardCursor(key: string, limit: number): ForwardCursor {
  const memory = useRef({ key, limit, cursors: new Map<number, string>() });
  if (memory.current.key !== key || memory.current.limit !== limit)
    memory.current = { key, limit, cursors: new Map() };
  const at = useCallback((offset: number) => memory.current.cursors.get(offset), []);
  const remember = useCallback((page: { page: number; nextCursor?: string | null } | null) => {
    if (page?.nextCursor)
      memory.current.cursors.set(page.page * memory.current.limit, page.nextCursor);
  }, []);
  return useMemo(() => ({ at, remember }), [at, remember]);
}
