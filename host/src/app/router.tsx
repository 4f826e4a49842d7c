import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@wolvo/shared/router';
import { CLIENT_AREA, DEFAULT_LANGUAGE, STAFF_AREA } from '@wolvo/shared/contracts';
import { LoginPage } from '../features/auth/login-page';
import { AreaLayout } from './area-layout-lazy';
import { AreaGuard, PublicGuard, useRouteLanguage } from './guards';
import { LanguageLayout } from './language-layout';
import { loginPath } from './routing';

// The signed-in shell (`AreaLayout`) and the public pages (roulette, tracking) load on demand: the login page
// needs neither.
const PublicRemotePage = lazy(() => import('../remotes/public-remote-page'));

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function ToLogin() {
  const language = useRouteLanguage();
  return <Navigate to={loginPath(language)} replace />;
}

/** The shell's route table: language prefix first, then login, the public pages and the two areas. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={loginPath(DEFAULT_LANGUAGE)} replace />} />
      <Route path=":lang" element={<LanguageLayout />}>
        <Route index element={<ToLogin />} />
        <Route
          path="login"
          element={
            <PublicGuard>
              <LoginPage />
            </PublicGuard>
          }
        />
        {(['roulette', 'track'] as const).map((segment) => (
          <Route
            key={segment}
            path={`${segment}/*`}
            element={
              <PublicGuard>
                <Deferred>
                  <PublicRemotePage segment={segment} />
                </Deferred>
              </PublicGuard>
            }
          />
        ))}
        <Route
          path={`${STAFF_AREA}/*`}
          element={
            <AreaGuard area="staff">
              <Deferred>
                <AreaLayout area="staff" />
              </Deferred>
            </AreaGuard>
          }
        />
        <Route
          path={`${CLIENT_AREA}/*`}
          element={
            <AreaGuard area="client">
              <Deferred>
                <AreaLayout area="client" />
              </Deferred>
            </AreaGuard>
          }
        />
        <Route path="*" element={<ToLogin />} />
      </Route>
    </Routes>
  );
}
