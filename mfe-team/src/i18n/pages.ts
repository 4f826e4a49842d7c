/** Page titles, breadcrumbs and placeholders of mfe-team (`team` namespace). */
export const pageTexts = {
  fr: {
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
  },
  en: {
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
  },
  ar: {
    area: 'الفريق',
    section: {
      users: 'المستخدمون',
    },
    pages: {
      team: {
        title: 'الفريق',
      },
      'users-team': {
        title: 'الفريق',
      },
      'users-clients': {
        title: 'الحرفاء',
      },
    },
  },
};
