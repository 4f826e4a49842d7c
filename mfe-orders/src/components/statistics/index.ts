export * from './change-of';
export * from './use-statistics-period';
export * from './statistics-screen';
