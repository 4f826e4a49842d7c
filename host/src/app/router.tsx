import { Navigate, Route, Routes } from 'react-router-dom';
import { CLIENT_AREA, DEFAULT_LANGUAGE, STAFF_AREA } from '@wolvo/shared';
import { AreaLayout } from '../layout/area-layout';
import { LoginPage } from '../features/auth/login-page';
import { PublicRemotePage } from '../remotes/public-remote-page';
import { AreaGuard, PublicGuard, useRouteLanguage } from './guards';
import { LanguageLayout } from './language-layout';
import { loginPath } from './routing';

function ToLogin() {
  const language = useRouteLanguage();
  return <Navigate to={loginPath(language)} replace />;
}

/** The shell's route table: language prefix first, then login, roulette and the two areas. */
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
        <Route
          path="roulette/*"
          element={
            <PublicGuard>
              <PublicRemotePage />
            </PublicGuard>
          }
        />
        <Route
          path={`${STAFF_AREA}/*`}
          element={
            <AreaGuard area="staff">
              <AreaLayout area="staff" />
            </AreaGuard>
          }
        />
        <Route
          path={`${CLIENT_AREA}/*`}
          element={
            <AreaGuard area="client">
              <AreaLayout area="client" />
            </AreaGuard>
          }
        />
        <Route path="*" element={<ToLogin />} />
      </Route>
    </Routes>
  );
}
