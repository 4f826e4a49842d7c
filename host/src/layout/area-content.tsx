import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@wolvo/shared/router';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@wolvo/shared/contracts';
import { useRouteLanguage } from '../app/guards';
import { NotFoundPage } from '../app/not-found-page';
import {
  catalogPageAt,
  ownerOfPath,
  pageLabel,
  pagesOf,
  PATH_ALIASES,
  type SignedInArea,
} from '../app/page-catalog';
import { areaPath, canOpenCatalogPage, canOpenPage, homePathOf } from '../app/routing';
import { RoutePageScope } from '../app/route-page-scope';
import { usePageTitle } from '../app/use-page-title';
import { useDeclaredPages } from '../app/use-pages';
import { useRequiredUser } from '../app/use-session';
import { AccountSettingsPage } from '../features/settings/account-settings-page';
import { SupportPage } from '../features/support/support-page';
import { RemoteArea, RemoteLoading, RemotePage, useAreaRemoteRoutes } from '../remotes/remote-view';

/** Renders a page only for users who may open it (team members lacking it get the not-found page). */
function PageGate({
  pageKey,
  title,
  children,
}: {
  pageKey: string;
  title?: string;
  children: ReactNode;
}) {
  const user = useRequiredUser();
  const allowed = canOpenPage(user, pageKey);
  usePageTitle(allowed ? title : null);
  return allowed ? <>{children}</> : <NotFoundPage />;
}

/** The routes a remote contributes to this area, each behind its permission. */
function RemoteRoutesView({ remote, area }: { remote: RemoteName; area: SignedInArea }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const mod = useAreaRemoteRoutes(remote);
  if (!mod) return <RemoteLoading />;
  const routes = mod.routes.filter((r) => r.area === area);
  return (
    <Routes>
      {routes.map(({ path, pageKey, titleKey, Component }) => {
        const catalog = catalogPageAt(area, path);
        return (
          <Route
            key={path}
            path={path}
            element={
              <PageGate
                pageKey={pageKey}
                title={catalog ? pageLabel(catalog, language, t) : t(titleKey)}
              >
                <RemotePage Component={Component} />
              </PageGate>
            }
          />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Any path of the area that a remote owns: permission first (never load a page the user lacks). */
function RemoteContent({ area }: { area: SignedInArea }) {
  const user = useRequiredUser();
  const { t } = useTranslation('shell');
  const language = useRouteLanguage();
  const { settled } = useDeclaredPages();
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const owner = ownerOfPath(area, rest);
  const catalog = catalogPageAt(area, rest);
  const allowed = !catalog || canOpenCatalogPage(user, catalog);
  usePageTitle(catalog && allowed ? pageLabel(catalog, language, t) : null);
  // A path no known page has may be one the declarations, not in yet, bring.
  if (!owner && !settled) return <RemoteLoading />;
  if (!owner || owner === 'host' || !allowed) return <NotFoundPage />;
  // One boundary for every remote (no key per remote): moving to another remote's page is a router
  // transition, so the current page stays until the next one is ready instead of a loading fallback that
  // React would then keep for at least 300 ms. The sidebar shows that a move is under way.
  return (
    <RemoteArea remote={owner} resetKey={pathname}>
      <RemoteRoutesView remote={owner} area={area} />
    </RemoteArea>
  );
}

/** A path the spec names for a page built elsewhere: the same page, query kept, history not grown. */
function AliasRedirect({ area, target }: { area: SignedInArea; target: string }) {
  const language = useRouteLanguage();
  const { search } = useLocation();
  return <Navigate to={`${areaPath(language, area, target)}${search}`} replace />;
}

/** The area's root: the user's home page, once the shell knows it (`homePathOf`). */
function AreaIndex({ area }: { area: SignedInArea }) {
  const user = useRequiredUser();
  const language = useRouteLanguage();
  useDeclaredPages();
  const home = homePathOf(user, language);
  if (home === areaPath(language, area)) return <RemoteLoading />;
  return <Navigate to={home ?? '/'} replace />;
}

/** Content of an area: host pages (settings, support) and the pages of the remotes. */
export function AreaContent({ area }: { area: SignedInArea }) {
  const { t } = useTranslation('shell');
  const hostPages = pagesOf(area).filter((p) => p.owner === 'host');
  return (
    <RoutePageScope>
      <Routes>
        <Route index element={<AreaIndex area={area} />} />
        {hostPages.map((page) => (
          <Route
            key={page.key}
            path={page.path}
            element={
              <PageGate pageKey={page.key} title={t(page.labelKey ?? page.key)}>
                {page.key === 'SUPPORT' ? <SupportPage /> : <AccountSettingsPage />}
              </PageGate>
            }
          />
        ))}
        {Object.entries(PATH_ALIASES[area]).map(([alias, target]) => (
          <Route
            key={alias}
            path={alias}
            // Route matching ignores case: only the alias's own spelling redirects.
            caseSensitive
            element={<AliasRedirect area={area} target={target} />}
          />
        ))}
        <Route path="*" element={<RemoteContent area={area} />} />
      </Routes>
    </RoutePageScope>
  );
}
