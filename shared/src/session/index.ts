export * from './session';
export * from './use-session-user';
