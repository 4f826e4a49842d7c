import type * as base from '../fr/charts';

/** Texts of the shared chart parts (`orders` namespace, `charts.` keys). */

export const chartTexts: typeof base.chartTexts = {
  'show-table': 'Show the data',
  'hide-table': 'Hide the data',
  failed: 'The chart could not be loaded.',
  current: 'Period',
  previous: 'Comparison period',
  day: 'Day',
  'compared-day': 'Compared day',
};
