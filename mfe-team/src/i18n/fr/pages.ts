/** Page titles, breadcrumbs and placeholders of mfe-team (`team` namespace). */

export const pageTexts = {
  area: 'Équipe',
  section: {
    users: 'Utilisateurs',
  },
  pages: {
    team: {
      title: 'Équipe',
    },
    'users-team': {
      title: 'Équipe',
    },
    'users-clients': {
      title: 'Clients',
    },
  },
};
