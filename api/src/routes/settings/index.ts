import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { getUiBuildVersion } from '../../modules/settings/settings.repository';
import { ApiKeyInfo, NewApiKey } from '../../modules/settings/settings.schema';
import { getApiKey, regenerateApiKey } from '../../modules/settings/settings.service';
import { guardedErrors } from '../common.schema';

/** Public settings the dashboard polls, and the client admin's merchant API key. */
export async function settingsRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/settings/get',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public UI settings (no authentication: the login page polls it too)',
        response: { 200: Type.Object({ uiBuildVersion: Type.Integer() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { uiBuildVersion: await getUiBuildVersion(db) };
    },
  );

  // Only the client admin: the key acts as the client admin, so a team member must not obtain it.
  const clientAdmin = app.guard({ roles: ['clientPersonnel'] });
  app.get(
    '/settings/api-key',
    {
      onRequest: clientAdmin,
      schema: {
        tags: ['settings'],
        summary: 'The merchant API key, masked (null when none was generated)',
        security: [{ bearerAuth: [] }],
        response: { 200: ApiKeyInfo, ...guardedErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getApiKey(db, request.auth);
    },
  );
  app.post(
    '/settings/api-key/regenerate',
    {
      onRequest: clientAdmin,
      schema: {
        tags: ['settings'],
        summary: 'A new merchant API key, shown once; the previous key stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: NewApiKey, ...guardedErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return regenerateApiKey(db, request.auth);
    },
  );
}
