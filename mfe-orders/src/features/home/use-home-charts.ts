import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientHomeStatistics, StatusColour } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { weekdayColour } from '@wolvo/shared/ui/format/weekday-colour';
import {
  categorySeriesOption,
  formatAxisDay,
  formatCount,
  ringOption,
  useChartTheme,
} from '../../components/charts';
import { NAMESPACE } from '../../i18n/namespace';

const SOURCE_COLOURS: readonly StatusColour[] = [
  'blue',
  'green',
  'orange',
  'purple',
  'pink',
  'lightblue',
  'yellow',
  'red',
  'default',
];

/**
 * The home page's three charts (delivered/returned over 7 days against the 7 before, payments, order
 * sources): each its option, its one-sentence summary and its table for screen readers.
 */
export function useHomeCharts(data: ClientHomeStatistics) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const theme = useChartTheme();

  const chart = useMemo(() => {
    const { current, previous } = data.deliveredReturned;
    const green = theme.colour('green');
    const red = theme.colour('red');
    const sum = (list: typeof current, key: 'delivered' | 'returned') =>
      list.reduce((s, d) => s + d[key], 0);
    return {
      // Built when drawn: its axis formats days (an Intl.DateTimeFormat), which the first paint does not show.
      option: () =>
        categorySeriesOption(theme, {
          categories: current.map((d) => formatAxisDay(d.day, language)),
          categoryColours: current.map((d) =>
            theme.colour(weekdayColour(new Date(`${d.day}T12:00:00`))),
          ),
          format: (v) => formatCount(v, language),
          series: [
            {
              name: t('home.chart.delivered'),
              type: 'line',
              colour: green,
              data: current.map((d) => d.delivered),
            },
            {
              name: t('home.chart.returned'),
              type: 'line',
              colour: red,
              data: current.map((d) => d.returned),
            },
            {
              name: t('home.chart.delivered-previous'),
              type: 'line',
              colour: green,
              dashed: true,
              data: previous.map((d) => d.delivered),
            },
            {
              name: t('home.chart.returned-previous'),
              type: 'line',
              colour: red,
              dashed: true,
              data: previous.map((d) => d.returned),
            },
          ],
        }),
      summary: t('home.chart.summary', {
        delivered: sum(current, 'delivered'),
        returned: sum(current, 'returned'),
        deliveredBefore: sum(previous, 'delivered'),
        returnedBefore: sum(previous, 'returned'),
      }),
      table: () => ({
        columns: [
          t('charts.day'),
          t('home.chart.delivered'),
          t('home.chart.returned'),
          t('charts.compared-day'),
          t('home.chart.delivered-previous'),
          t('home.chart.returned-previous'),
        ],
        rows: current.map((d, i) => [
          formatAxisDay(d.day, language),
          d.delivered,
          d.returned,
          previous[i] ? formatAxisDay(previous[i].day, language) : '',
          previous[i]?.delivered ?? 0,
          previous[i]?.returned ?? 0,
        ]),
      }),
    };
  }, [data, theme, language, t]);

  const payments = useMemo(() => {
    const { paid, unpaid } = data.payments;
    const money = (v: number) => formatDinars(v, language);
    return {
      option: ringOption(theme, {
        name: t('home.payments.title'),
        format: money,
        data: [
          { name: t('home.payments.paid'), value: paid, colour: theme.colour('green') },
          { name: t('home.payments.unpaid'), value: unpaid, colour: theme.colour('orange') },
        ],
      }),
      summary: t('home.payments.summary', { paid: money(paid), unpaid: money(unpaid) }),
      table: {
        columns: [t('home.payments.status'), t('home.payments.amount')],
        rows: [
          [t('home.payments.paid'), money(paid)],
          [t('home.payments.unpaid'), money(unpaid)],
        ],
      },
    };
  }, [data, theme, language, t]);

  const sources = useMemo(() => {
    const label = (s: string) => tc(`source.${s}`);
    return {
      option: ringOption(theme, {
        name: t('home.sources.title'),
        format: (v) => formatCount(v, language),
        data: data.sources.map((s, i) => ({
          name: label(s.source),
          value: s.orders,
          colour: theme.colour(SOURCE_COLOURS[i % SOURCE_COLOURS.length]!),
        })),
      }),
      summary: t('home.sources.summary', {
        list: data.sources
          .map((s) => `${label(s.source)} ${formatCount(s.orders, language)}`)
          .join(', '),
      }),
      table: {
        columns: [t('home.sources.source'), t('home.sources.orders')],
        rows: data.sources.map((s) => [label(s.source), formatCount(s.orders, language)]),
      },
    };
  }, [data, theme, language, t, tc]);

  return { chart, payments, sources };
}
