import type { SessionUser } from '@wolvo/shared/contracts';
import { STORAGE_KEYS } from '@wolvo/shared/contracts/core';

// Storage can throw (private mode, quota, disabled cookies); the session then simply is not persisted.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* not persisted, see above */
  }
}

let unauthorizedHandler: (() => void) | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The signed-in session and the stored UI build number, kept in localStorage under `STORAGE_KEYS`. */
export const session = {
  /**
   * Registers what a 401 answer does (the host signs out and goes to login). It lives here, not in the
   * HTTP client, so the shell can set it at start-up without loading the client (and axios) before the
   * first page is usable.
   */
  setUnauthorizedHandler(handler: (() => void) | null): void {
    unauthorizedHandler = handler;
  },
  /** Called by the HTTP client on a 401 answer: runs the registered handler. */
  notifyUnauthorized(): void {
    unauthorizedHandler?.();
  },
  /** The Bearer token, or null when signed out. */
  getToken(): string | null {
    return read(STORAGE_KEYS.token);
  },
  /** The stored user, or null when absent or unreadable. */
  getUser(): SessionUser | null {
    const raw = read(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as SessionUser | null;
      return user && typeof user === 'object' && typeof user.id === 'number' ? user : null;
    } catch {
      return null;
    }
  },
  /** Stores the token and user after login (or a changed user: profile, permissions). */
  save(token: string, user: SessionUser): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.user, JSON.stringify(user));
    changed();
  },
  /** Forgets token and user (logout, 401); the build number stays. */
  clear(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    changed();
  },
  /**
   * Calls `listener` after every save, clear and stored build, in this page; returns the unsubscribe
   * function.
   */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The UI build number stored by the version poller; 0 when absent. */
  getStoredBuild(): number {
    const n = Number(read(STORAGE_KEYS.build));
    return Number.isFinite(n) ? n : 0;
  },
  /** Stores the UI build number the server announced (subscribers are told, as on `save`). */
  setStoredBuild(build: number): void {
    write(STORAGE_KEYS.build, String(build));
    changed();
  },
};
