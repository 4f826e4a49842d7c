export * from './contracts';
export * from './geo';
