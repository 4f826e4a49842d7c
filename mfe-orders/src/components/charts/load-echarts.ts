/** The lazily loaded echarts module (`echarts/core` with the charts and components the dashboards use). */
export type EchartsModule = typeof import('./echarts-setup');

let loading: Promise<EchartsModule> | null = null;

/**
 * Loads echarts once, in its own chunk, the first time a chart is drawn (never on the login page or the
 * shell's first load). A failed download is tried again on the next call.
 * @example const { init } = await loadEcharts();
 */
export function loadEcharts(): Promise<EchartsModule> {
  loading ??= import(/* webpackChunkName: "echarts" */ './echarts-setup').catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
