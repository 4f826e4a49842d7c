/** Page titles, breadcrumbs and placeholders of mfe-orders (`orders` namespace). */
export const pageTexts = {
  fr: {
    area: 'Commandes',
    section: {
      'dash-alpha': 'Tableau alpha',
      dashboards: 'Tableaux de bord',
      orders: 'Commandes',
      statistics: 'Statistiques',
    },
    pages: {
      'dash-partner': {
        title: 'Tableau partenaires',
      },
      'dash-alpha-staff': {
        title: 'Tableau alpha',
      },
      home: {
        title: 'Accueil',
      },
      'statistics-orders': {
        title: 'Statistiques des commandes',
      },
      'statistics-turnover': {
        title: 'Chiffre d’affaires',
      },
      'dash-alpha-overview': {
        title: 'Vue d’ensemble',
      },
      'order-of-the-day': {
        title: 'Commandes du jour',
      },
      pickup: {
        title: 'Ramassages',
      },
      'add-order': {
        title: 'Ajouter une commande',
      },
      'add-exchange': {
        title: 'Ajouter un échange',
      },
      import: {
        title: 'Importer depuis Excel',
      },
      'exchange-results': {
        title: 'Résultats des échanges',
      },
    },
  },
  en: {
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
  },
  ar: {
    area: 'الطلبيات',
    section: {
      'dash-alpha': 'لوحة ألفا',
      dashboards: 'لوحات القيادة',
      orders: 'الطلبيات',
      statistics: 'الإحصائيات',
    },
    pages: {
      'dash-partner': {
        title: 'لوحة الشركاء',
      },
      'dash-alpha-staff': {
        title: 'لوحة ألفا',
      },
      home: {
        title: 'الرئيسية',
      },
      'statistics-orders': {
        title: 'إحصائيات الطلبيات',
      },
      'statistics-turnover': {
        title: 'رقم المعاملات',
      },
      'dash-alpha-overview': {
        title: 'نظرة عامة',
      },
      'order-of-the-day': {
        title: 'طلبيات اليوم',
      },
      pickup: {
        title: 'عمليات الاستلام',
      },
      'add-order': {
        title: 'إضافة طلبية',
      },
      'add-exchange': {
        title: 'إضافة استبدال',
      },
      import: {
        title: 'استيراد من Excel',
      },
      'exchange-results': {
        title: 'نتائج الاستبدال',
      },
    },
  },
};
