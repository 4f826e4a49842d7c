import {
  CLIENT_PAGE_KEYS,
  STAFF_PAGE_KEYS,
  type RemoteName,
  type RemoteRoutesModule,
} from '@wolvo/shared/contracts';
import { i18n, setLanguage } from '@wolvo/shared/i18n';

/** The contract tests every remote's `./routes` module must pass. */
export function describeRemoteRoutes(remote: RemoteName, routesModule: RemoteRoutesModule): void {
  describe(`mfe-${remote} ./routes`, () => {
    it('names its remote and gives every page a permission key of its area', () => {
      expect(routesModule.remote).toBe(remote);
      for (const route of routesModule.routes) {
        if (route.area === 'staff') expect(STAFF_PAGE_KEYS).toContain(route.pageKey);
        if (route.area === 'client') expect(CLIENT_PAGE_KEYS).toContain(route.pageKey);
        expect(route.path).not.toMatch(/^\//);
      }
    });

    it('declares each path once per area', () => {
      const keys = routesModule.routes.map((r) => `${r.area}:${r.path}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('translates every page title in French, English and Arabic', async () => {
      await routesModule.registerTranslations?.();
      for (const lang of ['fr', 'en', 'ar'] as const) {
        // A switch loads the language's texts (one chunk per language in the build).
        await setLanguage(lang);
        const t = i18n.getFixedT(lang);
        for (const route of routesModule.routes) {
          expect(t(route.titleKey)).not.toBe(route.titleKey.split(':')[1]);
          for (const crumb of route.breadcrumbKeys)
            expect(i18n.exists(crumb, { lng: lang })).toBe(true);
        }
      }
    });
  });
}
