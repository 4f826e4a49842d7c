// The first API call of a page, started by the shell before the page renders (`lazyPage`'s prefetch in
// routes.tsx). Kept apart from the API modules so the routes module loads neither the axios client nor
// TanStack Query: the call starts at once, and the page's query takes its answer over.
import { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { prefetchGet } from '@wolvo/shared/http/prefetch';
import PAGES from '../pages.json';

/** The client home's first call, as its page declares it (index.html's script may have sent it already). */
export const CLIENT_HOME_URL = PAGES.home.firstCall;

/** The client home's widgets, in the page's query cache before the page asks for them. */
export function prefetchClientHome(): void {
  prefetchGet(CLIENT_HOME_URL);
  void import('@wolvo/shared/query').then(({ apiQuery, queryClient }) =>
    queryClient.prefetchQuery(apiQuery(statisticsApi.home)),
  );
}
