import { pageStateStore } from '@wolvo/shared/hooks';
import type { EventMap, PermissionMap, SessionUser } from '@wolvo/shared/contracts';
import { ALL_ROLES } from '@wolvo/shared/contracts/core';
import { publishEvent } from '@wolvo/shared/publish';
import { session } from '@wolvo/shared/session';

type Listener = () => void;
type LogoutReason = EventMap['auth.logged-out']['reason'];

/** The same permissions written in any key or action order. */
export function samePermissions(a: PermissionMap, b: PermissionMap): boolean {
  const canonical = (map: PermissionMap) =>
    JSON.stringify(
      Object.keys(map)
        .sort()
        .map((page) => [page, (map[page] ?? '').split('|').sort().join('|')]),
    );
  return canonical(a) === canonical(b);
}

/** Seconds-since-epoch expiry of a JWT, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** A stored session counts only with a token that has not expired and a user of a known role. */
export function isValidSession(
  token: string | null,
  user: SessionUser | null,
  now = Date.now(),
): boolean {
  if (!token || !user || typeof user.id !== 'number') return false;
  if (!(ALL_ROLES as readonly string[]).includes(user.role)) return false;
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 > now;
}

function readUser(): SessionUser | null {
  const token = session.getToken();
  const user = session.getUser();
  if (isValidSession(token, user)) return user;
  // An expired or half-written session is cleared, not kept around for the next visit.
  if (token || user) session.clear();
  return null;
}

let current: SessionUser | null = null;
let initialised = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The signed-in user of the shell, backed by the shared `session` storage. React reads it with
 * `useSyncExternalStore` (see `useSessionUser`).
 */
export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getUser(): SessionUser | null {
    if (!initialised) {
      current = readUser();
      initialised = true;
    }
    return current;
  },
  /** Stores a fresh login and announces it on the bus. */
  signIn(token: string, user: SessionUser): void {
    session.save(token, user);
    current = user;
    initialised = true;
    emit();
    void publishEvent('auth.logged-in', { userId: user.id, role: user.role });
  },
  /** Replaces the stored user (after a profile update), keeping the token. */
  updateUser(user: SessionUser): void {
    const token = session.getToken();
    if (!token) return;
    session.save(token, user);
    current = user;
    emit();
  },
  /**
   * Applies the page permissions the server reads now (each notification poll brings them): a member whose
   * admin changed them gets the new sidebar and page guards without signing in again.
   */
  updatePermissions(permissions: PermissionMap): void {
    const user = this.getUser();
    if (!user || samePermissions(user.permissions, permissions)) return;
    this.updateUser({ ...user, permissions });
  },
  /** Clears the session; the guards then send the user to the login page. */
  signOut(reason: LogoutReason = 'user'): void {
    const wasSignedIn = current !== null || session.getToken() !== null;
    session.clear();
    // Page state (filters, selections) of this user must not reach the next one.
    pageStateStore.clear();
    current = null;
    initialised = true;
    emit();
    if (wasSignedIn) void publishEvent('auth.logged-out', { reason });
  },
  /** Re-reads storage (tests, other tabs). */
  reload(): void {
    current = readUser();
    initialised = true;
    emit();
  },
};
