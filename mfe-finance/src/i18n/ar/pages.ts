/** Page titles, breadcrumbs and placeholders of mfe-finance (`finance` namespace). */

export const pageTexts = {
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
};
