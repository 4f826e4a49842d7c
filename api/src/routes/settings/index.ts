import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiKeyInfo, NewApiKey, UiSettings } from '@wolvo/shared/contracts/settings';
import type { AppContext } from '../../context';
import { getUiBuildVersion } from '../../modules/settings/settings.repository';
import { getApiKey, regenerateApiKey } from '../../modules/settings/settings.service';

/** Public settings the dashboard polls, and the client admin's merchant API key. */
export async function settingsRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas from the settings' contract (@wolvo/shared/contracts/settings).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/settings/get',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public UI settings (no authentication: the login page polls it too)',
        response: { 200: UiSettings },
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
        response: { 200: ApiKeyInfo },
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
        response: { 200: NewApiKey },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return regenerateApiKey(db, request.auth);
    },
  );
}
