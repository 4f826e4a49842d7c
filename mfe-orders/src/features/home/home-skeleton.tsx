import Box from '@mui/material/Box';
import { ChartPanelSkeleton, KpiCardSkeleton } from '../../components/charts';
import { HOME_GRID, HOME_PLACES } from './home-layout';

/** The home's 8 widgets in their places (desktop: 4 figures, then 4 panels; mobile: one column). */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <Box sx={HOME_GRID} role="status" aria-label={label} aria-busy="true">
      {HOME_PLACES.map((place, i) => (
        <Box key={i} sx={{ gridColumn: place }}>
          {i < 4 ? <KpiCardSkeleton /> : <ChartPanelSkeleton height={i === 7 ? 220 : 260} />}
        </Box>
      ))}
    </Box>
  );
}
