import fastifyJwt from '@fastify/jwt';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasPagePermission,
  isClientRole,
  isStaffRole,
  type PageAction,
  type PermissionMap,
  type Role,
  type TokenClaims,
} from '@wolvo/shared/contracts';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http-error';
import { loadPermissions } from '../modules/users/users.repository';

/** Who is calling, read from the token and checked against the database on every request. */
export interface AuthContext {
  id: number;
  email: string;
  username: string;
  role: Role;
  /** The client whose data this user may see (client roles only). */
  clientId: number | null;
  permissions: PermissionMap;
}

/** An access rule: allowed roles, and the page permission a team member needs. */
export interface AccessRule {
  roles?: readonly Role[];
  page?: string;
  action?: PageAction;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hooks that authenticate the caller and apply an access rule. They run before the body is
     * parsed and validated, so a caller learns nothing about a route before it may use it (401, 403, then 400).
     */
    guard(rule?: AccessRule): onRequestAsyncHookHandler[];
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

/** Role sets used by routes. */
export const STAFF_ROLES: readonly Role[] = ['companyPersonnel', 'companyPersonnelTeam'];
export const CLIENT_ROLES: readonly Role[] = ['clientPersonnel', 'clientPersonnelTeam'];

/** Checks an access rule against a caller; pure, so services can reuse it. */
export function isAllowed(auth: AuthContext, rule: AccessRule): boolean {
  if (rule.roles && !rule.roles.includes(auth.role)) return false;
  if (rule.page)
    return hasPagePermission(auth.role, auth.permissions, rule.page, rule.action ?? 'VIEW');
  return true;
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
      const user = await options.db
        .selectFrom('users')
        .select(['id', 'email', 'username', 'role', 'clientId', 'active'])
        .where('id', '=', Number(claims.id))
        .executeTakeFirst();
      if (!user || user.active !== 1) throw unauthorized();
      const role = user.role as Role;
      if (!isStaffRole(role) && !isClientRole(role)) throw unauthorized();
      request.auth = {
        id: user.id,
        email: user.email,
        username: user.username,
        role,
        clientId: isClientRole(role) ? user.clientId : null,
        permissions: role.endsWith('Team') ? await loadPermissions(options.db, user.id) : {},
      };
    };

    app.decorate('guard', (rule: AccessRule = {}) => [
      authenticate,
      async (request: FastifyRequest, _reply: FastifyReply) => {
        if (!isAllowed(request.auth, rule)) throw forbidden();
      },
    ]);
  },
  { name: 'auth' },
);
