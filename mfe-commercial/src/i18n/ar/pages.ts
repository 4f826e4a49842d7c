/** Page titles, breadcrumbs and placeholders of mfe-commercial (`commercial` namespace). */

export const pageTexts = {
  area: 'التجاري',
  section: {
    commercial: 'التجاري',
  },
  pages: {
    clients: {
      title: 'الحرفاء',
    },
    'add-client': {
      title: 'إضافة حريف',
    },
    'pickup-of-the-day': {
      title: 'استلام اليوم',
    },
    partners: {
      title: 'شركاء التوصيل',
    },
    'add-partner': {
      title: 'إضافة شريك',
    },
    'assign-orders': {
      title: 'تسليم الطرود',
    },
  },
};
