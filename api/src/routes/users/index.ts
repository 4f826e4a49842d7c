import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  LoginBody,
  LoginResponse,
  PasswordChanged,
  ProfileIdParam,
  UpdatePasswordBody,
  UpdateProfileBody,
  UserProfileSchema,
  type LoginRequest,
} from '@wolvo/shared/contracts/team';
import type { AppContext } from '../../context';
import {
  authenticateUser,
  changeOwnPassword,
  updateUserProfile,
} from '../../modules/users/users.service';

/** Sign-in, profiles and passwords (a profile is read at `/v1/admin/get/{userId}`: routes/admin). */
export async function usersRoutes(fastify: FastifyInstance, { db, config }: AppContext) {
  // Schemas and types from the team area's contract (@wolvo/shared/contracts/team).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/users/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or email and a password',
        body: LoginBody,
        response: {
          200: LoginResponse,
          400: Type.Ref('ErrorBody'),
          401: Type.Ref('ErrorBody'),
          429: Type.Ref('ErrorBody'),
        },
      },
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '1 minute',
          // After the body is parsed (the default onRequest hook sees no body, and every login from one
          // address would share one counter).
          hook: 'preHandler',
          // Per address and per login, so one attacker cannot lock out everybody behind one NAT.
          keyGenerator: (request) =>
            `${request.ip}:${String((request.body as LoginRequest | undefined)?.login ?? '').toLowerCase()}`,
        },
      },
    },
    async (request) => {
      const user = await authenticateUser(db, request.body.login, request.body.password);
      const token = await app.signSessionToken({
        id: user.id,
        email: user.email,
        username: user.username,
        role: user.role,
        permissions: user.permissions,
        clientId: user.clientId,
      });
      const { exp, iat } = app.jwt.decode<{ exp: number; iat: number }>(token)!;
      return { token, expiresIn: exp - iat, user };
    },
  );

  app.put(
    '/users/profile/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: 'Update a profile (fullname, email, username, avatar)',
        params: ProfileIdParam,
        body: UpdateProfileBody,
        response: { 200: UserProfileSchema, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => updateUserProfile(db, request.auth, Number(request.params.id), request.body),
  );

  app.put(
    '/users/password',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: "Change the caller's password",
        body: UpdatePasswordBody,
        response: {
          200: PasswordChanged,
        },
      },
    },
    async (request) => {
      await changeOwnPassword(db, request.auth, request.body);
      // The new password ends every other session; this one goes on with a token of the new password.
      const { id, email, username, role, clientId } = request.auth;
      const permissions = request.auth.permissions;
      const token = await app.signSessionToken({
        id,
        email,
        username,
        role,
        permissions,
        clientId,
      });
      return { success: true, token };
    },
  );
}
