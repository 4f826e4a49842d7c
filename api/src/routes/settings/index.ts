import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app';
import { getUiBuildVersion } from '../../modules/settings/settings.repository';

/** Public settings the dashboard polls (the build number drives the new-version prompt). */
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
}
