/** Page titles, breadcrumbs and placeholders of mfe-team (`team` namespace). */

export const pageTexts = {
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
};
