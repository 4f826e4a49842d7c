import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SupportVideoList, SupportVideosQuery } from '@wolvo/shared/contracts/support';
import type { AppContext } from '../../context';
import { listSupportVideos } from '../../modules/support/support.repository';

/** Help videos of the support page. */
export async function supportRoutes(fastify: FastifyInstance, { db }: AppContext) {
  // Schemas from the support page's contract (@wolvo/shared/contracts/support).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/support/videos',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['support'],
        summary: 'Support videos in display order',
        querystring: SupportVideosQuery,
        response: { 200: SupportVideoList },
      },
    },
    async (request) => listSupportVideos(db, request.query.language),
  );
}
