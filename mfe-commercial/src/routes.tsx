import { lazyPage } from '@wolvo/shared/router';
import type { RemoteRoutesModule } from '@wolvo/shared/contracts';
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
      area: 'staff',
      path: 'commercial/clients',
      pageKey: 'COMMERCIAL_CLIENTS',
      titleKey: 'commercial:pages.clients.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.clients.title'],
      Component: ClientsPage,
    },
    {
      area: 'staff',
      path: 'commercial/clients/add',
      pageKey: 'COMMERCIAL_CLIENTS',
      titleKey: 'commercial:pages.add-client.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.add-client.title'],
      hidden: true,
      Component: AddClientPage,
    },
    {
      area: 'staff',
      path: 'commercial/pickup-of-the-day',
      pageKey: 'COMMERCIAL_PICKUP',
      titleKey: 'commercial:pages.pickup-of-the-day.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.pickup-of-the-day.title'],
      Component: PickupOfTheDayPage,
    },
    // Partners are the spec's partner page (DASHBOARD_PARTNER), as the API guards them.
    {
      area: 'staff',
      path: 'commercial/partners',
      pageKey: 'DASHBOARD_PARTNER',
      titleKey: 'commercial:pages.partners.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.partners.title'],
      hidden: true,
      Component: PartnersPage,
    },
    {
      area: 'staff',
      path: 'commercial/partners/add',
      pageKey: 'DASHBOARD_PARTNER',
      titleKey: 'commercial:pages.add-partner.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.add-partner.title'],
      hidden: true,
      Component: AddPartnerPage,
    },
    {
      area: 'staff',
      path: 'commercial/partners/assign',
      pageKey: 'DASHBOARD_PARTNER',
      titleKey: 'commercial:pages.assign-orders.title',
      breadcrumbKeys: ['commercial:section.commercial', 'commercial:pages.assign-orders.title'],
      hidden: true,
      Component: AssignOrdersPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
