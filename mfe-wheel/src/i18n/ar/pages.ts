import { rouletteTitle } from './roulette';

/** Page titles, breadcrumbs and placeholders of mfe-wheel (`wheel` namespace). */

export const pageTexts = {
  area: 'عجلة الحظ',
  section: {
    'fortune-wheel': 'عجلة الحظ',
  },
  pages: {
    'fortune-wheel': {
      title: 'عجلة الحظ',
    },
    'add-wheel': {
      title: 'إضافة عجلة',
    },
    'wheel-details': {
      title: 'تفاصيل العجلة',
    },
    roulette: {
      title: rouletteTitle,
    },
  },
};
