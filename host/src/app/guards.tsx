import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from '@wolvo/shared/router';
import { DEFAULT_LANGUAGE, type Language } from '@wolvo/shared/contracts';
import { sessionStore } from './session-store';
import { useSessionUser } from './use-session';
import { areaOfRole, homePathOf, isLanguage, loginPath } from './routing';
import type { SignedInArea } from './page-catalog';

/** The language of the current route (`/:lang/...`), or the default one. */
export function useRouteLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Clears stale auth state once, then sends the user to the login page. */
function ClearAndGoToLogin({ language }: { language: Language }) {
  useEffect(() => {
    sessionStore.signOut('expired');
  }, []);
  return <Navigate to={loginPath(language)} replace />;
}

/**
 * Guard of the login and public pages: a roulette or tracking page with its id is always shown (signed in
 * or not); otherwise a signed-in, valid user goes to their home route; otherwise the login page is shown.
 */
export function PublicGuard({ children }: { children: ReactNode }) {
  const language = useRouteLanguage();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const isPublicWithId = /^\/[^/]+\/(roulette|track)\/[^/]+/.test(pathname);
  if (isPublicWithId) return <>{children}</>;
  if (user) {
    const home = homePathOf(user, language);
    if (home) return <Navigate to={home} replace />;
  }
  if (/^\/[^/]+\/(roulette|track)\/?$/.test(pathname)) {
    return user ? (
      <ClearAndGoToLogin language={language} />
    ) : (
      <Navigate to={loginPath(language)} replace />
    );
  }
  return <>{children}</>;
}

/**
 * An area exists only for the roles it belongs to: anybody else hits an unknown top-level path,
 * which goes to the login page (whose guard sends signed-in users home).
 */
export function AreaGuard({ area, children }: { area: SignedInArea; children: ReactNode }) {
  const language = useRouteLanguage();
  const user = useSessionUser();
  if (!user || areaOfRole(user.role) !== area) return <Navigate to={loginPath(language)} replace />;
  return <>{children}</>;
}
