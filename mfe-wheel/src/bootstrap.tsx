import { renderStandalone } from '@wolvo/shared/dev';
import routesModule from './routes';

// Standalone run only (`pnpm dev` or opening the remote's own index.html); the host never loads this file.
renderStandalone(routesModule);
