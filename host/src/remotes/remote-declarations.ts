// A remote's `remote-declaration.json` (shared/build/remote-declaration.js), beside its mf-manifest.json:
// what it needs from the shell and the pages it offers (issue #40). Fetched once per manifest URL, beside
// the manifest rather than after it; Retry asks again (`forgetRemoteDeclaration`).
import type { RemoteDeclaration, RemoteName } from '@wolvo/shared/contracts/core';

/** The declaration's file name, beside `mf-manifest.json`. */
export const DECLARATION_FILE = 'remote-declaration.json';

const declarations = new Map<string, Promise<RemoteDeclaration | null>>();
/** Declarations that have arrived, by manifest URL (`knownRemoteDeclaration`). */
const arrived = new Map<string, RemoteDeclaration>();

/** The declaration's URL: the manifest's, its file name replaced. */
export function declarationUrl(manifestUrl: string): string {
  return manifestUrl.replace(/[^/?#]*(?:[?#].*)?$/, DECLARATION_FILE);
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/**
 * `raw` as a declaration of schema 1 (of `remote`, when given); null when it is not one: the shell
 * ignores a declaration of another schema or shape, as it ignores a missing one.
 */
export function parseRemoteDeclaration(
  raw: unknown,
  remote?: RemoteName,
): RemoteDeclaration | null {
  if (!raw || typeof raw !== 'object') return null;
  const { schema, remote: name, needs, pages } = raw as Record<string, unknown>;
  if (schema !== 1 || typeof name !== 'string' || (remote && name !== remote)) return null;
  if (!isStringRecord(needs) || !Array.isArray(pages)) return null;
  return { schema, remote: name as RemoteName, needs, pages };
}

/**
 * The declaration beside the manifest `manifestUrl`, fetched once (the same promise each time); null when
 * there is none (a remote built before declarations), it does not parse, or the fetch failed (a remote
 * that is down then fails to load as before). Never rejects.
 */
export function fetchRemoteDeclaration(
  manifestUrl: string,
  remote?: RemoteName,
): Promise<RemoteDeclaration | null> {
  let pending = declarations.get(manifestUrl);
  if (!pending) {
    pending = fetch(declarationUrl(manifestUrl), { cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((raw) => {
        const declaration = parseRemoteDeclaration(raw, remote);
        if (declaration) arrived.set(manifestUrl, declaration);
        return declaration;
      })
      .catch(() => null);
    declarations.set(manifestUrl, pending);
  }
  return pending;
}

/** The declaration of `manifestUrl` if it has arrived, else undefined. */
export function knownRemoteDeclaration(manifestUrl: string): RemoteDeclaration | undefined {
  return arrived.get(manifestUrl);
}

/** Forgets the declaration of `manifestUrl` (Retry: a redeployed remote's new one is fetched). */
export function forgetRemoteDeclaration(manifestUrl: string): void {
  declarations.delete(manifestUrl);
  arrived.delete(manifestUrl);
}

/**
 * A short id of a remote's build as its declaration tells it (a digest of the declaration), for reports
 * counted once per remote and build.
 */
export function declarationBuild(declaration: RemoteDeclaration): string {
  // FNV-1a over the JSON: tiny, and enough to tell two builds apart in the logs.
  let hash = 0x811c9dc5;
  const text = JSON.stringify(declaration);
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
