import { createHmac } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { isClientRole, isStaffRole, type Role, type TokenClaims } from '@wolvo/shared/contracts';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http-error';
import { hashApiKey } from '../modules/auth/api-key';
import { findApiKeyCaller } from '../modules/clients/clients.repository';
import {
  findPasswordHash,
  findSessionUser,
  loadPermissions,
} from '../modules/users/users.repository';
import { isAllowed, type AccessRule, type AuthContext } from '../modules/auth/access';
import { guardedErrors } from '../routes/common.schema';

/** The rule of each guard's first hook, so `onRoute` can tell a guarded route and how it is entered. */
const guardRules = new WeakMap<object, AccessRule>();

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hooks that authenticate the caller and apply an access rule. They run before the body is
     * parsed and validated, so a caller learns nothing about a route before it may use it (401, 403, then 400).
     */
    guard(rule?: AccessRule): onRequestAsyncHookHandler[];
    /**
     * onRequest hook of a route open to everybody that records who calls when it can: a valid sign-in
     * token sets `request.auth`; none, or one that fails (expired, signed out), leaves it null, never 401.
     */
    identify(): onRequestAsyncHookHandler;
    /** Signs a sign-in token for a user, stamped with its current password (see `sessionStampOf`). */
    signSessionToken(claims: Omit<TokenClaims, 'stamp'>): Promise<string>;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/**
 * The password stamp a token carries: a keyed digest of the stored password hash, so changing a password
 * makes every token signed before it fail, while the token reveals nothing about the hash.
 */
export function sessionStampOf(passwordHash: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`session:${passwordHash}`)
    .digest('base64url')
    .slice(0, 22);
}

/** JWT sign-in tokens plus the one authorization layer every route uses. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; secret: string; expiresIn: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresIn },
    });
    app.decorateRequest('auth', null as unknown as AuthContext);

    const authenticate = async (request: FastifyRequest) => {
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthorized();
      }
      // The token may outlive a change: a deactivated user or new permissions take effect at once.
      // A deactivated client (users > clients) signs out its admin and its whole team at once.
      const user = await findSessionUser(options.db, Number(claims.id));
      if (!user || user.active !== 1) throw unauthorized();
      // A new password (reset by staff, set by an admin or changed by the user) ends every older session.
      if (claims.stamp !== sessionStampOf(user.passwordHash, options.secret)) throw unauthorized();
      const role = user.role as Role;
      if (!isStaffRole(role) && !isClientRole(role)) throw unauthorized();
      if (isClientRole(role) && user.clientActive !== 1) throw unauthorized();
      request.auth = {
        id: user.id,
        email: user.email,
        username: user.username,
        role,
        clientId: isClientRole(role) ? user.clientId : null,
        permissions: role.endsWith('Team') ? await loadPermissions(options.db, user.id) : {},
        via: 'token',
      };
    };

    // The merchant's shop calls as the client admin; a wrong, replaced or deactivated key is 401.
    const authenticateApiKey = async (request: FastifyRequest, key: string) => {
      const row = await findApiKeyCaller(options.db, hashApiKey(key));
      if (!row || row.role !== 'clientPersonnel') throw unauthorized();
      request.auth = {
        id: row.id,
        email: row.email,
        username: row.username,
        role: 'clientPersonnel',
        clientId: row.clientId,
        permissions: {},
        via: 'api-key',
      };
    };

    app.decorate('signSessionToken', async (claims: Omit<TokenClaims, 'stamp'>) => {
      const passwordHash = await findPasswordHash(options.db, claims.id);
      // The user signing in was just read: only a deletion in between gets here (a 500, as before).
      if (passwordHash === undefined) throw new Error(`user ${claims.id} not found`);
      return app.jwt.sign({ ...claims, stamp: sessionStampOf(passwordHash, options.secret) });
    });

    app.decorate('identify', () => async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await authenticate(request);
      } catch {
        // Anonymous, as if no token had come.
      }
    });

    app.decorate('guard', (rule: AccessRule = {}) => {
      const authenticateCaller = async (request: FastifyRequest) => {
        const key = request.headers['x-api-key'];
        if (rule.apiKey && key !== undefined) {
          if (typeof key !== 'string' || key.length === 0 || key.length > 200) throw unauthorized();
          return authenticateApiKey(request, key);
        }
        return authenticate(request);
      };
      guardRules.set(authenticateCaller, rule);
      return [
        authenticateCaller,
        async (request: FastifyRequest, _reply: FastifyReply) => {
          if (!isAllowed(request.auth, rule)) throw forbidden();
        },
      ];
    });

    // What every guarded route says in the OpenAPI document, written once here instead of in each
    // route: its scheme (a token, or the merchant API key too) and the errors a guard may answer.
    app.addHook('onRoute', (route: RouteOptions) => {
      const rule = [route.onRequest ?? []]
        .flat()
        .map((hook) => guardRules.get(hook))
        .find(Boolean);
      if (!rule) return;
      const schema = (route.schema ??= {});
      schema.security ??= rule.apiKey ? [{ bearerAuth: [] }, { apiKey: [] }] : [{ bearerAuth: [] }];
      schema.response = { ...guardedErrors, ...(schema.response as object | undefined) };
    });
  },
  { name: 'auth' },
);
