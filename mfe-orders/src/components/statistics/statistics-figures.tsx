import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatCount, KpiCard, useChartTheme, type KpiCardProps } from '../charts';
import { NAMESPACE } from '../../i18n/namespace';
import { KPI_GRID } from './kpi-grid';

/**
 * The words and colours of a statistics page's figures: `vs` words a KPI's change against the comparison
 * period, `days` an average delivery time ('–' without one).
 * @example const { t, language, theme, vs, days } = useFigureWords();
 */
export function useFigureWords() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const theme = useChartTheme();
  const vs = (change: string) => t('statistics.vs-previous', { change });
  const days = (v: number | null) =>
    v === null ? '–' : t('statistics.orders.days-value', { days: formatCount(v, language, 1) });
  return { t, language, theme, vs, days };
}

/** Props of `StatisticsFigures`. */
export interface StatisticsFiguresProps {
  /** Another period loads: the figures shown dim. */
  busy: boolean;
  /** The period has nothing to count: a sentence says so above the (zero) figures. */
  empty: boolean;
  /** The KPI cards, in their grid. */
  kpis: KpiCardProps[];
  /** The chart panels, below the cards. */
  children: ReactNode;
}

/** A statistics page's figures of a period: its KPI cards, then its charts. */
export function StatisticsFigures({ busy, empty, kpis, children }: StatisticsFiguresProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} aria-busy={busy} sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity .2s' }}>
      {empty && <Alert severity="info">{t('statistics.empty')}</Alert>}
      <Box sx={KPI_GRID}>
        {kpis.map((kpi) => (
          <KpiCard key={kpi.title} {...kpi} />
        ))}
      </Box>
      {children}
    </Stack>
  );
}
