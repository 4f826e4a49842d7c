import { rouletteTitle } from './roulette';

/** Page titles, breadcrumbs and placeholders of mfe-wheel (`wheel` namespace). */

export const pageTexts = {
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
      title: rouletteTitle,
    },
  },
};
