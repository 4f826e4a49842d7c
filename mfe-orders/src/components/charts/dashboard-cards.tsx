import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CompactFigure, VISUALLY_HIDDEN } from './compact-figure';

/** Props of `KpiCard`. */
export interface KpiCardProps {
  title: string;
  /** The abbreviated figure and its exact value (the same when short). */
  short: string;
  exact: string;
  /** A line under the figure (what it counts, a second figure). */
  detail?: ReactNode;
  /** The change against the comparison period (`+12,5 %`) and its sentence for screen readers. */
  change?: { text: string; label: string; good: boolean } | null;
  icon?: ReactNode;
}

/**
 * One figure of a dashboard: title, big abbreviated figure (exact on hover), a detail line and the change.
 * @example <KpiCard title={t('home.stock.title')} short="1,2M" exact="1 234 567" detail="..." />
 */
export function KpiCard({ title, short, exact, detail, change, icon }: KpiCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        {icon}
        <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
      </Stack>
      <CompactFigure short={short} exact={exact} />
      {change && (
        <Typography
          variant="body2"
          sx={{ color: change.good ? 'success.main' : 'error.main', fontWeight: 600 }}
        >
          <span aria-hidden="true">{change.text}</span>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {change.label}
          </Box>
        </Typography>
      )}
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** Props of `ChartPanel`. */
export interface ChartPanelProps {
  title: string;
  subtitle?: string;
  /** Controls on the title's line (a toggle...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard panel: an `h2` title, an optional subtitle and actions, then its chart or table. */
export function ChartPanel({ title, subtitle, actions, children }: ChartPanelProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
      >
        <Stack>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

/** A card's place while its figures load. */
export function KpiCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-hidden="true">
      <Skeleton width="50%" />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
      <Skeleton width="70%" />
    </Paper>
  );
}

/** A panel's place while its chart loads. */
export function ChartPanelSkeleton({ height = 280 }: { height?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-hidden="true">
      <Skeleton width="40%" sx={{ fontSize: '1.25rem' }} />
      <Skeleton width="60%" />
      <Skeleton variant="rounded" height={height} sx={{ mt: 1 }} />
    </Paper>
  );
}
