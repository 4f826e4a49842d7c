export * from './use-app-height';
export * from './use-debounced';
export * from './use-polling';
export * from './page-state';
export * from './use-idle';
export * from './when-idle';
