import { preloadableLazy } from '@wolvo/shared/router';

/**
 * The signed-in layout (header, sidebar, content), loaded on demand: the login page does not need it.
 * Bootstrap preloads it for a signed-in user beside the router's chunk, so it renders without suspending.
 */
export const AreaLayout = preloadableLazy(() => import('../layout/area-layout'));
