// The only echarts parts the dashboards draw with: this module is imported lazily (`loadEcharts`), so
// echarts lands in its own chunk that the pages with charts fetch after their first paint.
import { init, use as registerParts } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { init };
