// `@wolvo/shared/query`: TanStack Query over the typed client. One QueryClient for the whole page (this
// entry is a federation singleton, like @tanstack/react-query itself), passed to each hook, so no
// provider wraps the host's tree and a page that does not use it downloads nothing of it.
import { useCallback } from 'react';
import {
  keepPreviousData,
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResponse } from '@wolvo/shared/contracts';
import { errorTextOf } from '@wolvo/shared/http';
import { callApi, urlOf, type CallArgs } from '@wolvo/shared/http/api';
import { takePrefetched, type PrefetchParams } from '@wolvo/shared/http/prefetch';

/**
 * The page's server state. As the hand-written effects did: no retry (an error shows with its Retry
 * button) and no refetch on focus (pages that poll say so).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** A paged list's option: what it showed stays while its next page loads. */
export const KEEP_PAGE = { placeholderData: keepPreviousData } as const;

/** The cache key of an endpoint's answers: `[path]` is every answer of it, `[path, input]` one. */
export const keyOf = (endpoint: Endpoint, input?: object) =>
  input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input];

/**
 * Query options of `endpoint` called with `input`: for `useQuery`, `prefetchQuery` and the like. A GET
 * the shell started before the page loaded (`prefetchGet`) is answered by that call.
 */
export function apiQuery<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: PrefetchParams;
  };
  return {
    queryKey: keyOf(endpoint, input ?? {}),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const early =
        endpoint.method === 'GET'
          ? await takePrefetched<EndpointResponse<E>>(urlOf(endpoint, params), query)
          : undefined;
      return (
        early ??
        (callApi as (e: E, i: unknown, o: object) => Promise<EndpointResponse<E>>)(
          endpoint,
          input,
          {
            signal,
          },
        )
      );
    },
  };
}

type QueryExtras<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResponse<E>>,
  'queryKey' | 'queryFn'
>;

/**
 * An endpoint's answer for `input`, cached, asked again when `input` changes or its key is invalidated.
 * @example const wheel = useApiQuery(wheelApi.get, { params: { id } });
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: QueryExtras<E> = {},
) {
  return useQuery(
    { ...apiQuery(endpoint, ...([input] as CallArgs<E>)), ...options } as UseQueryOptions<
      EndpointResponse<E>
    >,
    queryClient,
  );
}

/**
 * A call that changes data; `invalidates` are the endpoints whose answers are then stale (every input),
 * so lists showing them ask again.
 * @example useApiMutation(wheelApi.generateUrl, { invalidates: [wheelApi.urls, wheelApi.get] })
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  {
    invalidates = [],
    ...options
  }: Omit<UseMutationOptions<EndpointResponse<E>, unknown, EndpointInput<E>>, 'mutationFn'> & {
    invalidates?: Endpoint[];
  } = {},
) {
  return useMutation<EndpointResponse<E>, unknown, EndpointInput<E>>(
    {
      ...options,
      mutationFn: (input) =>
        (callApi as (e: E, i: unknown) => Promise<EndpointResponse<E>>)(endpoint, input),
      onSuccess: async (...args) => {
        await Promise.all(
          invalidates.map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })),
        );
        await options.onSuccess?.(...args);
      },
    },
    queryClient,
  );
}

/** A query's failure as the text key a page shows; '' while there is none. */
export function queryErrorText(query: { error: unknown }): string {
  return query.error ? errorTextOf(query.error) : '';
}

/** What a paged list shows: its page, whether one is on its way, the load error's text ('' if none), Retry. */
export interface ApiPageState<R> {
  /** The page asked for, or the one shown before it while it loads; null before the first answer. */
  data: R | null;
  loading: boolean;
  error: string;
  reload: () => void;
}

/**
 * One page of a server list: `endpoint` called with `input`, again when `input` changes (what it showed
 * stays while the next page loads) or `reload` is called.
 * @example const { data, loading, error, reload } = useApiPage(ordersApi.ofTheDay, { query });
 */
export function useApiPage<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): ApiPageState<EndpointResponse<E>> {
  const answer = useApiQuery(endpoint, input, KEEP_PAGE);
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: answer.data ?? null,
    loading: answer.isFetching,
    error: queryErrorText(answer),
    reload,
  };
}
