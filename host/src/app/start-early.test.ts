import { manifestScripts } from '../remotes/manifest-scripts';
import { AREA_SEGMENT, PAGE_CATALOG, type SignedInArea } from './page-catalog';

// The build's helpers are plain CommonJS (webpack's config runs them).
const { remotePagesOfCatalog } = require('../../scripts/remote-pages.js') as {
  remotePagesOfCatalog: () => Record<string, string>;
};
const { startEarly } = require('../../scripts/start-early.js') as {
  startEarly: (
    scripts: typeof manifestScripts,
    remotePages: Record<string, string>,
    files: string[],
    byLanguage: Record<string, string[]>,
    publicPath: string,
  ) => void;
};

const ORDERS = 'http://127.0.0.1:8081/mf-manifest.json';
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
      Promise.resolve(jsonResponse(url === '/remotes.json' ? { orders: ORDERS } : MANIFEST)),
    );
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  });
  afterEach(() => {
    localStorage.clear();
    delete window.__wolvoRemotesConfig;
    delete window.__wolvoEarlyManifests;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState({}, '', '/');
  });

  const start = (path: string) => {
    window.history.pushState({}, '', path);
    startEarly(manifestScripts, remotePagesOfCatalog(), ['app.js'], { fr: ['fr.js'] }, '/');
    return new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('knows the remote of every page of the catalog a remote renders, and of no other', () => {
    const expected: Record<string, string> = {};
    for (const area of Object.keys(PAGE_CATALOG) as SignedInArea[])
      for (const page of PAGE_CATALOG[area])
        if (page.owner !== 'host') expected[`${AREA_SEGMENT[area]}/${page.path}`] = page.owner;
    expect(remotePagesOfCatalog()).toEqual(expected);
  });

  it("with a session, asks for the page's remote: its manifest, then remoteEntry.js and the routes module", async () => {
    localStorage.setItem('wolvo.token', 't');
    await start('/fr/client/home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', ORDERS]);
    expect(fetchMock).toHaveBeenLastCalledWith(ORDERS, {}); // as the federation runtime asks
    expect(Object.keys(window.__wolvoEarlyManifests ?? {})).toEqual([ORDERS]);
    expect(preloads()).toEqual([
      'http://localhost/app.js',
      'http://localhost/fr.js',
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/routes.a.js',
    ]);
  });

  it('asks for no remote off the catalog, nor signed out, where a login form shows', async () => {
    localStorage.setItem('wolvo.token', 't');
    await start('/fr/client/nothing-here');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
    expect(window.__wolvoEarlyManifests).toBeUndefined();
    localStorage.clear();
    fetchMock.mockClear();
    await start('/fr/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads no remote whose manifest URL remotes.json does not give as http(s) or root-relative', async () => {
    localStorage.setItem('wolvo.token', 't');
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ orders: 'javascript:alert(1)' })),
    );
    await start('/fr/wolvo-team/dash-partner');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__wolvoEarlyManifests).toBeUndefined();
  });
});
