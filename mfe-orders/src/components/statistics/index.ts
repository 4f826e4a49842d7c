export * from './change-of';
export * from './use-statistics-period';
export * from './kpi-grid';
export * from './statistics-screen';
export * from './statistics-figures';
