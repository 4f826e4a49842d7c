import { useEffect, useState } from 'react';
import type { BusinessSummary } from '@wolvo/shared/contracts';
import { businessApi } from '@wolvo/shared/contracts/clients/endpoints';
import { isCancelledRequest } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';

/**
 * The caller's companies (a client's own; the first is its main one), loaded once per mount; empty
 * until they come. `onError` hears a failure (not a cancelled call); without it the list stays empty.
 */
export function useBusinesses(onError?: (failure: unknown) => void): BusinessSummary[] {
  const [businesses, setBusinesses] = useState<BusinessSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApi(businessApi.list, { query: {} }, { signal: controller.signal }).then(
      setBusinesses,
      (failure: unknown) => {
        if (!isCancelledRequest(failure)) onError?.(failure);
      },
    );
    return () => controller.abort();
    // Loaded once: a new `onError` does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return businesses;
}
