/** Page titles, breadcrumbs and placeholders of mfe-commercial (`commercial` namespace). */

export const pageTexts = {
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
};
