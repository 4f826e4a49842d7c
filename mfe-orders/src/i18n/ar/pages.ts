/** Page titles, breadcrumbs and placeholders of mfe-orders (`orders` namespace). */

export const pageTexts = {
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
};
