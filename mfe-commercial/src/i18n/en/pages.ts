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
};
