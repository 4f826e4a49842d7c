import { readdirSync, readFileSync } from 'node:fs';
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
