import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import type { TurnoverStats } from '@wolvo/shared/contracts';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import {
  barListOption,
  categorySeriesOption,
  ChartPanel,
  ChartPanelSkeleton,
  EChart,
  formatAxisDay,
  formatCompact,
  formatCompactDinars,
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

/**
 * Statistics > turnover (client area, `statistics/turnover`): cash on delivery of the parcels delivered in
 * a period, by day against the comparison period and by governorate, with the average order value.
 */
export default function StatisticsTurnoverPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StatisticsScreen
      page="statistics-turnover"
      endpoint={statisticsApi.turnover}
      busyLabel={t('statistics.turnover.total')}
      skeletonCharts={
        <>
          <ChartPanelSkeleton />
          <ChartPanelSkeleton />
        </>
      }
    >
      {(data, busy) => <TurnoverFigures data={data} busy={busy} />}
    </StatisticsScreen>
  );
}

function TurnoverFigures({ data, busy }: { data: TurnoverStats; busy: boolean }) {
  const { t, language, theme, vs, days } = useFigureWords();
  const { current, previous, change } = data;
  const money = (v: number) => formatDinars(v, language);
  const withWeekday = current.days.length <= 14;

  const perDay = useMemo(() => {
    const dinars = (v: number) => formatDinars(v, language);
    const label = (day: string) => formatAxisDay(day, language, withWeekday);
    return {
      option: categorySeriesOption(theme, {
        categories: current.days.map((d) => label(d.day)),
        format: dinars,
        axisFormat: (v) => formatCompactDinars(v, language),
        series: [
          {
            name: t('charts.current'),
            type: 'line',
            colour: theme.colour('green'),
            data: current.days.map((d) => d.turnover),
          },
          ...(previous
            ? [
                {
                  name: t('charts.previous'),
                  type: 'line' as const,
                  colour: theme.comparison,
                  dashed: true,
                  data: previous.days.map((d) => d.turnover),
                },
              ]
            : []),
        ],
      }),
      summary: t('statistics.turnover.per-day-summary', {
        from: formatAxisDay(current.from, language, false),
        to: formatAxisDay(current.to, language, false),
        total: dinars(current.totals.turnover),
        comparison: previous
          ? t('statistics.turnover.comparison', { total: dinars(previous.totals.turnover) })
          : '',
      }),
      table: {
        columns: [
          t('charts.day'),
          t('statistics.turnover.amount'),
          t('statistics.turnover.delivered'),
          ...(previous ? [t('charts.compared-day'), t('charts.previous')] : []),
        ],
        rows: current.days.map((d, i) => [
          label(d.day),
          dinars(d.turnover),
          formatCount(d.delivered, language),
          ...(previous && previous.days[i]
            ? [label(previous.days[i].day), dinars(previous.days[i].turnover)]
            : []),
        ]),
      },
    };
  }, [current, previous, theme, language, t, withWeekday]);

  const byGovernorate = useMemo(() => {
    const dinars = (v: number) => formatDinars(v, language);
    const top = current.byGovernorate.slice(0, 12);
    return {
      option: barListOption(theme, {
        categories: top.map((g) => placeText(language, g.governorate)),
        format: dinars,
        axisFormat: (v) => formatCompactDinars(v, language),
        series: [
          {
            name: t('statistics.turnover.amount'),
            type: 'bar',
            colour: theme.colour('green'),
            data: top.map((g) => g.turnover),
          },
        ],
      }),
      summary: t('statistics.turnover.by-governorate-summary', {
        list: current.byGovernorate
          .map((g) => `${placeText(language, g.governorate)} ${dinars(g.turnover)}`)
          .join(', '),
      }),
      table: {
        columns: [
          t('statistics.turnover.governorate'),
          t('statistics.turnover.amount'),
          t('statistics.turnover.delivered'),
        ],
        rows: current.byGovernorate.map((g) => [
          placeText(language, g.governorate),
          dinars(g.turnover),
          formatCount(g.delivered, language),
        ]),
      },
      height: Math.max(200, top.length * 30 + 60),
    };
  }, [current, theme, language, t]);

  return (
    <StatisticsFigures
      busy={busy}
      empty={current.totals.delivered === 0}
      kpis={[
        {
          title: t('statistics.turnover.total'),
          short: money(current.totals.turnover),
          exact: money(current.totals.turnover),
          change: changeOf(change.turnover, language, vs),
        },
        {
          title: t('statistics.turnover.delivered'),
          short: formatCompact(current.totals.delivered, language),
          exact: formatCount(current.totals.delivered, language),
          change: changeOf(change.delivered, language, vs),
        },
        {
          title: t('statistics.turnover.basket'),
          short: money(current.totals.averageBasket),
          exact: money(current.totals.averageBasket),
          change: changeOf(change.averageBasket, language, vs),
        },
        {
          title: t('statistics.turnover.delivery-days'),
          short: days(current.totals.averageDeliveryDays),
          exact: days(current.totals.averageDeliveryDays),
        },
      ]}
    >
      <ChartPanel title={t('statistics.turnover.per-day')}>
        <EChart option={perDay.option} summary={perDay.summary} table={perDay.table} />
      </ChartPanel>
      <ChartPanel title={t('statistics.turnover.by-governorate')}>
        <EChart
          option={byGovernorate.option}
          summary={byGovernorate.summary}
          table={byGovernorate.table}
          height={byGovernorate.height}
        />
      </ChartPanel>
    </StatisticsFigures>
  );
}
