import { lazyPage } from '@wolvo/shared/router';
import { addTranslations } from '@wolvo/shared/i18n';
import type { RemoteRoutesModule } from '@wolvo/shared/contracts';
import { NAMESPACE, translations } from './i18n/translations';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const TeamPage = lazyPage(() => import('./features/team/team-page'));
const UsersTeamPage = lazyPage(() => import('./features/users-team/users-team-page'));
const UsersClientsPage = lazyPage(() => import('./features/users-clients/users-clients-page'));

let registered = false;

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
  registerTranslations() {
    if (registered) return;
    registered = true;
    addTranslations(NAMESPACE, translations);
  },
};

export default routesModule;
