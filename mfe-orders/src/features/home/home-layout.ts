/** The home's grid: one column on phones, two on tablets, four from 1280 px (spec section 9's breakpoint). */
export const HOME_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

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
