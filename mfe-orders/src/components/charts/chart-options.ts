import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTheme } from './chart-theme';

/** One series of a chart over categories (days, governorates...). */
export interface ChartSeries {
  name: string;
  data: number[];
  type: 'line' | 'bar';
  colour: string;
  /** The comparison period: a dashed line. */
  dashed?: boolean;
  /** Bars of one stack pile up. */
  stack?: string;
}

const baseOf = (theme: ChartTheme) => ({
  backgroundColor: 'transparent',
  animation: theme.animate,
  animationDuration: 300,
  textStyle: { color: theme.text, fontFamily: theme.fontFamily },
  legend: {
    top: 0,
    [theme.rtl ? 'right' : 'left']: 0,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    itemGap: 16,
  },
});

const tooltipOf = (theme: ChartTheme, format: (value: number) => string) => ({
  trigger: 'axis' as const,
  backgroundColor: theme.paper,
  borderColor: theme.divider,
  textStyle: { color: theme.text },
  valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : String(value)),
});

const axisStyle = (theme: ChartTheme) => ({
  axisLine: { lineStyle: { color: theme.divider } },
  axisLabel: { color: theme.secondaryText },
  splitLine: { lineStyle: { color: theme.divider } },
});

/**
 * Lines or bars over ordered categories (days): the first category on the reading side (right in
 * Arabic), the value axis on that side too; values through `format` in tooltips and on the axis.
 */
export function categorySeriesOption(
  theme: ChartTheme,
  input: {
    categories: string[];
    series: ChartSeries[];
    format: (value: number) => string;
    axisFormat?: (value: number) => string;
    /** A colour per category label (the weekday colours of days). */
    categoryColours?: string[];
  },
): EChartsCoreOption {
  const colours = input.categoryColours;
  return {
    ...baseOf(theme),
    grid: { top: 40, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: tooltipOf(theme, input.format),
    xAxis: {
      type: 'category',
      data: input.categories,
      inverse: theme.rtl,
      boundaryGap: input.series.some((s) => s.type === 'bar'),
      ...axisStyle(theme),
      axisLabel: {
        color: colours
          ? (_: unknown, index: number) => colours[index] ?? theme.secondaryText
          : theme.secondaryText,
        hideOverlap: true,
      },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      position: theme.rtl ? 'right' : 'left',
      minInterval: 1,
      ...axisStyle(theme),
      axisLabel: {
        color: theme.secondaryText,
        formatter: (value: number) => (input.axisFormat ?? input.format)(value),
      },
    },
    series: input.series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      stack: s.stack,
      smooth: false,
      showSymbol: s.type === 'line' && s.data.length <= 31,
      itemStyle: { color: s.colour },
      lineStyle: { color: s.colour, type: s.dashed ? 'dashed' : 'solid', width: 2 },
      emphasis: { focus: 'series' },
      ...(s.type === 'bar' ? { barMaxWidth: 28 } : {}),
    })),
  };
}

/**
 * Horizontal bars, one per category (governorates), the biggest on top; the value axis in `axisFormat`
 * (a compact form) when given, the tooltip always in `format`.
 */
export function barListOption(
  theme: ChartTheme,
  input: {
    categories: string[];
    series: ChartSeries[];
    format: (value: number) => string;
    axisFormat?: (value: number) => string;
  },
): EChartsCoreOption {
  return {
    ...baseOf(theme),
    grid: { top: 40, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: { ...tooltipOf(theme, input.format), axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      inverse: theme.rtl,
      minInterval: 1,
      ...axisStyle(theme),
      axisLabel: {
        color: theme.secondaryText,
        formatter: (v: number) => (input.axisFormat ?? input.format)(v),
      },
    },
    yAxis: {
      type: 'category',
      data: input.categories,
      inverse: true,
      position: theme.rtl ? 'right' : 'left',
      ...axisStyle(theme),
      splitLine: { show: false },
    },
    series: input.series.map((s) => ({
      name: s.name,
      type: 'bar',
      data: s.data,
      itemStyle: { color: s.colour },
      barMaxWidth: 18,
    })),
  };
}

/** A ring of shares (sources, payments) with its legend. */
export function ringOption(
  theme: ChartTheme,
  input: {
    name: string;
    data: Array<{ name: string; value: number; colour: string }>;
    format: (value: number) => string;
  },
): EChartsCoreOption {
  return {
    ...baseOf(theme),
    tooltip: {
      trigger: 'item',
      backgroundColor: theme.paper,
      borderColor: theme.divider,
      textStyle: { color: theme.text },
      valueFormatter: (value: unknown) =>
        typeof value === 'number' ? input.format(value) : String(value),
    },
    legend: { ...baseOf(theme).legend, type: 'scroll' },
    series: [
      {
        name: input.name,
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['50%', '58%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: theme.paper, borderWidth: 2 },
        data: input.data.map((d) => ({
          name: d.name,
          value: d.value,
          itemStyle: { color: d.colour },
        })),
      },
    ],
  };
}
