import {
  hasPagePermission,
  isStaffRole,
  type PermissionMap,
  type PageAction,
  type Role,
} from '@wolvo/shared/contracts';

// Who calls and what a route asks of them: types and pure checks that services, repositories and the
// auth plugin share (modules never import the plugins).

/** Who is calling, read from the token and checked against the database on every request. */
export interface AuthContext {
  id: number;
  email: string;
  username: string;
  role: Role;
  /** The client whose data this user may see (client roles only). */
  clientId: number | null;
  permissions: PermissionMap;
  /** How the caller proved who it is: a sign-in token, or the merchant API key (as the client admin). */
  via: 'token' | 'api-key';
}

/** An access rule: allowed roles, and the page permission a team member needs. */
export interface AccessRule {
  roles?: readonly Role[];
  /** The page a team member needs; for staff, `staffPage` when given (staff have their own pages). */
  page?: string;
  /** Pages any one of which (with `action`) lets the caller in: one list serving two pages. */
  anyPage?: readonly string[];
  action?: PageAction;
  /**
   * The staff page (and action, default `action`) a staff caller needs instead of `page`; a list lets
   * in a holder of any one of them (a route two staff pages use).
   */
  staffPage?: string | readonly string[];
  staffAction?: PageAction;
  /** Also accept the merchant API key in the `x-api-key` header instead of a token. */
  apiKey?: boolean;
}

/** Role sets used by routes. */
export const STAFF_ROLES: readonly Role[] = ['companyPersonnel', 'companyPersonnelTeam'];
export const CLIENT_ROLES: readonly Role[] = ['clientPersonnel', 'clientPersonnelTeam'];

/** Checks an access rule against a caller; pure, so services can reuse it. */
export function isAllowed(auth: AuthContext, rule: AccessRule): boolean {
  if (rule.roles && !rule.roles.includes(auth.role)) return false;
  if (rule.staffPage && isStaffRole(auth.role))
    return [rule.staffPage]
      .flat()
      .some((page) =>
        hasPagePermission(
          auth.role,
          auth.permissions,
          page,
          rule.staffAction ?? rule.action ?? 'VIEW',
        ),
      );
  if (rule.anyPage)
    return rule.anyPage.some((page) =>
      hasPagePermission(auth.role, auth.permissions, page, rule.action ?? 'VIEW'),
    );
  if (rule.page)
    return hasPagePermission(auth.role, auth.permissions, rule.page, rule.action ?? 'VIEW');
  return true;
}
