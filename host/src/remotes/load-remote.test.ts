import { isOfflineModule, offlineRemotePlugin } from './offline-remote-plugin';
import { parseRemotesConfig, toRemoteEntries } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

jest.mock('./report-remote-problem', () => ({
  reportRemoteProblem: jest.fn(),
  sendUnsentRemoteProblems: jest.fn(),
}));

type Runtime = {
  loadRemote: jest.Mock;
  registerPlugins: jest.Mock;
  registerRemotes: jest.Mock;
};

const CONFIG = {
  orders: 'http://127.0.0.1:8081/mf-manifest.json',
  reclamation: 'http://127.0.0.1:8082/mf-manifest.json',
};

function mockRemotesJson(body: unknown, ok = true) {
  global.fetch = jest.fn().mockResolvedValue({
    ok,
    status: ok ? 200 : 404,
    json: () => Promise.resolve(body),
  }) as unknown as typeof fetch;
}

/** A fresh copy of the loader (its caches are module state) with the mocked runtime. */
function freshLoader() {
  let loader!: typeof import('./load-remote');
  let runtime!: Runtime;
  let report!: jest.Mock;
  jest.isolateModules(() => {
    runtime = jest.requireMock('@module-federation/enhanced/runtime') as Runtime;
    report = jest.requireMock<{ reportRemoteProblem: jest.Mock }>(
      './report-remote-problem',
    ).reportRemoteProblem;
    loader = jest.requireActual('./load-remote') as typeof import('./load-remote');
  });
  return { loader, runtime, report };
}

describe('remotes.json', () => {
  it('keeps only known remotes with usable URLs', () => {
    expect(
      parseRemotesConfig({ ...CONFIG, team: 'javascript:alert(1)', nope: 'http://x/y.json' }),
    ).toEqual(CONFIG);
    expect(parseRemotesConfig(null)).toEqual({});
  });

  it('registers remotes by container name with their short alias', () => {
    expect(toRemoteEntries(CONFIG)).toEqual([
      { name: 'mfe_orders', alias: 'orders', entry: CONFIG.orders },
      { name: 'mfe_reclamation', alias: 'reclamation', entry: CONFIG.reclamation },
    ]);
  });
});

describe('offline remote plugin', () => {
  it('turns a failed load into an offline module and reports missing chunks', () => {
    const onError = jest.fn();
    const plugin = offlineRemotePlugin({ onError });
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), {
      name: 'ChunkLoadError',
    });
    const result = plugin.errorLoadRemote?.({
      id: 'mfe_orders/routes',
      error: chunkError,
      lifecycle: 'onLoad',
      from: 'runtime',
    } as never);
    expect(isOfflineModule(result)).toBe(true);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'mfe_orders/routes', chunkLoadFailed: true }),
    );
  });

  it('leaves the other lifecycles alone (their return value is not a module)', () => {
    const plugin = offlineRemotePlugin();
    expect(
      plugin.errorLoadRemote?.({
        id: 'x',
        error: new Error('x'),
        lifecycle: 'afterResolve',
        from: 'runtime',
      } as never),
    ).toBeUndefined();
  });
});

describe('a file of a remote that does not load', () => {
  /** remotes.json, then the orders manifest answering `manifest` (a rejection: the remote is down). */
  function mockFetch(manifest: Promise<{ ok: boolean }>) {
    global.fetch = jest.fn((url: string) =>
      url === CONFIG.orders
        ? manifest
        : Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(CONFIG) }),
    ) as unknown as typeof fetch;
  }

  async function reported(manifest: Promise<{ ok: boolean }>, remote = 'mfe_orders') {
    mockFetch(manifest);
    const published: unknown[] = [];
    let loader!: typeof import('./load-remote');
    jest.isolateModules(() => {
      jest.doMock('@wolvo/shared/publish', () => ({
        publishEvent: (name: string, payload: unknown) => {
          published.push([name, payload]);
          return Promise.resolve();
        },
      }));
      loader = jest.requireActual('./load-remote') as typeof import('./load-remote');
    });
    await loader.initRemotes();
    await loader.reportChunkLoadFailure(remote);
    return published;
  }

  it('offers a reload while the remote answers (it was redeployed)', async () => {
    await expect(reported(Promise.resolve({ ok: true }))).resolves.toEqual([
      ['chunk.load-failed', { remote: 'orders' }],
    ]);
    await expect(reported(Promise.resolve({ ok: true }), 'orders')).resolves.toHaveLength(1);
  });

  it('offers none while the remote is down, or for a remote it does not know', async () => {
    await expect(reported(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual([]);
    await expect(reported(Promise.resolve({ ok: false }))).resolves.toEqual([]);
    await expect(reported(Promise.resolve({ ok: true }), 'mfe_team')).resolves.toEqual([]);
  });
});

