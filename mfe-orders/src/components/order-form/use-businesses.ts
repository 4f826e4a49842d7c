import { useEffect } from 'react';
import type { BusinessSummary } from '@wolvo/shared/contracts';
import { businessApi } from '@wolvo/shared/contracts/clients/endpoints';
import { useApiQuery } from '@wolvo/shared/query';

const NONE: BusinessSummary[] = [];

/**
 * The caller's companies (a client's own; the first is its main one), from the page's query cache: a
 * form opened again shows them at once and asks again behind. Empty until they come. `onError` hears a
 * failure; without it the list stays empty.
 */
export function useBusinesses(onError?: (failure: unknown) => void): BusinessSummary[] {
  const query = useApiQuery(businessApi.list, { query: {} });
  useEffect(() => {
    if (query.error) onError?.(query.error);
    // Told once per failure: a new `onError` does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.error]);
  return query.data ?? NONE;
}
