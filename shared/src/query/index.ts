// `@wolvo/shared/query`: TanStack Query over the typed client. One QueryClient for the whole page (this
// entry is a federation singleton, like @tanstack/react-query itself), passed to each hook, so no
// provider wraps the host's tree and a page that does not use it downloads nothing of it.
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
import { callApi, type CallArgs } from '@wolvo/shared/http/api';

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

/** Query options of `endpoint` called with `input`: for `useQuery`, `prefetchQuery` and the like. */
export function apiQuery<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) {
  return {
    queryKey: keyOf(endpoint, input ?? {}),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      (callApi as (e: E, i: unknown, o: object) => Promise<EndpointResponse<E>>)(endpoint, input, {
        signal,
      }),
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
