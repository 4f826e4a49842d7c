import path from 'node:path';
import { describeRemoteDeclaration } from '@wolvo/shared/testing';
import routesModule from './routes';

// The contract test of remote-declaration.json (issue #40), against the current shared.
describeRemoteDeclaration('wheel', path.join(__dirname, '..'), routesModule);
