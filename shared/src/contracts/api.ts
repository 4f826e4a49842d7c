import type { PermissionMap } from './permissions';
import type { Role } from './roles';

/** Claims signed into the login token. */
export interface TokenClaims {
  id: number;
  email: string;
  username: string;
  role: Role;
  /** Page key to actions joined by `|`; empty for admins and clients, who see their whole area. */
  permissions: PermissionMap;
  /** The client the user acts for (clients and client team members). */
  clientId?: number | null;
  /** The password stamp: a token signed before the user's last password change is refused. */
  stamp?: string;
}

/** The signed-in user as the dashboard stores it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  avatar: string | null;
  fullname: string;
  createdAt: string;
  permissions: PermissionMap;
  clientId: number | null;
  /**
   * Staff only: the provider admin whose team the user belongs to, the `{adminId}` of `/v1/admin-team`
   * (an admin's own id, an admin team member's admin). Null for clients; absent in sessions stored before.
   */
  adminId?: number | null;
}

/** Message keys of the partner calls. */
export const DELIVERY_COMPANY_MESSAGES = {
  updated: 'delivery-company.updated',
  activated: 'delivery-company.activated',
  deactivated: 'delivery-company.deactivated',
  nameExists: 'delivery-company.name-exists',
  loginExists: 'delivery-company.login-exists',
  notFound: 'delivery-company.not-found',
} as const;

/** A page of a paged list. */
export interface Paged<T> {
  items: T[];
  page: number;
  /** Exact up to `TOTAL_BOUND`; when `totalIsLowerBound`, at least that many (shown as "10 000+"). */
  total: number;
  totalPages: number;
  /** True when `total` was counted only up to `TOTAL_BOUND`: there are more. */
  totalIsLowerBound?: boolean;
  /**
   * Keyset paging (lists that go deep): pass it as `cursor`, with the next page's offset, for the page
   * after this one; null on the last page.
   */
  nextCursor?: string | null;
}
