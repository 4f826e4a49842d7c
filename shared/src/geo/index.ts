export * from './tunisia';
