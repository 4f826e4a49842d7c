/** Page titles, breadcrumbs and placeholders of mfe-orders (`orders` namespace). */

export const pageTexts = {
  area: 'Commandes',
  section: {
    'dash-alpha': 'Tableau alpha',
    dashboards: 'Tableaux de bord',
    orders: 'Commandes',
    statistics: 'Statistiques',
  },
  pages: {
    'dash-partner': {
      title: 'Tableau partenaires',
    },
    'dash-alpha-staff': {
      title: 'Tableau alpha',
    },
    home: {
      title: 'Accueil',
    },
    'statistics-orders': {
      title: 'Statistiques des commandes',
    },
    'statistics-turnover': {
      title: 'Chiffre d’affaires',
    },
    'dash-alpha-overview': {
      title: 'Vue d’ensemble',
    },
    'order-of-the-day': {
      title: 'Commandes du jour',
    },
    pickup: {
      title: 'Ramassages',
    },
    'add-order': {
      title: 'Ajouter une commande',
    },
    'add-exchange': {
      title: 'Ajouter un échange',
    },
    import: {
      title: 'Importer depuis Excel',
    },
    'exchange-results': {
      title: 'Résultats des échanges',
    },
  },
};
