// The remotes' declarations (remote-declaration.json, beside each mf-manifest.json; issue #40): the pages
// each remote offers, from which the shell builds its sidebar and routes. Read in the signed-in start as
// soon as remotes.json is in, all at once and beside the first page's manifest (index.html's inline
// script may have asked for them already: `window.__wolvoEarlyDeclarations`), so they add no round trip
// to the first page. A remote whose declaration does not come keeps the pages the last start stored.
import type { RemoteName, RemotesConfig } from '@wolvo/shared/contracts/core';
import { acceptDeclaration, settleDeclarations } from '../app/page-catalog';
import { reportRemoteProblem } from './report-remote-problem';

/** The declaration's file name, beside the remote's `mf-manifest.json` (shared/build/remote-declaration.js). */
export const DECLARATION_FILE = 'remote-declaration.json';

/** A declaration slower than this counts as missing (the shell goes on with what it knew). */
export const DECLARATION_TIMEOUT_MS = 8_000;

/** The request options of a declaration, the same for the early and the usual request. */
export const DECLARATION_REQUEST: RequestInit = {
  cache: 'no-cache',
  headers: { Accept: 'application/json' },
};

declare global {
  interface Window {
    /** Declarations index.html's inline script asked for, by URL (host/scripts/start-early.js). */
    __wolvoEarlyDeclarations?: Record<string, Promise<Response>>;
  }
}

/** The declaration's URL of a remote whose manifest is at `manifestUrl`. */
export function declarationUrl(manifestUrl: string): string {
  return new URL(DECLARATION_FILE, new URL(manifestUrl, window.location.href)).href;
}

/** The inline script's request of `url` (once), or a new one. */
function requestOf(url: string): Promise<Response> {
  const early = window.__wolvoEarlyDeclarations?.[url];
  if (early) {
    delete window.__wolvoEarlyDeclarations![url];
    return early;
  }
  return fetch(url, DECLARATION_REQUEST);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Reads one remote's declaration into the page catalog; a failure is reported and leaves it as it was. */
async function readDeclaration(remote: RemoteName, manifestUrl: string): Promise<void> {
  const report = (message: string) => reportRemoteProblem({ remote, kind: 'declaration', message });
  try {
    const response = await withTimeout(
      requestOf(declarationUrl(manifestUrl)),
      DECLARATION_TIMEOUT_MS,
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    acceptDeclaration(remote, await response.json(), (message) => {
      console.warn(`[remotes] ${remote}: ${message}`);
      report(message);
    });
  } catch (error) {
    console.warn(`[remotes] cannot read the declaration of ${remote}`, error);
    report(`declaration unreadable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let loading: Promise<void> | null = null;

/**
 * Reads the declarations of the remotes of `config` (remotes.json, parsed), in parallel, once a page's
 * life; resolves when all are in or failed, and the catalog is settled.
 */
export function loadDeclarations(config: Partial<RemotesConfig>): Promise<void> {
  if (!loading) {
    const remotes = Object.entries(config) as [RemoteName, string][];
    loading = Promise.all(remotes.map(([remote, url]) => readDeclaration(remote, url))).then(
      settleDeclarations,
    );
  }
  return loading;
}

/** Forgets the declarations read (a test's fresh start). */
export function resetDeclarationsLoading(): void {
  loading = null;
}
