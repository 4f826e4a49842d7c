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
      partners: {
        title: 'Partenaires de livraison',
      },
      'add-partner': {
        title: 'Ajouter un partenaire',
      },
      'assign-orders': {
        title: 'Confier des colis',
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
      partners: {
        title: 'Delivery partners',
      },
      'add-partner': {
        title: 'Add partner',
      },
      'assign-orders': {
        title: 'Assign parcels',
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
      partners: {
        title: 'شركاء التوصيل',
      },
      'add-partner': {
        title: 'إضافة شريك',
      },
      'assign-orders': {
        title: 'تسليم الطرود',
      },
    },
  },
};
