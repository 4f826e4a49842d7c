import type * as base from '../fr/charts';

/** Texts of the shared chart parts (`orders` namespace, `charts.` keys). */

export const chartTexts: typeof base.chartTexts = {
  'show-table': 'عرض البيانات',
  'hide-table': 'إخفاء البيانات',
  failed: 'تعذّر تحميل الرسم البياني.',
  current: 'الفترة',
  previous: 'فترة المقارنة',
  day: 'اليوم',
  'compared-day': 'اليوم المقارن',
};
