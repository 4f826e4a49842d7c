import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardStatusCount } from '@wolvo/shared/contracts';
import { Link as RouterLink } from '@wolvo/shared/router';
import { statusColourOf } from '@wolvo/shared/ui/components/status-chip';
import { numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `StatusCards`. */
export interface StatusCardsProps {
  statuses: DashboardStatusCount[] | null;
  total: number;
  loading: boolean;
  /** Where a status's card leads (the filtered orders list); null or absent: counts only. */
  linkOf?: ((status: string) => string) | null;
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
} as const;

/** Read by screen readers only (MUI's visuallyHidden). */
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

function CardBody({ count, label, hint }: { count: number; label: string; hint?: string }) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: 'inherit' }}>
        {numberFormatOf(i18n.language).format(count)}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'inherit' }}>
        {label}
      </Typography>
      {hint && <Box sx={HIDDEN}>{hint}</Box>}
    </Box>
  );
}

/**
 * Dashboard alpha's cards: the total, then one card per status in the spec's status colours; a card
 * with a link opens the orders list filtered on its status and period.
 */
export function StatusCards({ statuses, total, loading, linkOf }: StatusCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  if (loading && !statuses)
    return (
      <Box sx={GRID} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  return (
    <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }} aria-busy={loading}>
      <li>
        <Card variant="outlined" sx={{ height: '100%' }} data-testid="status-card-total">
          <CardBody count={total} label={t('dashboards.total')} />
        </Card>
      </li>
      {(statuses ?? []).map(({ status, count }) => {
        const label = tc(`status.${status}`, { defaultValue: status });
        const href = linkOf?.(status);
        return (
          <li key={status}>
            <Card
              variant="outlined"
              sx={(theme) => ({
                height: '100%',
                backgroundColor: theme.palette.status[statusColourOf(status)].background,
                color: theme.palette.status[statusColourOf(status)].text,
              })}
              data-testid={`status-card-${status}`}
              data-colour={statusColourOf(status)}
            >
              {href ? (
                <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                  <CardBody count={count} label={label} hint={t('dashboards.open-list')} />
                </CardActionArea>
              ) : (
                <CardBody count={count} label={label} />
              )}
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
