import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@wolvo/shared/contracts';
import { session } from './session';

let lastRaw: string | null = null;
let lastUser: SessionUser | null = null;

/** The stored user, the same object until the stored text changes (what useSyncExternalStore needs). */
function snapshot(): SessionUser | null {
  const user = session.getUser();
  const raw = user ? JSON.stringify(user) : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = user;
  }
  return lastUser;
}

/**
 * The signed-in user, re-rendering when it changes: its page permissions follow a change made by an
 * admin (the shell applies them from the notification poll) without signing in again.
 * @example const user = useSessionUser(); const canAdd = user ? hasPagePermission(user.role, user.permissions, PAGE, 'ADD') : false;
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}
