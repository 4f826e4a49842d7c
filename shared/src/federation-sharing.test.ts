import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

// The host provides every MUI component a remote may use (shared/build/federation.js): a component a remote
// brought alone would carry its own copies of MUI's contexts and break the host's parts it meets.
const { REMOTE_ONLY_MUI } = jest.requireActual<{ REMOTE_ONLY_MUI: string[] }>(
  '../build/federation.js',
);

const root = path.resolve(__dirname, '../..');

function muiComponentsOf(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const text = readFileSync(path.join(dir, entry), 'utf8');
    for (const match of text.matchAll(/from '@mui\/material\/([A-Z][A-Za-z]+)'/g))
      found.add(match[1]);
  }
  return found;
}

test('every MUI component a remote imports is provided by the host', () => {
  const host = new Set([
    ...muiComponentsOf(path.join(root, 'host/src')),
    ...muiComponentsOf(path.join(root, 'shared/src')),
  ]);
  const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  const missing = remotes.flatMap((remote) =>
    [...muiComponentsOf(path.join(root, remote, 'src'))]
      .filter((name) => !host.has(name) && !REMOTE_ONLY_MUI.includes(name))
      .map((name) => `${remote}: ${name}`),
  );
  expect(missing).toEqual([]);
});

// The same through the entries of @wolvo/shared: an entry the host's build does not load (the day
// picker's `ui/date-range`) is bundled by the remote, and an MUI component only it imports was provided by
// no one: the remote failed at run time ("Cannot read properties of undefined (reading 'r')").
test('every MUI component a remote reaches through shared is provided by the host', () => {
  const { packageImports } = jest.requireActual<{
    packageImports: (files: string[]) => Set<string>;
  }>('../build/federation.js');
  const muiOf = (specs: Set<string>) =>
    [...specs]
      .map((spec) => /^@mui\/material\/([A-Z][A-Za-z]+)$/.exec(spec)?.[1])
      .filter((name): name is string => Boolean(name));
  const host = new Set(muiOf(packageImports(['host/src/index.ts'])));
  const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  const missing = remotes.flatMap((remote) => {
    const src = path.join(remote, 'src');
    const files = readdirSync(path.join(root, src), { recursive: true, encoding: 'utf8' })
      .filter((entry) => /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
      .map((entry) => path.join(src, entry));
    return muiOf(packageImports(files))
      .filter((name) => !host.has(name) && !REMOTE_ONLY_MUI.includes(name))
      .map((name) => `${remote}: ${name}`);
  });
  expect(missing).toEqual([]);
});

// A remote's production build lists no fallback for the @wolvo/shared entries the host provides
// (shared/build/federation.js): the list must be what the host's build imports, no more.
test('the @wolvo/shared entries the host provides are the ones its build imports', () => {
  const { hostSharedEntries } = jest.requireActual<{ hostSharedEntries: () => Set<string> }>(
    '../build/federation.js',
  );
  const entries = hostSharedEntries();
  // Imported by the host's own files, and by an entry it imports (the status chip uses the colour chip).
  for (const entry of [
    '@wolvo/shared/i18n',
    '@wolvo/shared/ui/theme',
    '@wolvo/shared/ui/components/colour-chip',
  ])
    expect(entries).toContain(entry);
  // Imported only by host tests, or only as types.
  expect(entries).not.toContain('@wolvo/shared/testing');
  // Only remotes use these: they keep their own fallback.
  expect(entries).not.toContain('@wolvo/shared/ui/paged-list');
  expect(entries).not.toContain('@wolvo/shared/geo');
  // Stateless entries each container bundles itself (STATELESS): never a key the remotes leave to the host.
  expect(entries).not.toContain('@wolvo/shared/http/api');
  expect(entries).not.toContain('@wolvo/shared/form');
  expect([...entries].filter((entry) => entry.endsWith('/endpoints'))).toEqual([]);
});

test('the stateless entries are bundled by each container, every other entry of @wolvo/shared is shared', () => {
  const { sharedSingletons } = jest.requireActual<{
    sharedSingletons: (
      deps: Record<string, string>,
    ) => Record<string, { exclude?: { request: RegExp } }>;
  }>('../build/federation.js');
  const { dependencies } = jest.requireActual<{ dependencies: Record<string, string> }>(
    '../../host/package.json',
  );
  const { request } = sharedSingletons(dependencies)['@wolvo/shared/']!.exclude!;
  for (const entry of [
    'http/api',
    'contracts/orders/endpoints',
    'contracts/fortune-wheel/endpoints',
    'contracts/orders/rules',
    'contracts/clients/rules',
    'contracts/rules',
    'form',
  ])
    expect(request.test(entry)).toBe(true);
  for (const entry of [
    'http',
    'query',
    'contracts',
    'contracts/core',
    'contracts/team',
    'session',
    'i18n',
  ])
    expect(request.test(entry)).toBe(false);
});

test('the facades of shared libraries are provided with a version their range accepts', () => {
  // A facade is a file of @wolvo/shared: with that package's version, the runtime warned on every page.
  const { sharedSingletons } = jest.requireActual<{
    sharedSingletons: (
      deps: Record<string, string>,
    ) => Record<string, { version?: string; requiredVersion?: string | false }>;
  }>('../build/federation.js');
  const { dependencies } = jest.requireActual<{ dependencies: Record<string, string> }>(
    '../../host/package.json',
  );
  const shared = sharedSingletons(dependencies);
  const parts = (version: string) => version.replace(/^\^/, '').split('.').map(Number);
  for (const key of ['react-i18next', '@emotion/react', '@mui/material/styles']) {
    const { version, requiredVersion } = shared[key]!;
    expect(typeof version).toBe('string');
    expect(requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    const [major, minor, patch] = parts(version!);
    const [needMajor, needMinor, needPatch] = parts(requiredVersion as string);
    expect(major).toBe(needMajor);
    expect(minor! * 1e6 + patch!).toBeGreaterThanOrEqual(needMinor! * 1e6 + needPatch!);
  }
});

// The runtime-core patch (patches/@module-federation__runtime-core@2.9.2.patch) skips a container's
// repeated registration of its shared modules, keyed on the identity of its `options.shared` object and
// share scope. An upgrade of @module-federation/runtime-core leaves the patch unapplied (it is tied to
// 2.9.2) or could change what the patch relies on: this runs the installed runtime-core, the copy the
// host's bundle uses, in both its builds (webpack bundles the ES module one).
// Why the patch exists: README.md, "Decisions", the item "Toolchain".
describe('the runtime-core patch', () => {
  const packageDirOf = (file: string) => {
    let dir = path.dirname(file);
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return realpathSync(dir);
  };
  /** Resolves `ids` one from the other, from the host's folder: the package folder of the last. */
  const resolveChain = (...ids: string[]) =>
    ids.reduce(
      (from, id) => packageDirOf(require.resolve(id, { paths: [from] })),
      path.join(root, 'host'),
    );
  // The runtime core the host puts on the page, and the one its bundler runtime imports.
  const runtimeCores = [
    ...new Set([
      resolveChain(
        '@module-federation/enhanced/webpack',
        '@module-federation/inject-external-runtime-core-plugin',
        '@module-federation/runtime-core',
      ),
      resolveChain(
        '@module-federation/enhanced/webpack',
        '@module-federation/webpack-bundler-runtime',
        '@module-federation/runtime',
        '@module-federation/runtime-core',
      ),
    ]),
  ];
  const builds = runtimeCores.flatMap((dir) =>
    ['dist/index.js', 'dist/index.cjs'].map((file) => path.join(dir, file)),
  );

  interface Federation {
    options: { shared: object };
    initializeSharing(scope?: string, options?: { initScope?: unknown[] }): unknown;
    loadShareSync(name: string): unknown;
    initOptions(options: object): unknown;
  }
  const share = (version: string) => ({
    version,
    lib: () => ({}),
    shareConfig: { singleton: true, requiredVersion: false },
  });
  /** A container sharing `react` with loaded-first, and how many times it registered each module. */
  function container(file: string) {
    const { ModuleFederation } = jest.requireActual<{
      ModuleFederation: new (options: object) => Federation;
    }>(file);
    const registrations: Record<string, number> = {};
    const counter = {
      name: 'count-registrations',
      afterRegisterShare({ pkgName }: { pkgName: string }) {
        registrations[pkgName] = (registrations[pkgName] ?? 0) + 1;
      },
    };
    const federation = new ModuleFederation({
      name: 'wolvo_host',
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [counter],
      shared: { react: share('19.0.0') },
    });
    return { federation, registrations };
  }

  it.each(builds)('%s registers shared modules once across repeated loads', (file) => {
    const { federation, registrations } = container(file);
    federation.initializeSharing('default');
    const once = { ...registrations };
    for (let i = 0; i < 5; i++) {
      federation.initializeSharing('default');
      federation.loadShareSync('react');
    }
    // Unpatched, each call registers `react` again.
    expect(registrations).toEqual(once);
  });

  it.each(builds)('%s registers again once the shared modules or the scope change', (file) => {
    const { federation, registrations } = container(file);
    federation.initializeSharing('default');
    const before = federation.options.shared;
    // What a container's init does: new options, hence a new `shared` object (the patch's key).
    federation.initOptions({ shared: { dayjs: share('1.0.0') } });
    expect(federation.options.shared).not.toBe(before);
    const reactBefore = registrations.react ?? 0;
    federation.initializeSharing('default');
    expect(registrations.react).toBe(reactBefore + 1);
    expect(registrations.dayjs).toBeGreaterThan(0);
    // A remote's init passes its initScope: always registered.
    federation.initializeSharing('default', { initScope: [] });
    expect(registrations.react).toBe(reactBefore + 2);
  });
});