describe('loadExposed', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches remotes.json once, registers the remotes and returns the default export', async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    const routes = { remote: 'orders', routes: [] };
    runtime.loadRemote.mockResolvedValue({ default: routes });
    await expect(loader.loadExposed('orders', './routes')).resolves.toBe(routes);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(toRemoteEntries(CONFIG));
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_orders/routes');
    // remotes.json once; the rest is the remote's own files (its manifest and its declaration).
    const urls = (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => !url.startsWith('http://127.0.0.1:8081/'))).toHaveLength(1);
  });

  it("marks a settled load as React's `use` reads it, so a module loaded ahead renders at once", async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    const page = () => null;
    runtime.loadRemote.mockResolvedValue({ default: page });
    const loaded = loader.loadExposed('orders', './TrackingPage');
    await loaded;
    await Promise.resolve();
    expect(loaded).toMatchObject({ status: 'fulfilled', value: page });
    const failed = loader.loadExposed('team', './routes');
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(failed).toMatchObject({ status: 'rejected', reason: { reason: 'config' } });
  });

  it('reports a remote missing from remotes.json as unavailable', async () => {
    mockRemotesJson(CONFIG);
    const { loader, report } = freshLoader();
    await expect(loader.loadExposed('team', './routes')).rejects.toMatchObject({
      remote: 'team',
      reason: 'config',
    });
    await Promise.resolve();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        remote: 'team',
        kind: 'load',
        message: expect.stringMatching(/^config/),
      }),
    );
  });

  it('reports a remote that is down as offline, and loads it again after a reset', async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    runtime.loadRemote.mockResolvedValueOnce({
      __wolvoOffline: true,
      id: 'mfe_reclamation/routes',
      error: new Error('down'),
    });
    const first = loader.loadExposed('reclamation', './routes');
    // (isolateModules loads a second copy of the error class: compare by name.)
    await expect(first).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'reclamation',
      reason: 'offline',
    });
    // The failure stays cached (no refetch on every render) until Retry resets the remote.
    expect(loader.loadExposed('reclamation', './routes')).toBe(first);
    runtime.loadRemote.mockResolvedValueOnce({ default: { remote: 'reclamation', routes: [] } });
    await loader.resetRemote('reclamation');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [expect.objectContaining({ alias: 'reclamation' })],
      { force: true },
    );
    await expect(loader.loadExposed('reclamation', './routes')).resolves.toEqual({
      remote: 'reclamation',
      routes: [],
    });
  });

  it('gives up on a remote slower than the timeout', async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    await expect(loader.loadExposed('orders', './routes', 50)).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

describe("a remote's declaration", () => {
  const DECLARATION_URL = 'http://127.0.0.1:8081/remote-declaration.json';
  /** remotes.json, the orders manifest, and `declaration` (a status: no file). */
  function mockFiles(declaration: unknown) {
    global.fetch = jest.fn((url: string) => {
      const body = url === DECLARATION_URL ? declaration : url === CONFIG.orders ? {} : CONFIG;
      const ok = typeof body !== 'number';
      return Promise.resolve({ ok, status: ok ? 200 : body, json: () => Promise.resolve(body) });
    }) as unknown as typeof fetch;
  }
  const declaring = (needs: Record<string, string>) => ({
    schema: 1,
    remote: 'orders',
    needs,
    pages: [],
  });

  it('keeps a remote built for other contracts from loading, and reports it once', async () => {
    mockFiles(declaring({ '@wolvo/shared': '^99.0.0', react: '^19.0.0' }));
    const { loader, runtime, report } = freshLoader();
    await expect(loader.loadExposed('orders', './routes')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'orders',
      reason: 'skew',
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        remote: 'orders',
        kind: 'skew',
        needs: { '@wolvo/shared': '^99.0.0', react: '^19.0.0' },
        provided: expect.objectContaining({ '@wolvo/shared': expect.any(String) }),
        build: expect.any(String),
      }),
    );
    // Retry asks for the declaration again: once redeployed for these contracts, the remote loads.
    mockFiles(declaring({ '@wolvo/shared': '^1.0.0' }));
    runtime.loadRemote.mockResolvedValue({ default: { remote: 'orders', routes: [] } });
    await loader.resetRemote('orders');
    await expect(loader.loadExposed('orders', './routes')).resolves.toEqual({
      remote: 'orders',
      routes: [],
    });
  });

  it('loads a remote whose needs are met, or that has no declaration (an older build)', async () => {
    for (const declaration of [declaring({ '@wolvo/shared': '^1.0.0', left: '^5.0.0' }), 404]) {
      mockFiles(declaration);
      const { loader, runtime, report } = freshLoader();
      runtime.loadRemote.mockResolvedValue({ default: { remote: 'orders', routes: [] } });
      await expect(loader.loadExposed('orders', './routes')).resolves.toEqual({
        remote: 'orders',
        routes: [],
      });
      expect(report).not.toHaveBeenCalled();
    }
  });
});

describe('preloadPage', () => {
  it("resolves once the page's code is in, after asking for its first API call", async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    let loaded!: () => void;
    const preload = jest.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const prefetch = jest.fn();
    const Component = Object.assign(() => null, { preload, prefetch });
    runtime.loadRemote.mockResolvedValue({
      default: { remote: 'orders', routes: [{ area: 'client', path: 'home', Component }] },
    });
    let done = false;
    const ready = loader
      .preloadPage({ remote: 'orders', area: 'client', path: 'home' }, { withData: true })
      .then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    loaded();
    await ready;
    expect(done).toBe(true);
  });

  it('resolves, never rejects, when the remote or the page fails to load', async () => {
    mockRemotesJson(CONFIG);
    const { loader, runtime } = freshLoader();
    const preload = jest.fn(() => Promise.reject(new Error('chunk')));
    runtime.loadRemote.mockResolvedValueOnce({
      default: {
        remote: 'orders',
        routes: [
          { area: 'client', path: 'home', Component: Object.assign(() => null, { preload }) },
        ],
      },
    });
    await expect(
      loader.preloadPage({ remote: 'orders', area: 'client', path: 'home' }),
    ).resolves.toBeUndefined();
    await expect(
      loader.preloadPage({ remote: 'team', area: 'client', path: 'team' }),
    ).resolves.toBeUndefined();
  });
});
