// The first API call of a page, started by the shell before the page renders (`lazyPage`'s prefetch in
// routes.tsx). Kept apart from the API modules so the routes module does not load the axios client.
import { prefetchGet } from '@wolvo/shared/http/prefetch';
import PAGES from '../pages.json';

/** The client home's first call, as its page declares it (index.html's script may have sent it already). */
export const CLIENT_HOME_URL = PAGES.home.firstCall;

/** The client home's widgets. */
export function prefetchClientHome(): void {
  prefetchGet(CLIENT_HOME_URL);
}
