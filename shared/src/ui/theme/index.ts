export * from './app-providers';
export * from './color-mode';
export * from './create-theme';
export * from './emotion-cache';
export * from './status-palette';
export * from './wolvo-theme-provider';
