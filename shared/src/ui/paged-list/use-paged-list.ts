import { useCallback, useEffect, useState } from 'react';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';

/** What `usePagedList` returns. */
export interface PagedListState<P> {
  data: P | null;
  loading: boolean;
  /** Error text (an i18n key of the common namespace or a server sentence), '' when none. */
  error: string;
  reload: () => void;
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
): PagedListState<P> {
  const [data, setData] = useState<P | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
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
