import { Navigate, Route, Routes } from '@wolvo/shared/router';
import { useRouteLanguage } from '../app/guards';
import { loginPath } from '../app/routing';
import { RemoteArea, useRemoteRoutes } from './remote-view';

/** Public pages the wheel remote contributes (area `public`, paths relative to `/{lang}/`). */
function WheelPublicRoutes() {
  const language = useRouteLanguage();
  const mod = useRemoteRoutes('wheel');
  // Rendered under `/{lang}/roulette/*`: drop the segment the parent route already matched.
  const routes = mod.routes.filter((r) => r.area === 'public' && r.path.startsWith('roulette/'));
  return (
    <Routes>
      {routes.map(({ path, Component }) => (
        <Route key={path} path={path.slice('roulette/'.length)} element={<Component />} />
      ))}
      <Route path="*" element={<Navigate to={loginPath(language)} replace />} />
    </Routes>
  );
}

/** The public roulette page, served by the wheel remote, with the contained fallback when it is down. */
export default function PublicRemotePage() {
  return (
    <RemoteArea remote="wheel">
      <WheelPublicRoutes />
    </RemoteArea>
  );
}
