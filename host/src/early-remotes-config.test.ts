import { fetchRemotesConfig } from './remotes/remotes-config';
import {
  earlyManifestPlugin,
  clearEarlyManifests,
  fetchManifestsEarly,
  takeEarlyManifest,
} from './remotes/early-manifest';
import { manifestScripts } from './remotes/manifest-scripts';
import {
  fetchRemotesConfigEarly,
  REMOTES_CONFIG_URL,
  takeEarlyRemotesConfig,
} from './early-remotes-config';

const ORDERS = 'http://127.0.0.1:8081/mf-manifest.json';

/** Makes `fake` the page's fetch. */
function useFetch(fake: jest.Mock) {
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
}

function answering(body: unknown) {
  return jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response),
  );
}

describe('remotes.json asked for by the entry', () => {
  afterEach(() => {
    takeEarlyRemotesConfig(REMOTES_CONFIG_URL);
    jest.restoreAllMocks();
  });

  it('is read from the early request, once; a later read asks again', async () => {
    const early = answering({ orders: ORDERS });
    useFetch(early);
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL);
    expect(early).toHaveBeenCalledWith(
      REMOTES_CONFIG_URL,
      expect.objectContaining({ cache: 'no-cache' }),
    );

    const later = answering({ orders: '/elsewhere/mf-manifest.json' });
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, later)).resolves.toEqual({
      orders: ORDERS,
    });
    expect(later).not.toHaveBeenCalled();
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, later)).resolves.toEqual({
      orders: '/elsewhere/mf-manifest.json',
    });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('takes the request index.html made while it was parsed, once, rather than asking again', async () => {
    const fetchMock = answering({});
    useFetch(fetchMock);
    window.__wolvoRemotesConfig = Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ orders: ORDERS }),
    } as Response);
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__wolvoRemotesConfig).toBeUndefined();
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, answering({}))).resolves.toEqual({
      orders: ORDERS,
    });
    // A later start (another configured URL) asks the network.
    fetchRemotesConfigEarly('/elsewhere/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another URL, and its failure leaves the remotes unconfigured', async () => {
    const failing = jest.fn(() => Promise.reject(new TypeError('offline')));
    useFetch(failing);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL);
    expect(takeEarlyRemotesConfig('/other.json')).toBeNull();
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, answering({}))).resolves.toEqual({});
  });
});

