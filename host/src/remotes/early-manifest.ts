// A signed-in first page's remote, started before bootstrap, the shell and the first-page preloader have
// run: its mf-manifest.json as soon as remotes.json is in, then its remoteEntry.js and routes module as
// preloads, which the federation runtime finds already there (`earlyManifestPlugin`). Loaded by the
// entry's small dynamic chunk (`app/first-remote-page.ts`), not by the entry: the login page needs none of it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteManifestUrl } from '../early-remotes-config';

const earlyManifests = new Map<string, Promise<Response>>();
/** Manifests the runtime has asked for: one it fetched itself is not fetched early again. */
const askedByRuntime = new Set<string>();

/**
 * Once `config` (remotes.json's body, null when it failed) is in, fetches the manifest of each of
 * `remotes` and preloads the scripts its routes module needs. Only a hint: the usual loading reports
 * any failure.
 */
export function fetchManifestsEarly(
  config: Promise<unknown>,
  remotes: readonly string[],
): Promise<void> {
  if (!remotes.length) return Promise.resolve();
  return config
    .then((raw) => {
      for (const remote of remotes) {
        const manifestUrl = (raw as Record<string, unknown> | null)?.[remote];
        if (isRemoteManifestUrl(manifestUrl)) fetchManifestEarly(manifestUrl);
      }
    })
    .catch(() => undefined);
}

/**
 * Fetches a remote's mf-manifest.json as the federation runtime does (`fetch(url, {})`), for
 * `earlyManifestPlugin` to hand over, and preloads the scripts its routes module needs.
 */
function fetchManifestEarly(manifestUrl: string): void {
  if (earlyManifests.has(manifestUrl) || askedByRuntime.has(manifestUrl)) return;
  const response = fetch(manifestUrl, {});
  response.catch(() => undefined); // the runtime reads the failure
  earlyManifests.set(manifestUrl, response);
  response
    .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null))
    .then((manifest) => {
      for (const href of manifestScripts(manifestUrl, manifest)) {
        const link = document.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'script');
        link.setAttribute('href', href);
        document.head.appendChild(link);
      }
    })
    .catch(() => undefined);
}
/**
 * The scripts a remote's `expose` needs first, by its mf-manifest.json: remoteEntry.js and the expose's
 * synchronous chunks, as absolute URLs (`publicPath: 'auto'` is the manifest's own folder). Anything the
 * manifest does not say plainly gives nothing: this is only a preload.
 */
export function manifestScripts(
  manifestUrl: string,
  manifest: unknown,
  expose = './routes',
): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const { metaData, exposes } = manifest as { metaData?: unknown; exposes?: unknown };
  if (!metaData || typeof metaData !== 'object') return [];
  const { publicPath, remoteEntry } = metaData as { publicPath?: unknown; remoteEntry?: unknown };
  const entry = remoteEntry as { name?: unknown; path?: unknown } | undefined;
  if (typeof entry?.name !== 'string' || typeof publicPath !== 'string') return [];
  try {
    const base = new URL(
      publicPath === 'auto' ? '.' : publicPath,
      new URL(manifestUrl, document.baseURI),
    );
    const files = [
      typeof entry.path === 'string' && entry.path ? `${entry.path}/${entry.name}` : entry.name,
    ];
    const found = Array.isArray(exposes)
      ? (exposes as { path?: unknown; assets?: { js?: { sync?: unknown } } }[]).find(
          (e) => e?.path === expose,
        )
      : undefined;
    const sync = found?.assets?.js?.sync;
    if (Array.isArray(sync)) files.push(...sync.filter((f): f is string => typeof f === 'string'));
    return files.map((file) => new URL(file, base).href);
  } catch {
    return [];
  }
}

/**
 * The early manifest of `url`, once; null when none was asked for (the runtime then fetches it, and the
 * entry's early start, if it comes later, does not).
 */
export function takeEarlyManifest(url: string): Promise<Response> | null {
  const response = earlyManifests.get(url) ?? null;
  earlyManifests.delete(url);
  askedByRuntime.add(url);
  return response;
}

/** Federation runtime plugin: a manifest the entry already asked for is not asked for again. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wolvo-early-manifest',
    fetch(url) {
      return takeEarlyManifest(url) ?? undefined;
    },
  };
}

/** Forgets every early manifest and what the runtime asked for (a test's fresh start). */
export function clearEarlyManifests(): void {
  earlyManifests.clear();
  askedByRuntime.clear();
}
