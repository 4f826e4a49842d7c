/** Texts of the shared chart parts (`orders` namespace, `charts.` keys). */
const fr = {
  'show-table': 'Afficher les données',
  'hide-table': 'Masquer les données',
  failed: 'Le graphique n’a pas pu être chargé.',
  current: 'Période',
  previous: 'Période de comparaison',
  day: 'Jour',
  'compared-day': 'Jour comparé',
};

export type ChartTexts = typeof fr;

const en: ChartTexts = {
  'show-table': 'Show the data',
  'hide-table': 'Hide the data',
  failed: 'The chart could not be loaded.',
  current: 'Period',
  previous: 'Comparison period',
  day: 'Day',
  'compared-day': 'Compared day',
};

const ar: ChartTexts = {
  'show-table': 'عرض البيانات',
  'hide-table': 'إخفاء البيانات',
  failed: 'تعذّر تحميل الرسم البياني.',
  current: 'الفترة',
  previous: 'فترة المقارنة',
  day: 'اليوم',
  'compared-day': 'اليوم المقارن',
};

export const chartTexts = { fr, en, ar };
