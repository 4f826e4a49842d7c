import { lazyPage } from '@wolvo/shared/router';
import type { RemoteRoutesModule } from '@wolvo/shared/contracts';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const TeamPage = lazyPage(() => import('./features/team/team-page'));
const UsersTeamPage = lazyPage(() => import('./features/users-team/users-team-page'));
const UsersClientsPage = lazyPage(() => import('./features/users-clients/users-clients-page'));

/** mfe-team's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'team',
  routes: [
    {
      area: 'client',
      path: 'team',
      pageKey: 'TEAM',
      titleKey: 'team:pages.team.title',
      breadcrumbKeys: ['team:pages.team.title'],
      Component: TeamPage,
    },
    {
      area: 'staff',
      path: 'users/team',
      pageKey: 'USERS_TEAM',
      titleKey: 'team:pages.users-team.title',
      breadcrumbKeys: ['team:section.users', 'team:pages.users-team.title'],
      Component: UsersTeamPage,
    },
    {
      area: 'staff',
      path: 'users/clients',
      pageKey: 'USERS_CLIENTS',
      titleKey: 'team:pages.users-clients.title',
      breadcrumbKeys: ['team:section.users', 'team:pages.users-clients.title'],
      Component: UsersClientsPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
