import { KPI_GRID } from '../../components/statistics/kpi-grid';

/** The home's grid: one column on phones, two on tablets, four from 1280 px (spec section 9's breakpoint),
 * the statistics pages' KPI grid. */
export const HOME_GRID = KPI_GRID;

/** Columns of the 8 widgets: 4 figures, the delivered/returned chart (wide), payments, sources, delivery days (wide). */
export const HOME_PLACES = [
  'span 1',
  'span 1',
  'span 1',
  'span 1',
  { xs: 'span 1', sm: 'span 2', lg: 'span 3' },
  { xs: 'span 1', sm: 'span 1', lg: 'span 1' },
  { xs: 'span 1', sm: 'span 1', lg: 'span 1' },
  { xs: 'span 1', sm: 'span 2', lg: 'span 3' },
] as const;
