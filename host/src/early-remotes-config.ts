// remotes.json asked for by the entry (`index.ts`), before bootstrap's chunk has even arrived: a signed-in
// or public page cannot load a remote without it, and bootstrap would ask for it one round trip later.
// With it, the first page's remote starts too: its mf-manifest.json, then its remoteEntry.js and routes
// module as preloads, which the federation runtime finds already there (they were on the signed-in first
// page's critical path after bootstrap, the shell and the first-page preloader had run).
// No import here: the entry imports it, and shared modules cannot be used before bootstrap.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where the host learns the remotes' manifest URLs at run time (overridable per environment). */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** The request options of remotes.json, the same for the early and the usual request. */
export const REMOTES_CONFIG_REQUEST: RequestInit = {
  cache: 'no-cache',
  headers: { Accept: 'application/json' },
};

let early: { url: string; response: Promise<Response> } | null = null;
const earlyManifests = new Map<string, Promise<Response>>();

/**
 * Starts fetching remotes.json (`url`) now; `takeEarlyRemotesConfig` hands the answer over once. With
 * `firstRemotes` (the remotes the current page may need), their manifests start as soon as it arrives.
 */
export function fetchRemotesConfigEarly(
  url: string,
  firstRemotes?: () => Promise<readonly string[]>,
): void {
  const response = fetch(url, REMOTES_CONFIG_REQUEST);
  response.catch(() => undefined); // the taker reads the failure; none may go unhandled before then
  early = { url, response };
  if (!firstRemotes) return;
  // A copy of the body, read before the taker reads the original (this reaction runs first).
  const config = response.then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null));
  Promise.all([config, firstRemotes()])
    .then(([raw, remotes]) => {
      for (const remote of remotes) {
        const manifestUrl = (raw as Record<string, unknown> | null)?.[remote];
        // The same check as `parseRemotesConfig`: an http(s) or root-relative URL.
        if (typeof manifestUrl === 'string' && /^(https?:\/\/|\/)/.test(manifestUrl))
          fetchManifestEarly(manifestUrl);
      }
    })
    .catch(() => undefined); // a hint: the usual loading reports any failure
}

/** The early answer for `url`, once (a later call, such as a retry, asks again); null when none. */
export function takeEarlyRemotesConfig(url: string): Promise<Response> | null {
  if (!early || early.url !== url) return null;
  const { response } = early;
  early = null;
  return response;
}

/**
 * Fetches a remote's mf-manifest.json as the federation runtime does (`fetch(url, {})`), for
 * `earlyManifestPlugin` to hand over, and preloads the scripts its routes module needs.
 */
function fetchManifestEarly(manifestUrl: string): void {
  if (earlyManifests.has(manifestUrl)) return;
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

/** The early manifest of `url`, once; null when none was asked for. */
export function takeEarlyManifest(url: string): Promise<Response> | null {
  const response = earlyManifests.get(url) ?? null;
  earlyManifests.delete(url);
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
