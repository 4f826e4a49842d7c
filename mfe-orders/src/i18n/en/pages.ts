/** Page titles, breadcrumbs and placeholders of mfe-orders (`orders` namespace). */

export const pageTexts = {
  area: 'Orders',
  section: {
    'dash-alpha': 'Dashboard alpha',
    dashboards: 'Dashboards',
    orders: 'Orders',
    statistics: 'Statistics',
  },
  pages: {
    'dash-partner': {
      title: 'Partner dashboard',
    },
    'dash-alpha-staff': {
      title: 'Dashboard alpha',
    },
    home: {
      title: 'Home',
    },
    'statistics-orders': {
      title: 'Order statistics',
    },
    'statistics-turnover': {
      title: 'Turnover',
    },
    'dash-alpha-overview': {
      title: 'Overview',
    },
    'order-of-the-day': {
      title: 'Orders of the day',
    },
    pickup: {
      title: 'Pickups',
    },
    'add-order': {
      title: 'Add order',
    },
    'add-exchange': {
      title: 'Add exchange',
    },
    import: {
      title: 'Import from Excel',
    },
    'exchange-results': {
      title: 'Exchange results',
    },
  },
};
