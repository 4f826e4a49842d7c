// A signed-in first page's remote, started before bootstrap, the shell and the first-page preloader have
// run: its mf-manifest.json as soon as remotes.json is in, then its remoteEntry.js and routes module as
// preloads, which the federation runtime finds already there (`earlyManifestPlugin`). Loaded by the
// entry's small dynamic chunk (`app/first-remote-page.ts`), not by the entry: the login page needs none of it.
// On a page of the catalog, index.html's inline script has usually asked for the manifest already: it is
// taken over rather than asked for again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteManifestUrl } from '../early-remotes-config';
import { manifestScripts } from './manifest-scripts';

declare global {
  interface Window {
    /** Manifests index.html's inline script asked for, by URL (`startEarly` of host/scripts/start-early.js). */
    __wolvoEarlyManifests?: Record<string, Promise<Response>>;
  }
}

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
 * `earlyManifestPlugin` to hand over, and (unless `preload` is false) preloads the scripts its routes
 * module needs. The loader asks for it without the scripts while it checks the remote's declaration
 * (`load-remote.ts`): a remote it then refuses downloads no code.
 */
export function fetchManifestEarly(manifestUrl: string, { preload = true } = {}): void {
  if (earlyManifests.has(manifestUrl) || askedByRuntime.has(manifestUrl)) return;
  // index.html's script has asked for it already, and preloaded its scripts.
  const inline = takeInlineManifest(manifestUrl);
  if (inline) {
    earlyManifests.set(manifestUrl, inline);
    return;
  }
  const response = fetch(manifestUrl, {});
  response.catch(() => undefined); // the runtime reads the failure
  earlyManifests.set(manifestUrl, response);
  if (!preload) return;
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

/** The manifest of `url` index.html's inline script asked for, once; null when it did not. */
function takeInlineManifest(url: string): Promise<Response> | null {
  const asked = window.__wolvoEarlyManifests;
  const response = asked?.[url] ?? null;
  if (asked) delete asked[url];
  return response;
}

/**
 * The early manifest of `url`, once; null when none was asked for (the runtime then fetches it, and the
 * entry's early start, if it comes later, does not).
 */
export function takeEarlyManifest(url: string): Promise<Response> | null {
  const response = earlyManifests.get(url) ?? takeInlineManifest(url);
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
  delete window.__wolvoEarlyManifests;
  askedByRuntime.clear();
}
