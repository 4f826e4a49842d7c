/** Page titles, breadcrumbs and placeholders of mfe-reclamation (`reclamation` namespace). */

export const pageTexts = {
  area: 'الشكاوى',
  section: {
    reclamation: 'الشكاوى',
    'dash-alpha': 'لوحة ألفا',
  },
  pages: {
    inbox: {
      title: 'صندوق الوارد',
    },
    edits: {
      title: 'التعديلات',
    },
    pickup: {
      title: 'الاستلام',
    },
    report: {
      title: 'تقرير الشكاوى',
    },
    'delivery-cost': {
      title: 'تكلفة التوصيل',
    },
    wolvo: {
      title: 'شكاوى Wolvo',
    },
    'dash-alpha-report': {
      title: 'التقرير',
    },
  },
};
