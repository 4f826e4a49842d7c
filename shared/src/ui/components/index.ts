export * from './loading-dots';
export * from './status-chip';
