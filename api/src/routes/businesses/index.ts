import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { listBusinesses } from '../../modules/clients/clients.repository';
import { guardedErrors } from '../common.schema';

const BusinessQuery = Type.Object(
  {
    clientId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Staff only: businesses of one client' }),
    ),
  },
  { additionalProperties: false },
);

/** Businesses (companies) the caller may see: staff all of them, a client its own. */
export async function businessesRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: Static<typeof BusinessQuery> }>(
    '/business/get',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['businesses'],
        summary: 'Businesses (id, name) visible to the caller',
        security: [{ bearerAuth: [] }],
        querystring: BusinessQuery,
        response: {
          200: Type.Array(
            Type.Object({ id: Type.Integer(), name: Type.String(), clientId: Type.Integer() }),
          ),
          ...guardedErrors,
        },
      },
    },
    async (request) => {
      // A client sees its own businesses whatever it asks; staff may narrow to one client.
      const { auth } = request;
      return listBusinesses(db, auth.clientId ?? request.query.clientId);
    },
  );
}
