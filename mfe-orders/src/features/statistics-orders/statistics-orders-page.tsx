import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import type { OrderStats, StatusColour, StatusGroup } from '@wolvo/shared/contracts';
import {
  barListOption,
  categorySeriesOption,
  ChartPanel,
  ChartPanelSkeleton,
  EChart,
  formatAxisDay,
  formatCompact,
  formatCount,
} from '../../components/charts';
import {
  changeOf,
  StatisticsFigures,
  StatisticsScreen,
  useFigureWords,
} from '../../components/statistics';
import { statisticsApi } from '@wolvo/shared/contracts/statistics/endpoints';
import { NAMESPACE } from '../../i18n/namespace';

/** Chart colour of each status group. */
const GROUP_COLOURS: Record<StatusGroup, StatusColour> = {
  PREPARING: 'orange',
  IN_DELIVERY: 'lightblue',
  DELIVERED: 'green',
  RETURNED: 'red',
  CANCELLED: 'default',
};
// The groups in display order, from the record above (typed complete): only types come from shared's
// contracts, so this remote also runs under a host built before the groups existed.
const STATUS_GROUPS = Object.keys(GROUP_COLOURS) as StatusGroup[];

const PANEL_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Statistics > orders (client area, `statistics/orders`): the orders of a period, by day against the
 * comparison period, by state and by governorate, with the delivery rate and the average delivery time.
 */
export default function StatisticsOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StatisticsScreen
      page="statistics-orders"
      endpoint={statisticsApi.orders}
      busyLabel={t('statistics.orders.total')}
      skeletonCharts={
        <>
          <ChartPanelSkeleton />
          <Box sx={PANEL_GRID}>
            <ChartPanelSkeleton />
            <ChartPanelSkeleton />
          </Box>
        </>
      }
    >
      {(data, busy) => <OrderFigures data={data} busy={busy} />}
    </StatisticsScreen>
  );
}

