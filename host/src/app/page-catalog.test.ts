import { CLIENT_PAGE_KEYS, REMOTE_NAMES, STAFF_PAGE_KEYS } from '@wolvo/shared/contracts';
import catalog from './page-catalog.json';
import { PAGE_CATALOG, type SignedInArea } from './page-catalog';

// The catalog is JSON (the build reads it without TypeScript): its pages are checked here against the
// types page-catalog.ts gives them.
describe('the page catalog', () => {
  const areas: SignedInArea[] = ['staff', 'client'];
  const ownKeys: Record<SignedInArea, readonly string[]> = {
    staff: STAFF_PAGE_KEYS,
    client: CLIENT_PAGE_KEYS,
  };

  it('lists the two signed-in areas and nothing else', () => {
    expect(Object.keys(catalog).sort()).toEqual([...areas].sort());
    expect(PAGE_CATALOG).toBe(catalog);
  });

  it.each(areas)(
    'gives each %s page a known owner, a page key of the area and one path',
    (area) => {
      const owners: readonly string[] = [...REMOTE_NAMES, 'host'];
      const pages = PAGE_CATALOG[area];
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(
          Object.keys(page).filter(
            (field) => !['key', 'path', 'owner', 'labelKey', 'action', 'hidden'].includes(field),
          ),
        ).toEqual([]);
        expect(owners).toContain(page.owner);
        expect(ownKeys[area]).toContain(page.key);
        expect(page.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
        expect(page.labelKey).toMatch(/^page\./);
        expect(page.hidden ?? false).toEqual(expect.any(Boolean));
        expect([undefined, 'ADD', 'EDIT', 'DELETE']).toContain(page.action);
      }
      const paths = pages.map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
    },
  );
});
