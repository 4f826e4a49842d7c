import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@wolvo/shared/contracts';
import { sessionStore } from './session-store';

/** The signed-in user, or null; re-renders on login and logout. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, sessionStore.getUser);
}

/** The signed-in user inside the signed-in areas (their guard guarantees one). */
export function useRequiredUser(): SessionUser {
  const user = useSessionUser();
  if (!user) throw new Error('useRequiredUser outside a signed-in area');
  return user;
}
