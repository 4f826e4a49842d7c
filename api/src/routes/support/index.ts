import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { listSupportVideos } from '../../modules/support/support.repository';
import { guardedErrors } from '../common.schema';

const VideosQuery = Type.Object(
  { language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))) },
  { additionalProperties: false },
);
const SupportVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  language: Type.String(),
  position: Type.Integer(),
});

/** Help videos of the support page. */
export async function supportRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: Static<typeof VideosQuery> }>(
    '/support/videos',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['support'],
        summary: 'Support videos in display order',
        security: [{ bearerAuth: [] }],
        querystring: VideosQuery,
        response: { 200: Type.Array(SupportVideo), ...guardedErrors },
      },
    },
    async (request) => {
      return listSupportVideos(db, request.query.language);
    },
  );
}
