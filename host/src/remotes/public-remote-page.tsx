import { Navigate, Route, Routes } from '@wolvo/shared/router';
import { useRouteLanguage } from '../app/guards';
import { PUBLIC_PAGES, type PublicSegment } from '../app/paths';
import { loginPath } from '../app/routing';
import { RemoteArea, useRemoteRoutes } from './remote-view';

/** The public pages a remote contributes under one segment (area `public`, paths relative to `/{lang}/`). */
function PublicRoutes({ segment }: { segment: PublicSegment }) {
  const language = useRouteLanguage();
  const mod = useRemoteRoutes(PUBLIC_PAGES[segment].remote);
  // Rendered under `/{lang}/{segment}/*`: drop the segment the parent route already matched.
  const prefix = `${segment}/`;
  const routes = mod.routes.filter((r) => r.area === 'public' && r.path.startsWith(prefix));
  return (
    <Routes>
      {routes.map(({ path, Component }) => (
        <Route key={path} path={path.slice(prefix.length)} element={<Component />} />
      ))}
      <Route path="*" element={<Navigate to={loginPath(language)} replace />} />
    </Routes>
  );
}

/** A public page (the roulette, the recipient's tracking) with the contained fallback when its remote is down. */
export default function PublicRemotePage({ segment }: { segment: PublicSegment }) {
  return (
    <RemoteArea remote={PUBLIC_PAGES[segment].remote}>
      <PublicRoutes segment={segment} />
    </RemoteArea>
  );
}
