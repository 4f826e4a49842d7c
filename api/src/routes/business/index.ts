import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessList, BusinessQuery } from '@wolvo/shared/contracts/clients';
import type { AppContext } from '../../context';
import { listBusinesses } from '../../modules/clients/client-companies.repository';

/** Businesses (companies) the caller may see: staff all of them, a client its own. */
export async function businessesRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/business/get',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['businesses'],
        summary: 'Businesses (id, name) visible to the caller',
        querystring: BusinessQuery,
        response: { 200: BusinessList },
      },
    },
    async (request) => {
      // A client sees its own businesses whatever it asks; staff may narrow to one client.
      const { auth } = request;
      return listBusinesses(db, auth.clientId ?? request.query.clientId);
    },
  );
}
