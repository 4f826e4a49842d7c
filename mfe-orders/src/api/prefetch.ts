// The first API call of a page, started by the shell before the page renders (`lazyPage`'s prefetch in
// routes.tsx). Kept apart from the API modules so the routes module does not load the axios client.
import { FIRST_PAGE_CALLS, prefetchGet } from '@wolvo/shared/http/prefetch';

export const CLIENT_HOME_URL = FIRST_PAGE_CALLS['client/home'];

/** The client home's widgets. */
export function prefetchClientHome(): void {
  prefetchGet(CLIENT_HOME_URL);
}
