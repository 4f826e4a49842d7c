import { rouletteTitle } from './roulette';

/** Page titles, breadcrumbs and placeholders of mfe-wheel (`wheel` namespace). */
export const pageTexts = {
  fr: {
    area: 'Roue de la fortune',
    section: {
      'fortune-wheel': 'Roue de la fortune',
    },
    pages: {
      'fortune-wheel': {
        title: 'Roue de la fortune',
      },
      'add-wheel': {
        title: 'Ajouter une roue',
      },
      'wheel-details': {
        title: 'Détails de la roue',
      },
      roulette: {
        title: rouletteTitle.fr,
      },
    },
  },
  en: {
    area: 'Fortune wheel',
    section: {
      'fortune-wheel': 'Fortune wheel',
    },
    pages: {
      'fortune-wheel': {
        title: 'Fortune wheel',
      },
      'add-wheel': {
        title: 'Add wheel',
      },
      'wheel-details': {
        title: 'Wheel details',
      },
      roulette: {
        title: rouletteTitle.en,
      },
    },
  },
  ar: {
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
        title: rouletteTitle.ar,
      },
    },
  },
};
