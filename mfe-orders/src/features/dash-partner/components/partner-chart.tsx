import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPartnerRow } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import {
  barListOption,
  ChartPanel,
  EChart,
  formatCount,
  useChartTheme,
} from '../../../components/charts';
import { NAMESPACE } from '../../../i18n/namespace';

/**
 * Per partner, the parcels of the period handed to it beside the delivered ones (bars, the busiest on
 * top), named by a sentence and with its data, the collected cash included, as a table on demand.
 * Partners with no parcel in the period are left out; with none at all nothing is drawn.
 */
export function PartnerChart({ rows }: { rows: DashboardPartnerRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const theme = useChartTheme();
  const chart = useMemo(() => {
    const active = rows
      .filter((r) => r.handedOver > 0)
      .sort((a, b) => b.handedOver - a.handedOver || a.name.localeCompare(b.name));
    if (!active.length) return null;
    const count = (v: number) => formatCount(v, language);
    return {
      option: barListOption(theme, {
        categories: active.map((r) => r.name),
        format: count,
        series: [
          {
            name: t('dashboards.partner.handed-over'),
            type: 'bar',
            colour: theme.primary,
            data: active.map((r) => r.handedOver),
          },
          {
            name: t('dashboards.partner.delivered'),
            type: 'bar',
            colour: theme.colour('green'),
            data: active.map((r) => r.delivered),
          },
        ],
      }),
      summary: t('dashboards.partner.chart-summary', {
        list: active
          .map((r) =>
            t('dashboards.partner.chart-item', {
              name: r.name,
              handedOver: count(r.handedOver),
              delivered: count(r.delivered),
              cod: formatDinars(r.deliveredCod, language),
            }),
          )
          .join(' ; '),
      }),
      table: {
        columns: [
          t('dashboards.partner.name'),
          t('dashboards.partner.handed-over'),
          t('dashboards.partner.delivered'),
          t('dashboards.partner.delivered-cod'),
        ],
        rows: active.map((r) => [
          r.name,
          count(r.handedOver),
          count(r.delivered),
          formatDinars(r.deliveredCod, language),
        ]),
      },
      height: Math.max(180, active.length * 56 + 70),
    };
  }, [rows, theme, language, t]);
  if (!chart) return null;
  return (
    <ChartPanel title={t('dashboards.partner.chart-title')}>
      <EChart
        option={chart.option}
        summary={chart.summary}
        table={chart.table}
        height={chart.height}
      />
    </ChartPanel>
  );
}
