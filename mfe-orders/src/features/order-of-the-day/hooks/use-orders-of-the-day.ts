import { useCallback, useEffect, useState } from 'react';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import type { OrdersOfTheDayPage } from '@wolvo/shared/contracts';
import { getOrdersOfTheDay, type OrdersOfTheDayQuery } from '../api/get-orders-of-the-day';

/** What `useOrdersOfTheDay` returns. */
export interface OrdersOfTheDayState {
  data: OrdersOfTheDayPage | null;
  loading: boolean;
  /** Error text (an i18n key of the common namespace or a server sentence), '' when none. */
  error: string;
  reload: () => void;
}

/**
 * One page of the orders-of-the-day list for `query`; a newer query cancels the call in flight.
 * @example const { data, loading } = useOrdersOfTheDay({ offset: 0, limit: 10 });
 */
export function useOrdersOfTheDay(query: OrdersOfTheDayQuery): OrdersOfTheDayState {
  const [data, setData] = useState<OrdersOfTheDayPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError('');
    getOrdersOfTheDay(JSON.parse(key) as OrdersOfTheDayQuery, controller.signal)
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
