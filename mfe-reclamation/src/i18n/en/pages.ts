/** Page titles, breadcrumbs and placeholders of mfe-reclamation (`reclamation` namespace). */

export const pageTexts = {
  area: 'Reclamation',
  section: {
    reclamation: 'Reclamation',
    'dash-alpha': 'Dashboard alpha',
  },
  pages: {
    inbox: {
      title: 'Inbox',
    },
    edits: {
      title: 'Edits',
    },
    pickup: {
      title: 'Pickup',
    },
    report: {
      title: 'Reclamation report',
    },
    'delivery-cost': {
      title: 'Delivery cost',
    },
    wolvo: {
      title: 'Wolvo reclamations',
    },
    'dash-alpha-report': {
      title: 'Report',
    },
  },
};
