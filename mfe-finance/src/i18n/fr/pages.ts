/** Page titles, breadcrumbs and placeholders of mfe-finance (`finance` namespace). */

export const pageTexts = {
  area: 'Finance',
  section: {
    finance: 'Finance',
  },
  pages: {
    'payment-calendar': {
      title: 'Calendrier des paiements',
    },
    'partner-invoices': {
      title: 'Factures partenaires',
    },
    'payment-history-staff': {
      title: 'Historique des paiements',
    },
    refund: {
      title: 'Remboursements',
    },
    'payment-history': {
      title: 'Historique des paiements',
    },
  },
};
