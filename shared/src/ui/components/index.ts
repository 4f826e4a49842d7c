export * from './loading-dots';
export * from './status-chip';
export * from './page-placeholder';