describe("the first page's remote started by the entry", () => {
  const MANIFEST = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['1500.a.js', '__federation_expose_routes.b.js'] } },
      },
      { path: './TrackingPage', assets: { js: { sync: ['3908.c.js'] } } },
    ],
  };

  /** A Response of `body` (jsdom has none) whose body, like a real one, can be read only once. */
  function jsonResponse(body: unknown): Response {
    let read = false;
    const response = {
      ok: true,
      status: 200,
      json: () => {
        if (read) return Promise.reject(new TypeError('body used already'));
        read = true;
        return Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown);
      },
      clone: () => {
        if (read) throw new TypeError('body used already');
        return jsonResponse(body);
      },
    };
    return response as unknown as Response;
  }

  function respond(byUrl: Record<string, unknown>) {
    return jest.fn((url: string) => Promise.resolve(jsonResponse(byUrl[url] ?? {})));
  }

  afterEach(() => {
    takeEarlyRemotesConfig(REMOTES_CONFIG_URL);
    clearEarlyManifests();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it("lists remoteEntry.js and the expose's chunks beside the manifest, and nothing for a malformed one", () => {
    expect(manifestScripts(ORDERS, MANIFEST)).toEqual([
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/1500.a.js',
      'http://127.0.0.1:8081/__federation_expose_routes.b.js',
    ]);
    expect(manifestScripts(ORDERS, MANIFEST, './TrackingPage')).toEqual([
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/3908.c.js',
    ]);
    expect(
      manifestScripts(ORDERS, {
        metaData: { ...MANIFEST.metaData, publicPath: 'https://cdn.example/o/' },
      }),
    ).toEqual(['https://cdn.example/o/remoteEntry.js']);
    expect(manifestScripts(ORDERS, null)).toEqual([]);
    expect(manifestScripts(ORDERS, { metaData: { remoteEntry: { name: 7 } } })).toEqual([]);
  });

  it('fetches the manifest once remotes.json arrives, preloads its scripts and hands it to the runtime once', async () => {
    const fetchMock = respond({
      [REMOTES_CONFIG_URL]: { orders: ORDERS, team: 'javascript:alert(1)' },
      [ORDERS]: MANIFEST,
    });
    useFetch(fetchMock);
    let started: Promise<void> | undefined;
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL, (config) => {
      started = fetchManifestsEarly(config, ['orders', 'team']);
    });
    // The usual reader still gets remotes.json whole.
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL)).resolves.toEqual({ orders: ORDERS });
    await started;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith(ORDERS, {});
    expect(fetchMock).toHaveBeenCalledTimes(2); // not the team's URL, which is no http(s) URL
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      ),
    ).toEqual([
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/1500.a.js',
      'http://127.0.0.1:8081/__federation_expose_routes.b.js',
    ]);

    const plugin = earlyManifestPlugin();
    const handed = await (plugin.fetch?.(ORDERS, {}) as Promise<Response>);
    await expect(handed.json()).resolves.toEqual(MANIFEST);
    expect(plugin.fetch?.(ORDERS, {})).toBeUndefined(); // a retry asks the network again
  });

  it('takes over the manifest index.html asked for, rather than asking again', async () => {
    const fetchMock = respond({ [REMOTES_CONFIG_URL]: { orders: ORDERS }, [ORDERS]: MANIFEST });
    useFetch(fetchMock);
    window.__wolvoEarlyManifests = { [ORDERS]: Promise.resolve(jsonResponse(MANIFEST)) };
    let started: Promise<void> | undefined;
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL, (config) => {
      started = fetchManifestsEarly(config, ['orders']);
    });
    await started;
    expect(fetchMock).toHaveBeenCalledTimes(1); // remotes.json alone
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0); // index.html's
    const plugin = earlyManifestPlugin();
    const handed = await (plugin.fetch?.(ORDERS, {}) as Promise<Response>);
    await expect(handed.json()).resolves.toEqual(MANIFEST);
    expect(plugin.fetch?.(ORDERS, {})).toBeUndefined();
  });

  it("hands index.html's manifest to the runtime when the entry has not started it", async () => {
    window.__wolvoEarlyManifests = { [ORDERS]: Promise.resolve(jsonResponse(MANIFEST)) };
    const handed = await (earlyManifestPlugin().fetch?.(ORDERS, {}) as Promise<Response>);
    await expect(handed.json()).resolves.toEqual(MANIFEST);
    expect(window.__wolvoEarlyManifests).toEqual({});
  });

  it('fetches no manifest the runtime has already asked for itself', async () => {
    const fetchMock = respond({ [REMOTES_CONFIG_URL]: { orders: ORDERS }, [ORDERS]: MANIFEST });
    useFetch(fetchMock);
    // Bootstrap was quicker than the entry's early start: the runtime found nothing and fetched it.
    expect(earlyManifestPlugin().fetch?.(ORDERS, {})).toBeUndefined();
    let started: Promise<void> | undefined;
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL, (config) => {
      started = fetchManifestsEarly(config, ['orders']);
    });
    await started;
    expect(fetchMock).toHaveBeenCalledTimes(1); // remotes.json alone
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('starts nothing without a remote for the path', async () => {
    const fetchMock = respond({ [REMOTES_CONFIG_URL]: { orders: ORDERS } });
    useFetch(fetchMock);
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL, (config) => void fetchManifestsEarly(config, []));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyManifest(ORDERS)).toBeNull();
  });

  it('starts nothing when remotes.json fails', async () => {
    const fetchMock = jest.fn((url: string) =>
      url === REMOTES_CONFIG_URL
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(jsonResponse(MANIFEST)),
    );
    useFetch(fetchMock);
    let started: Promise<void> | undefined;
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL, (config) => {
      started = fetchManifestsEarly(config, ['orders']);
    });
    await expect(started).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyManifest(ORDERS)).toBeNull();
  });
});
