import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const ClientsPage = lazyPage(() => import('./features/clients/clients-page'));
const AddClientPage = lazyPage(() => import('./features/add-client/add-client-page'));
const PickupOfTheDayPage = lazyPage(
  () => import('./features/pickup-of-the-day/pickup-of-the-day-page'),
);
const PartnersPage = lazyPage(() => import('./features/partners/partners-page'));
const AddPartnerPage = lazyPage(() => import('./features/add-partner/add-partner-page'));
const AssignOrdersPage = lazyPage(() => import('./features/assign-orders/assign-orders-page'));

/** mfe-commercial's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'commercial',
  routes: [
    {
      ...declaredRoute(PAGES.commercialClients),
      titleKey: 'commercial:pages.clients.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.clients.title'],
      Component: ClientsPage,
    },
    {
      ...declaredRoute(PAGES.commercialClientsAdd),
      titleKey: 'commercial:pages.add-client.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.add-client.title'],
      Component: AddClientPage,
    },
    {
      ...declaredRoute(PAGES.commercialPickup),
      titleKey: 'commercial:pages.pickup-of-the-day.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.pickup-of-the-day.title'],
      Component: PickupOfTheDayPage,
    },
    // Partners are the spec's partner page (DASHBOARD_PARTNER), as the API guards them.
    {
      ...declaredRoute(PAGES.partners),
      titleKey: 'commercial:pages.partners.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.partners.title'],
      Component: PartnersPage,
    },
    {
      ...declaredRoute(PAGES.partnersAdd),
      titleKey: 'commercial:pages.add-partner.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.add-partner.title'],
      Component: AddPartnerPage,
    },
    {
      ...declaredRoute(PAGES.partnersAssign),
      titleKey: 'commercial:pages.assign-orders.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.assign-orders.title'],
      Component: AssignOrdersPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
