/** Page titles, breadcrumbs and placeholders of mfe-finance (`finance` namespace). */

export const pageTexts = {
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
};
