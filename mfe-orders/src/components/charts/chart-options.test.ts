import {
  barListOption,
  categorySeriesOption,
  isNarrowChart,
  phoneChartOption,
  ringOption,
} from './chart-options';
import type { ChartTheme } from './chart-theme';

const theme: ChartTheme = {
  mode: 'light',
  rtl: false,
  language: 'fr',
  fontFamily: 'Roboto',
  text: '#000',
  secondaryText: '#666',
  divider: '#ddd',
  paper: '#fff',
  colour: () => '#123456',
  primary: '#123456',
  comparison: '#999',
  animate: false,
};
const days = Array.from({ length: 30 }, (_, i) => `${i + 1}`);
const format = (v: number) => String(v);

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('phoneChartOption', () => {
  it('only applies below 600 px of holder', () => {
    expect(isNarrowChart(390)).toBe(true);
    expect(isNarrowChart(600)).toBe(false);
    expect(isNarrowChart(0)).toBe(false);
  });

  it('puts the legend below the lines and thins the day labels to five', () => {
    const full = categorySeriesOption(theme, {
      categories: days,
      series: [{ name: 'Livrés', data: days.map(Number), type: 'line', colour: '#0a0' }],
      format,
    });
    const phone = phoneChartOption(full) as Loose;
    expect(phone.legend).toMatchObject({ bottom: 0, top: 'auto' });
    expect(phone.grid.bottom).toBeGreaterThan((full as Loose).grid.bottom);
    // 30 days, one label in 6: five labels.
    expect(phone.xAxis.axisLabel.interval).toBe(5);
    expect(phone.yAxis.splitNumber).toBe(3);
    // The full option is not changed in place (the desktop layout comes back on a wider screen).
    expect((full as Loose).legend.top).toBe(0);
  });

  it('keeps every governorate of horizontal bars and shrinks a ring', () => {
    const bars = phoneChartOption(
      barListOption(theme, {
        categories: ['Tunis', 'Sfax'],
        series: [{ name: 'x', data: [1, 2], type: 'bar', colour: '#0a0' }],
        format,
      }),
    ) as Loose;
    expect(bars.yAxis.axisLabel?.interval).toBeUndefined();
    const ring = phoneChartOption(
      ringOption(theme, { name: 'r', data: [{ name: 'a', value: 1, colour: '#0a0' }], format }),
    ) as Loose;
    expect(ring.series[0].radius).toEqual(['38%', '62%']);
    expect(ring.legend.bottom).toBe(0);
  });
});
