import { lazy, type ComponentType } from 'react';
import type { PageComponent } from '@wolvo/shared/contracts';

type PageModule = { default: ComponentType };

/**
 * A remote's page loaded on demand (React.lazy) that the shell can also ask for ahead of its render
 * (`PageComponent`): `preload` fetches its chunk once; `prefetch` (optional) starts the page's first API
 * call (see `prefetchGet` of `@wolvo/shared/http/prefetch`).
 *
 * Once preloaded, the page renders without suspending: React.lazy gets a thenable that answers at once,
 * so no loading fallback flashes (React 19 keeps a shown fallback at least 300 ms).
 *
 * @example const HomePage = lazyPage(() => import('./features/home/home-page'), prefetchHome);
 */
export function lazyPage(load: () => Promise<PageModule>, prefetch?: () => void): PageComponent {
  let loaded: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const settledOrLoading = (): Promise<PageModule> =>
    loaded
      ? // React.lazy only calls `then`: a resolved module is handed over synchronously.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule),
        } as never)
      : preload();
  return Object.assign(lazy(settledOrLoading), { preload, ...(prefetch && { prefetch }) });
}
