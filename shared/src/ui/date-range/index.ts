export * from './date-range-picker';
export * from './date-range-rules';
export * from './use-date-range-selection';
export * from './day-picker';
