import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
import { prefetchClientHome } from './api/prefetch';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const DashPartnerPage = lazyPage(() => import('./features/dash-partner/dash-partner-page'));
const DashAlphaStaffPage = lazyPage(
  () => import('./features/dash-alpha-staff/dash-alpha-staff-page'),
);
const HomePage = lazyPage(() => import('./features/home/home-page'), prefetchClientHome);
const StatisticsOrdersPage = lazyPage(
  () => import('./features/statistics-orders/statistics-orders-page'),
);
const StatisticsTurnoverPage = lazyPage(
  () => import('./features/statistics-turnover/statistics-turnover-page'),
);
const DashAlphaOverviewPage = lazyPage(
  () => import('./features/dash-alpha-overview/dash-alpha-overview-page'),
);
const OrderOfTheDayPage = lazyPage(
  () => import('./features/order-of-the-day/order-of-the-day-page'),
);
const PickupPage = lazyPage(() => import('./features/pickup/pickup-page'));
const AddOrderPage = lazyPage(() => import('./features/add-order/add-order-page'));
const AddExchangePage = lazyPage(() => import('./features/add-exchange/add-exchange-page'));
const ImportPage = lazyPage(() => import('./features/import/import-page'));
const ExchangeResultsPage = lazyPage(
  () => import('./features/exchange-results/exchange-results-page'),
);
const TrackingPage = lazyPage(() => import('./features/tracking/tracking-route'));

/** mfe-orders's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'orders',
  routes: [
    {
      ...declaredRoute(PAGES.dashPartner),
      titleKey: 'orders:pages.dash-partner.title',
      breadcrumbKeys: ['orders:section.dashboards', 'orders:pages.dash-partner.title'],
      Component: DashPartnerPage,
    },
    {
      ...declaredRoute(PAGES.dashAlpha),
      titleKey: 'orders:pages.dash-alpha-staff.title',
      breadcrumbKeys: ['orders:section.dashboards', 'orders:pages.dash-alpha-staff.title'],
      Component: DashAlphaStaffPage,
    },
    {
      ...declaredRoute(PAGES.home),
      titleKey: 'orders:pages.home.title',
      breadcrumbKeys: ['orders:pages.home.title'],
      Component: HomePage,
    },
    {
      ...declaredRoute(PAGES.statisticsOrders),
      titleKey: 'orders:pages.statistics-orders.title',
      breadcrumbKeys: ['orders:section.statistics', 'orders:pages.statistics-orders.title'],
      Component: StatisticsOrdersPage,
    },
    {
      ...declaredRoute(PAGES.statisticsTurnover),
      titleKey: 'orders:pages.statistics-turnover.title',
      breadcrumbKeys: ['orders:section.statistics', 'orders:pages.statistics-turnover.title'],
      Component: StatisticsTurnoverPage,
    },
    {
      ...declaredRoute(PAGES.dashAlphaOverview),
      titleKey: 'orders:pages.dash-alpha-overview.title',
      breadcrumbKeys: ['orders:section.dash-alpha', 'orders:pages.dash-alpha-overview.title'],
      Component: DashAlphaOverviewPage,
    },
    {
      ...declaredRoute(PAGES.ordersOfTheDay),
      titleKey: 'orders:pages.order-of-the-day.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.order-of-the-day.title'],
      Component: OrderOfTheDayPage,
    },
    {
      ...declaredRoute(PAGES.ordersPickup),
      titleKey: 'orders:pages.pickup.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.pickup.title'],
      Component: PickupPage,
    },
    {
      ...declaredRoute(PAGES.ordersAddOrder),
      titleKey: 'orders:pages.add-order.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.add-order.title'],
      Component: AddOrderPage,
    },
    {
      ...declaredRoute(PAGES.ordersAddExchange),
      titleKey: 'orders:pages.add-exchange.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.add-exchange.title'],
      Component: AddExchangePage,
    },
    {
      ...declaredRoute(PAGES.ordersImport),
      titleKey: 'orders:pages.import.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.import.title'],
      Component: ImportPage,
    },
    {
      ...declaredRoute(PAGES.ordersExchangeResults),
      titleKey: 'orders:pages.exchange-results.title',
      breadcrumbKeys: ['orders:section.orders', 'orders:pages.exchange-results.title'],
      Component: ExchangeResultsPage,
    },
    {
      // The recipient's tracking page behind each slip's QR code: public, no sign-in.
      area: 'public',
      path: 'track/:token',
      pageKey: 'ORDERS_ORDER_OF_THE_DAY',
      titleKey: 'orders:tracking.document-title',
      breadcrumbKeys: ['orders:tracking.document-title'],
      Component: TrackingPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
