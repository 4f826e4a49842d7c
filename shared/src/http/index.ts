export * from './error-text';
export * from './http-client';
export * from './toast';
export * from './files';
