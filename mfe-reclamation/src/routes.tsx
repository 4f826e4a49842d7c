import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const InboxPage = lazyPage(() => import('./features/inbox/inbox-page'));
const EditsPage = lazyPage(() => import('./features/edits/edits-page'));
const PickupPage = lazyPage(() => import('./features/pickup/pickup-page'));
const ReportPage = lazyPage(() => import('./features/report/report-page'));
const DeliveryCostPage = lazyPage(() => import('./features/delivery-cost/delivery-cost-page'));
const WolvoPage = lazyPage(() => import('./features/wolvo/wolvo-page'));
const ClientReportPage = lazyPage(() => import('./features/client-report/client-report-page'));

/** mfe-reclamation's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'reclamation',
  routes: [
    {
      ...declaredRoute(PAGES.reclamationInbox),
      titleKey: 'reclamation:pages.inbox.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.inbox.title'],
      Component: InboxPage,
    },
    {
      ...declaredRoute(PAGES.reclamationEdits),
      titleKey: 'reclamation:pages.edits.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.edits.title'],
      Component: EditsPage,
    },
    {
      ...declaredRoute(PAGES.reclamationPickup),
      titleKey: 'reclamation:pages.pickup.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.pickup.title'],
      Component: PickupPage,
    },
    {
      ...declaredRoute(PAGES.reclamationReport),
      titleKey: 'reclamation:pages.report.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.report.title'],
      Component: ReportPage,
    },
    {
      ...declaredRoute(PAGES.reclamationDeliveryCost),
      titleKey: 'reclamation:pages.delivery-cost.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.delivery-cost.title'],
      Component: DeliveryCostPage,
    },
    {
      ...declaredRoute(PAGES.reclamationWolvo),
      titleKey: 'reclamation:pages.wolvo.title',
      breadcrumbKeys: ['reclamation:section.reclamation', 'reclamation:pages.wolvo.title'],
      Component: WolvoPage,
    },
    {
      // Reports live in one remote: the client answers here what staff report on its orders.
      ...declaredRoute(PAGES.dashAlphaReport),
      titleKey: 'reclamation:pages.dash-alpha-report.title',
      breadcrumbKeys: [
        'reclamation:section.dash-alpha',
        'reclamation:pages.dash-alpha-report.title',
      ],
      Component: ClientReportPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
