export * from './abbreviate-number';
export * from './format-date';
export * from './weekday-colour';
export * from './money';
export * from './format-day';
export * from './intl-cache';
