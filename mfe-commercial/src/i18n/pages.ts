/** Page titles, breadcrumbs and placeholders of mfe-commercial (`commercial` namespace). */
export const pageTexts = {
  fr: {
    area: 'Commercial',
    section: {
      commercial: 'Commercial',
    },
    pages: {
      clients: {
        title: 'Clients',
      },
      'add-client': {
        title: 'Ajouter un client',
      },
      'pickup-of-the-day': {
        title: 'Ramassage du jour',
      },
      'add-partner': {
        title: 'Ajouter un partenaire',
      },
    },
  },
  en: {
    area: 'Commercial',
    section: {
      commercial: 'Commercial',
    },
    pages: {
      clients: {
        title: 'Clients',
      },
      'add-client': {
        title: 'Add client',
      },
      'pickup-of-the-day': {
        title: 'Pickup of the day',
      },
      'add-partner': {
        title: 'Add partner',
      },
    },
  },
  ar: {
    area: 'التجاري',
    section: {
      commercial: 'التجاري',
    },
    pages: {
      clients: {
        title: 'الحرفاء',
      },
      'add-client': {
        title: 'إضافة حريف',
      },
      'pickup-of-the-day': {
        title: 'استلام اليوم',
      },
      'add-partner': {
        title: 'إضافة شريك',
      },
    },
  },
};
