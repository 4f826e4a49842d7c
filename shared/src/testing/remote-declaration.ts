import path from 'node:path';
import {
  allowedPages,
  declarationProblems,
  hasKnownKey,
  pagesProblems,
  type DeclaredPage,
  type RemoteName,
  type RemoteRoutesModule,
} from '@wolvo/shared/contracts';
import { offeredPages } from '../../build/remote-offers';

/** The pages of the remote in `remoteDir` as its build declares them (checked with the current shared's rules). */
export function declaredPagesOf(remoteDir: string): DeclaredPage[] {
  return offeredPages(path.resolve(remoteDir), pagesProblems);
}

/** The permission tree's group (parent key) of each key of an area, as the sidebar lists it. */
function groupOf(area: 'staff' | 'client', key: string): string | undefined {
  const role = area === 'staff' ? 'companyPersonnel' : 'clientPersonnel';
  return allowedPages(role, null).find((node) => node.children?.includes(key))?.key;
}

/**
 * The contract test of a remote's declaration (issue #40): its pages as its build reads them from
 * `src/pages.json` and its labels' files (shared/build/remote-offers.js, checked with the current shared's rules) make a
 * declaration the shell accepts; each page has a permission key the server knows, labels in fr, en and ar,
 * the sidebar group its key sits in; and `./routes` routes each declared page.
 */
export function describeRemoteDeclaration(
  remote: RemoteName,
  remoteDir: string,
  routesModule: RemoteRoutesModule,
): void {
  describe(`mfe-${remote} remote-declaration.json`, () => {
    const pages = declaredPagesOf(remoteDir);

    it('validates against the declaration schema', () => {
      expect(pages.length).toBeGreaterThan(0);
      expect(declarationProblems({ schema: 1, remote, needs: {}, pages }, remote)).toEqual([]);
    });

    it('offers pages of permission keys the server knows, labelled in fr, en and ar', () => {
      for (const page of pages) {
        expect({ page: page.path, known: hasKnownKey(page) }).toEqual({
          page: page.path,
          known: true,
        });
        for (const language of ['fr', 'en', 'ar'] as const)
          expect(page.label[language].trim()).not.toBe('');
        expect({ page: page.path, group: page.group }).toEqual({
          page: page.path,
          group: groupOf(page.area, page.key),
        });
      }
    });

    it('routes every page it declares', () => {
      for (const page of pages)
        expect(
          routesModule.routes.some(
            (r) => r.area === page.area && r.path === page.path && r.pageKey === page.key,
          ),
        ).toBe(true);
    });
  });
}
