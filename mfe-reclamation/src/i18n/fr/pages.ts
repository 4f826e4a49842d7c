/** Page titles, breadcrumbs and placeholders of mfe-reclamation (`reclamation` namespace). */

export const pageTexts = {
  area: 'Réclamations',
  section: {
    reclamation: 'Réclamations',
    'dash-alpha': 'Tableau alpha',
  },
  pages: {
    inbox: {
      title: 'Boîte de réception',
    },
    edits: {
      title: 'Modifications',
    },
    pickup: {
      title: 'Ramassage',
    },
    report: {
      title: 'Rapport de réclamation',
    },
    'delivery-cost': {
      title: 'Frais de livraison',
    },
    wolvo: {
      title: 'Réclamations Wolvo',
    },
    'dash-alpha-report': {
      title: 'Rapport',
    },
  },
};
