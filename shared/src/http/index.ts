export * from '@wolvo/shared/http/errors';
export * from './http-client';
export * from './toast';
export * from './files';
