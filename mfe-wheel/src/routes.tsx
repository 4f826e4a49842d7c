import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const FortuneWheelPage = lazyPage(() => import('./features/fortune-wheel/fortune-wheel-page'));
const AddWheelPage = lazyPage(() => import('./features/add-wheel/add-wheel-page'));
const WheelDetailsPage = lazyPage(() => import('./features/wheel-details/wheel-details-page'));
const RoulettePage = lazyPage(() => import('./features/roulette/roulette-route'));

/** mfe-wheel's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'wheel',
  routes: [
    {
      ...declaredRoute(PAGES.fortuneWheel),
      titleKey: 'wheel:pages.fortune-wheel.title',
      breadcrumbKeys: ['wheel:pages.fortune-wheel.title'],
      Component: FortuneWheelPage,
    },
    {
      area: 'client',
      path: 'fortune-wheel/add',
      pageKey: 'FORTUNE_WHEEL',
      titleKey: 'wheel:pages.add-wheel.title',
      breadcrumbKeys: ['wheel:section.fortune-wheel', 'wheel:pages.add-wheel.title'],
      hidden: true,
      Component: AddWheelPage,
    },
    {
      area: 'client',
      path: 'fortune-wheel/:wheelId',
      pageKey: 'FORTUNE_WHEEL',
      titleKey: 'wheel:pages.wheel-details.title',
      breadcrumbKeys: ['wheel:section.fortune-wheel', 'wheel:pages.wheel-details.title'],
      hidden: true,
      Component: WheelDetailsPage,
    },
    {
      area: 'public',
      path: 'roulette/:id',
      pageKey: 'FORTUNE_WHEEL',
      titleKey: 'wheel:pages.roulette.title',
      breadcrumbKeys: ['wheel:pages.roulette.title'],
      Component: RoulettePage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
