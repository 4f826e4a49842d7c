import type { Endpoint, EndpointInput } from '@wolvo/shared/contracts';
import { KEEP_PAGE, queryErrorText, useApiQuery } from '@wolvo/shared/query';

/**
 * One page of a server list (`endpoint` called with `input`): the page shown stays while the next one
 * loads; `error` is the failure's text, '' when none.
 * @example const { data, loading, error, reload } = useListPage(reclamationApi.list, { query });
 */
export function useListPage<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  const list = useApiQuery(endpoint, input, KEEP_PAGE);
  return {
    data: list.data,
    loading: list.isFetching,
    error: queryErrorText(list),
    reload: () => void list.refetch(),
  };
}
