/** Page titles, breadcrumbs and placeholders of mfe-reclamation (`reclamation` namespace). */
export const pageTexts = {
  fr: {
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
  },
  en: {
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
  },
  ar: {
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
  },
};
