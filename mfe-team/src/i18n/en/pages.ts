/** Page titles, breadcrumbs and placeholders of mfe-team (`team` namespace). */

export const pageTexts = {
  area: 'Team',
  section: {
    users: 'Users',
  },
  pages: {
    team: {
      title: 'Team',
    },
    'users-team': {
      title: 'Team',
    },
    'users-clients': {
      title: 'Clients',
    },
  },
};
