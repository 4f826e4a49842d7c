/**
 * `@wolvo/shared`: the whole public surface of the package (a federation singleton: one bus, one HTTP
 * client, one i18n instance, one theme for the host and every remote). Test helpers live in
 * `@wolvo/shared/testing`.
 */
export * from './contracts';
export * from './geo';
export * from './events';
export * from './http';
export * from './i18n';
export * from './ui';
export * from './hooks';