function OrderFigures({ data, busy }: { data: OrderStats; busy: boolean }) {
  const { t, language, theme, vs, days } = useFigureWords();
  const { current, previous, change } = data;
  const rate =
    current.totals.deliveryRate === null
      ? '–'
      : `${formatCount(current.totals.deliveryRate, language, 1)} %`;
  const withWeekday = current.days.length <= 14;

  const perDay = useMemo(() => {
    const label = (day: string) => formatAxisDay(day, language, withWeekday);
    const peak = current.days.reduce(
      (best, d) => (d.orders > best.orders ? d : best),
      current.days[0]!,
    );
    return {
      option: categorySeriesOption(theme, {
        categories: current.days.map((d) => label(d.day)),
        format: (v) => formatCount(v, language),
        axisFormat: (v) => formatCompact(v, language),
        series: [
          {
            name: t('charts.current'),
            type: 'line',
            colour: theme.primary,
            data: current.days.map((d) => d.orders),
          },
          ...(previous
            ? [
                {
                  name: t('charts.previous'),
                  type: 'line' as const,
                  colour: theme.comparison,
                  dashed: true,
                  data: previous.days.map((d) => d.orders),
                },
              ]
            : []),
        ],
      }),
      summary: t('statistics.orders.per-day-summary', {
        total: formatCount(current.totals.orders, language),
        from: formatAxisDay(current.from, language, false),
        to: formatAxisDay(current.to, language, false),
        comparison: previous
          ? t('statistics.orders.comparison', {
              total: formatCount(previous.totals.orders, language),
            })
          : '',
        peak: label(peak.day),
        peakCount: formatCount(peak.orders, language),
      }),
      table: {
        columns: [
          t('charts.day'),
          t('statistics.orders.count'),
          ...(previous ? [t('charts.compared-day'), t('charts.previous')] : []),
        ],
        rows: current.days.map((d, i) => [
          label(d.day),
          formatCount(d.orders, language),
          ...(previous && previous.days[i]
            ? [label(previous.days[i].day), formatCount(previous.days[i].orders, language)]
            : []),
        ]),
      },
    };
  }, [current, previous, theme, language, t, withWeekday]);

  const byStatus = useMemo(() => {
    const label = (day: string) => formatAxisDay(day, language, withWeekday);
    const groupName = (g: StatusGroup) => t(`statistics.group.${g}`);
    return {
      option: categorySeriesOption(theme, {
        categories: current.days.map((d) => label(d.day)),
        format: (v) => formatCount(v, language),
        axisFormat: (v) => formatCompact(v, language),
        series: STATUS_GROUPS.map((g) => ({
          name: groupName(g),
          type: 'bar' as const,
          stack: 'groups',
          colour: theme.colour(GROUP_COLOURS[g]),
          data: current.days.map((d) => d.groups[g]),
        })),
      }),
      summary: t('statistics.orders.by-status-summary', {
        list: STATUS_GROUPS.map(
          (g) => `${groupName(g)} ${formatCount(current.totals.groups[g], language)}`,
        ).join(', '),
      }),
      table: {
        columns: [t('charts.day'), ...STATUS_GROUPS.map(groupName)],
        rows: current.days.map((d) => [
          label(d.day),
          ...STATUS_GROUPS.map((g) => formatCount(d.groups[g], language)),
        ]),
      },
    };
  }, [current, theme, language, t, withWeekday]);

  const byGovernorate = useMemo(() => {
    const top = current.byGovernorate.slice(0, 12);
    return {
      option: barListOption(theme, {
        categories: top.map((g) => placeText(language, g.governorate)),
        format: (v) => formatCount(v, language),
        series: [
          {
            name: t('statistics.orders.count'),
            type: 'bar',
            colour: theme.primary,
            data: top.map((g) => g.orders),
          },
          {
            name: t('statistics.orders.delivered'),
            type: 'bar',
            colour: theme.colour('green'),
            data: top.map((g) => g.delivered),
          },
        ],
      }),
      summary: t('statistics.orders.by-governorate-summary', {
        list: current.byGovernorate
          .map((g) => `${placeText(language, g.governorate)} ${formatCount(g.orders, language)}`)
          .join(', '),
      }),
      table: {
        columns: [
          t('statistics.orders.governorate'),
          t('statistics.orders.count'),
          t('statistics.orders.delivered'),
        ],
        rows: current.byGovernorate.map((g) => [
          placeText(language, g.governorate),
          formatCount(g.orders, language),
          formatCount(g.delivered, language),
        ]),
      },
      height: Math.max(200, top.length * 34 + 60),
    };
  }, [current, theme, language, t]);

  return (
    <StatisticsFigures
      busy={busy}
      empty={current.totals.orders === 0}
      kpis={[
        {
          title: t('statistics.orders.total'),
          short: formatCompact(current.totals.orders, language),
          exact: formatCount(current.totals.orders, language),
          change: changeOf(change.orders, language, vs),
        },
        {
          title: t('statistics.orders.delivered'),
          short: formatCompact(current.totals.groups.DELIVERED, language),
          exact: formatCount(current.totals.groups.DELIVERED, language),
          change: changeOf(change.delivered, language, vs),
        },
        {
          title: t('statistics.orders.rate'),
          short: rate,
          exact: rate,
          detail: t('statistics.orders.rate-help'),
        },
        {
          title: t('statistics.orders.delivery-days'),
          short: days(current.totals.averageDeliveryDays),
          exact: days(current.totals.averageDeliveryDays),
          change: changeOf(change.averageDeliveryDays, language, vs, false),
        },
      ]}
    >
      <ChartPanel title={t('statistics.orders.per-day')}>
        <EChart option={perDay.option} summary={perDay.summary} table={perDay.table} />
      </ChartPanel>
      <Box sx={PANEL_GRID}>
        <ChartPanel title={t('statistics.orders.by-status')}>
          <EChart option={byStatus.option} summary={byStatus.summary} table={byStatus.table} />
        </ChartPanel>
        <ChartPanel title={t('statistics.orders.by-governorate')}>
          <EChart
            option={byGovernorate.option}
            summary={byGovernorate.summary}
            table={byGovernorate.table}
            height={byGovernorate.height}
          />
        </ChartPanel>
      </Box>
    </StatisticsFigures>
  );
}
