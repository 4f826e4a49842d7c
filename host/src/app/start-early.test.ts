import { ALL_ROLES, API_PREFIX } from '@wolvo/shared/contracts';
// The globals index.html's script sets (`window.__wolvoEarlyCalls`).
import type {} from '@wolvo/shared/http/prefetch';
import { REMOTE_PAGES } from '../testing/declared-pages';
import { AREA_SEGMENT, STORED_PAGES_KEY } from './page-catalog';
import { areaOfRole } from './routing';

// The build's helpers are plain CommonJS (webpack's config runs them).
const { apiPrefix, areaOfRoles, areaSegments } = require('../../scripts/remote-pages.js') as {
  apiPrefix: () => string;
  areaOfRoles: () => Record<string, string>;
  areaSegments: () => Record<string, string>;
};
const { startEarlyScript } = require('../../scripts/start-early.js') as {
  startEarlyScript: (
    files: string[],
    byLanguage: Record<string, string[]>,
    publicPath: string,
  ) => string;
};

const ORDERS = 'http://127.0.0.1:8081/mf-manifest.json';
const ORDERS_DECLARATION = 'http://127.0.0.1:8081/remote-declaration.json';
const DECLARATION = { schema: 1, remote: 'orders', needs: {}, pages: REMOTE_PAGES.orders };
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.a.js'] } } }],
};

function jsonResponse(body: unknown): Response {
  return {
    ok: true,
    status: 200,
    json: () => Promise.resolve(body),
    clone: () => jsonResponse(body),
  } as unknown as Response;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href);

describe("index.html's inline start", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn((url: string) =>
      Promise.resolve(
        jsonResponse(
          url === '/remotes.json'
            ? { orders: ORDERS }
            : url === ORDERS_DECLARATION
              ? DECLARATION
              : MANIFEST,
        ),
      ),
    );
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  });
  afterEach(() => {
    localStorage.clear();
    delete window.__wolvoRemotesConfig;
    delete window.__wolvoEarlyManifests;
    delete window.__wolvoEarlyCalls;
    delete window.__wolvoEarlyDeclarations;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState({}, '', '/');
  });

  const start = (path: string) => {
    window.history.pushState({}, '', path);
    // The script index.html gets, as the build writes it.
    new Function(startEarlyScript(['app.js'], { fr: ['fr.js'] }, '/'))();
    return new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("knows the shell's area segments, each role's area and the API's prefix", () => {
    expect(areaSegments()).toEqual(AREA_SEGMENT);
    for (const role of ALL_ROLES) expect(areaOfRoles()[role]).toBe(AREA_SEGMENT[areaOfRole(role)!]);
    expect(apiPrefix()).toBe(API_PREFIX);
  });

  /** Signs in as a user of `role` with `permissions` (none: every page of the area). */
  const signIn = (role: string, permissions: Record<string, string> = {}) => {
    localStorage.setItem('wolvo.token', 't');
    localStorage.setItem('wolvo.user', JSON.stringify({ id: 1, role, permissions }));
  };

  it("with a session, asks for the remotes' declarations, then the page's remote: its manifest, then remoteEntry.js and the routes module", async () => {
    signIn('clientPersonnel');
    await start('/fr/client/home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      ORDERS_DECLARATION,
      '/api/v1/statistics/getClientHomeStatistics',
      ORDERS,
    ]);
    expect(Object.keys((await window.__wolvoEarlyDeclarations) ?? {})).toEqual([
      ORDERS_DECLARATION,
    ]);
    expect(fetchMock).toHaveBeenLastCalledWith(ORDERS, {}); // as the federation runtime asks
    expect(Object.keys(window.__wolvoEarlyManifests ?? {})).toEqual([ORDERS]);
    expect(preloads()).toEqual([
      'http://localhost/app.js',
      'http://localhost/fr.js',
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/routes.a.js',
    ]);
  });

  it('with the pages the last start stored, asks for the first call and the manifest without waiting for the declarations', async () => {
    signIn('clientPersonnel');
    localStorage.setItem(STORED_PAGES_KEY, JSON.stringify({ orders: REMOTE_PAGES.orders }));
    await start('/fr/client/home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      '/api/v1/statistics/getClientHomeStatistics',
      ORDERS_DECLARATION,
      ORDERS,
    ]);
  });

  it("starts the page's first API call with the stored token, for the page's prefetch to take over", async () => {
    signIn('clientPersonnel');
    await start('/fr/client/home');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/statistics/getClientHomeStatistics', {
      credentials: 'omit',
      headers: { Accept: 'application/json', Authorization: 'Bearer t' },
    });
    const calls = window.__wolvoEarlyCalls ?? {};
    expect(Object.keys(calls)).toEqual(['/v1/statistics/getClientHomeStatistics']);
    expect(calls['/v1/statistics/getClientHomeStatistics']!.token).toBe('t');
    // A page without a first call starts its remote only.
    delete window.__wolvoEarlyCalls;
    signIn('companyPersonnel');
    await start('/fr/wolvo-team/dash-partner');
    expect(window.__wolvoEarlyCalls).toBeUndefined();
  });

  it('asks for no remote off the catalog, in another area, for a team member (the entry checks its pages), nor signed out', async () => {
    signIn('clientPersonnel');
    for (const path of ['/fr/client/nothing-here', '/fr/wolvo-team/dash-partner'])
      await start(path);
    signIn('companyPersonnelTeam', { DASHBOARD_PARTNER: 'VIEW' });
    await start('/fr/wolvo-team/finance/payment-history');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      Array(3).fill(['/remotes.json', ORDERS_DECLARATION]).flat(),
    );
    expect(window.__wolvoEarlyManifests).toBeUndefined();
    expect(window.__wolvoEarlyCalls).toBeUndefined();
    expect(preloads()).not.toContain('http://127.0.0.1:8081/remoteEntry.js');
    localStorage.clear();
    fetchMock.mockClear();
    await start('/fr/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads no remote whose manifest URL remotes.json does not give as http(s) or root-relative', async () => {
    signIn('companyPersonnel');
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ orders: 'javascript:alert(1)' })),
    );
    await start('/fr/wolvo-team/dash-partner');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__wolvoEarlyManifests).toBeUndefined();
  });
});
