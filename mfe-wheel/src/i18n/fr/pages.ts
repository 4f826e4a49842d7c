import { rouletteTitle } from './roulette';

/** Page titles, breadcrumbs and placeholders of mfe-wheel (`wheel` namespace). */

export const pageTexts = {
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
      title: rouletteTitle,
    },
  },
};
