import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
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
      ...declaredRoute(PAGES.team),
      titleKey: 'team:pages.team.title',
      breadcrumbKeys: ['team:pages.team.title'],
      Component: TeamPage,
    },
    {
      ...declaredRoute(PAGES.usersTeam),
      titleKey: 'team:pages.users-team.title',
      breadcrumbKeys: ['team:section.users', 'team:pages.users-team.title'],
      Component: UsersTeamPage,
    },
    {
      ...declaredRoute(PAGES.usersClients),
      titleKey: 'team:pages.users-clients.title',
      breadcrumbKeys: ['team:section.users', 'team:pages.users-clients.title'],
      Component: UsersClientsPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
