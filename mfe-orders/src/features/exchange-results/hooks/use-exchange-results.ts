import { useCallback, useEffect, useState } from 'react';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import type { ExchangeResult, Paged } from '@wolvo/shared/contracts';
import { getExchangeResults, type ExchangeResultsQuery } from '../api/get-exchange-results';

/** What `useExchangeResults` returns. */
export interface ExchangeResultsState {
  data: Paged<ExchangeResult> | null;
  loading: boolean;
  /** Error text (an i18n key of the common namespace or a server sentence), '' when none. */
  error: string;
  reload: () => void;
}

/**
 * One page of exchange results for `query`; a newer query cancels the call in flight.
 * @example const { data, loading } = useExchangeResults({ offset: 0, limit: 10 });
 */
export function useExchangeResults(query: ExchangeResultsQuery): ExchangeResultsState {
  const [data, setData] = useState<Paged<ExchangeResult> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError('');
    getExchangeResults(JSON.parse(key) as ExchangeResultsQuery, controller.signal)
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
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
