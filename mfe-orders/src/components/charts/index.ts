export * from './chart-format';
export * from './chart-options';
export * from './chart-theme';
export * from './compact-figure';
export * from './echart';
export * from './load-echarts';
export * from './dashboard-cards';
