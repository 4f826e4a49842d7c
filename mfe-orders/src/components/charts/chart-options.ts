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

/** Below this width (MUI's `sm`) a chart takes its phone layout. */
export const NARROW_CHART_WIDTH = 600;
/** At most this many category labels on a phone's axis: more overlap at 390 px. */
const PHONE_CATEGORY_LABELS = 5;

/** Whether a chart this wide (px; 0 before layout) takes its phone layout. */
export const isNarrowChart = (width: number) => width > 0 && width < NARROW_CHART_WIDTH;

type AxisOption = Record<string, unknown> & { type?: string; data?: unknown[] };
const adaptAxis = (axis: unknown, horizontal: boolean): unknown => {
  if (!axis || typeof axis !== 'object' || Array.isArray(axis)) return axis;
  const a = axis as AxisOption;
  const label = (a.axisLabel ?? {}) as Record<string, unknown>;
  // A vertical category axis (governorates of horizontal bars) keeps every name; a horizontal one
  // (days) shows one label in `interval + 1`.
  if (a.type === 'category' && horizontal) {
    const count = a.data?.length ?? 0;
    const interval = Math.max(0, Math.ceil(count / PHONE_CATEGORY_LABELS) - 1);
    return { ...a, axisLabel: { ...label, interval, hideOverlap: true } };
  }
  if (a.type === 'value')
    return { ...a, splitNumber: 3, axisLabel: { ...label, hideOverlap: true } };
  return a;
};

/**
 * The one place a chart's option adapts to a narrow holder (see `isNarrowChart`): on a phone the legend moves below the drawing
 * (it covered the lines), axes show fewer ticks, and rings shrink to leave the legend room.
 */
export function phoneChartOption(option: EChartsCoreOption): EChartsCoreOption {
  const o = option as Record<string, unknown>;
  const legend = o.legend as Record<string, unknown> | undefined;
  const grid = o.grid as Record<string, unknown> | undefined;
  const series = Array.isArray(o.series) ? (o.series as Array<Record<string, unknown>>) : [];
  return {
    ...o,
    ...(legend && {
      legend: {
        ...legend,
        type: 'scroll',
        top: 'auto',
        bottom: 0,
        left: 'center',
        right: 'auto',
        itemGap: 10,
      },
    }),
    ...(grid && { grid: { ...grid, top: 12, bottom: legend ? 36 : 8 } }),
    ...(o.xAxis !== undefined && { xAxis: adaptAxis(o.xAxis, true) }),
    ...(o.yAxis !== undefined && { yAxis: adaptAxis(o.yAxis, false) }),
    series: series.map((s) =>
      s.type === 'pie' ? { ...s, radius: ['38%', '62%'], center: ['50%', '44%'] } : s,
    ),
  };
}
