export * from './components';
export * from './date-range';
export * from './format';
export * from './theme';
