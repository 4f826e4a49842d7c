/** Page titles, breadcrumbs and placeholders of mfe-finance (`finance` namespace). */
export const pageTexts = {
  fr: {
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
  },
  en: {
    area: 'Finance',
    section: {
      finance: 'Finance',
    },
    pages: {
      'payment-calendar': {
        title: 'Payment calendar',
      },
      'partner-invoices': {
        title: 'Partner invoices',
      },
      'payment-history-staff': {
        title: 'Payment history',
      },
      refund: {
        title: 'Refunds',
      },
      'payment-history': {
        title: 'Payment history',
      },
    },
  },
  ar: {
    area: 'المالية',
    section: {
      finance: 'المالية',
    },
    pages: {
      'payment-calendar': {
        title: 'رزنامة الدفعات',
      },
      'partner-invoices': {
        title: 'فواتير الشركاء',
      },
      'payment-history-staff': {
        title: 'سجل الدفعات',
      },
      refund: {
        title: 'المبالغ المستردة',
      },
      'payment-history': {
        title: 'سجل الدفعات',
      },
    },
  },
};
