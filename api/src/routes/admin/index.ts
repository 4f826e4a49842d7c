import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UserIdParam, UserProfileSchema } from '@wolvo/shared/contracts/team';
import type { AppContext } from '../../context';
import { getUserProfile } from '../../modules/users/users.service';

/** `/api/v1/admin/get/{userId}`: a user's profile (the users' other calls are routes/users). */
export async function adminRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/get/:userId',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: 'A user profile',
        params: UserIdParam,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => getUserProfile(db, request.auth, Number(request.params.userId)),
  );
}
