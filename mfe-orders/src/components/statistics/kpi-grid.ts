/** The grid of KPI cards (statistics pages, client home): one column on phones, two on tablets, four from
 * the `lg` breakpoint. A module of its own, so the home does not pull in the statistics screen. */
export const KPI_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;
