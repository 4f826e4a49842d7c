/** Texts of the shared chart parts (`orders` namespace, `charts.` keys). */

export const chartTexts = {
  'show-table': 'Afficher les données',
  'hide-table': 'Masquer les données',
  failed: 'Le graphique n’a pas pu être chargé.',
  current: 'Période',
  previous: 'Période de comparaison',
  day: 'Jour',
  'compared-day': 'Jour comparé',
};

export type ChartTexts = typeof chartTexts;
