import { describeRemoteRoutes } from '@wolvo/shared/testing';
import routesModule from './routes';

describeRemoteRoutes('commercial', routesModule);
