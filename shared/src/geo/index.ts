export * from './tunisia';
export * from './place-match';
