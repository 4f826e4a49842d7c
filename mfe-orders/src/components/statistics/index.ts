export * from './change-of';
export * from './use-statistics-period';
