import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageComponent } from '@wolvo/shared/contracts';

/**
 * A component loaded on demand that can also be asked for ahead of its first render. `preload` gives the
 * one promise of its code, marked once loaded as React's `use` reads it (`status: 'fulfilled'`), so a
 * caller can tell a loaded page from one on its way without waiting a tick.
 */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a `preload` that fetches the chunk once, ahead of the render. Once loaded, the
 * component renders without suspending: React.lazy gets a thenable that answers at once, so no fallback
 * is committed (React 19 then keeps a shown fallback, or the content behind it, for at least 300 ms).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        Object.assign(loading as Promise<Module>, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed load is tried again by the next render
        throw error;
      },
    ));
  const settledOrLoading = (): Promise<Module> =>
    loaded
      ? // React.lazy only calls `then`: a loaded module is handed over synchronously.
        ({ then: (resolve: (module: Module) => void) => resolve(loaded as Module) } as never)
      : preload();
  return Object.assign(lazy(settledOrLoading), { preload });
}

/**
 * A remote's page (`PageComponent`): `preloadableLazy`, plus the page's first API call as `prefetch`
 * (optional; see `prefetchGet` of `@wolvo/shared/http/prefetch`). The shell preloads a user's first page
 * while its own chunks load, and a sidebar link's page when the pointer or the focus reaches it.
 *
 * @example const HomePage = lazyPage(() => import('./features/home/home-page'), prefetchHome);
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: () => void,
): PageComponent {
  return Object.assign(preloadableLazy(load), prefetch ? { prefetch } : {});
}
