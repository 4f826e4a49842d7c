// Test helpers of `@wolvo/shared/testing` — kept out of the main entry so they never reach a bundle.
export * from './axios-error';
export * from './render-with-providers';
export * from './remote-routes';
export * from './session-users';
export * from './fetch-api';
export * from './phone-width';
export * from './remote-declaration';
export * from './api-calls';
export * from './user-input';
