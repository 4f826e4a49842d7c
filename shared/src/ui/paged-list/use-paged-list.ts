import { useCallback, useEffect, useRef, useState } from 'react';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';

/** What `usePagedList` returns. */
export interface PagedListState<P> {
  data: P | null;
  loading: boolean;
  /** Error text (an i18n key of the common namespace or a server sentence), '' when none. */
  error: string;
  reload: () => void;
}

/** Options of `usePagedList`. */
export interface PagedListOptions<P> {
  /**
   * The first query's answer if it is already known when the list mounts (a prefetched first call, see
   * `takePrefetchedNow` of `@wolvo/shared/http/prefetch`): shown in the first render, and not asked for
   * again. Called once.
   */
  initialData?: () => P | undefined;
}

/**
 * One page of a server list: `fetchPage(query)`, again whenever the query's value changes or
 * `reload` is called; a newer call cancels the one in flight. `fetchPage` should be a stable
 * function (a module-level API call).
 * @example const { data, loading } = usePagedList(getTeamMembers, { offset: 0, limit: 10 });
 */
export function usePagedList<Q, P>(
  fetchPage: (query: Q, signal: AbortSignal) => Promise<P>,
  query: Q,
  { initialData }: PagedListOptions<P> = {},
): PagedListState<P> {
  const key = JSON.stringify(query);
  const [initial] = useState(() => initialData?.() ?? null);
  const [data, setData] = useState<P | null>(initial);
  const [loading, setLoading] = useState(initial === null);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  // The query whose answer came with `initialData`: its first fetch is skipped.
  const answered = useRef(initial === null ? null : key);

  useEffect(() => {
    if (answered.current !== null) {
      const skip = answered.current === key;
      answered.current = null;
      if (skip) return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError('');
    fetchPage(JSON.parse(key) as Q, controller.signal)
      .then((page) => {
        setData(page);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (isCancelledRequest(failure)) return;
        setError(errorTextOf(failure));
        setLoading(false);
      });
    return () => controller.abort();
  }, [fetchPage, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
