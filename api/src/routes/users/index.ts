import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  LoginBody,
  LoginResponse,
  UpdatePasswordBody,
  UpdateProfileBody,
  UserProfileSchema,
} from '../../modules/users/users.schema';
import {
  authenticateUser,
  changeOwnPassword,
  getUserProfile,
  updateUserProfile,
} from '../../modules/users/users.service';
import { guardedErrors, IdParam, UserIdParam } from '../common.schema';

/** Sign-in, profiles and passwords. */
export async function usersRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.post<{ Body: LoginBody }>(
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
            `${request.ip}:${String((request.body as LoginBody | undefined)?.login ?? '').toLowerCase()}`,
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

  app.get<{ Params: UserIdParam }>(
    '/admin/get/:userId',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: 'A user profile',
        security: [{ bearerAuth: [] }],
        params: UserIdParam,
        response: { 200: UserProfileSchema, ...guardedErrors },
      },
    },
    async (request) => getUserProfile(db, request.auth, Number(request.params.userId)),
  );

  app.put<{ Params: IdParam; Body: UpdateProfileBody }>(
    '/users/profile/:id',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: 'Update a profile (fullname, email, username, avatar)',
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: UpdateProfileBody,
        response: { 200: UserProfileSchema, 409: Type.Ref('ErrorBody'), ...guardedErrors },
      },
    },
    async (request) => updateUserProfile(db, request.auth, Number(request.params.id), request.body),
  );

  app.put<{ Body: UpdatePasswordBody }>(
    '/users/password',
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: "Change the caller's password",
        security: [{ bearerAuth: [] }],
        body: UpdatePasswordBody,
        response: {
          200: Type.Object({ success: Type.Boolean(), token: Type.String() }),
          ...guardedErrors,
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
