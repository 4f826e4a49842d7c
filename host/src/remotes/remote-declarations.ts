// The remotes' declarations (remote-declaration.json, beside each mf-manifest.json; issue #40): what each
// remote needs from the shell (checked before it loads: remote-needs.ts) and the pages it offers (from
// which the shell builds its sidebar and routes). Each is asked for once per manifest URL: in the
// signed-in start as soon as remotes.json is in, all at once and beside the first page's manifest
// (index.html's inline script may have asked already: `window.__wolvoEarlyDeclarations`), so they add no
// round trip to the first page; the loader's check then reads the same answer. Retry asks again
// (`forgetRemoteDeclaration`): the inline script's answers are each taken once, by the start, so an old
// one is never read again. A remote whose declaration does not come keeps the pages the last start stored.
import type { RemoteDeclaration, RemoteName, RemotesConfig } from '@wolvo/shared/contracts/core';
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
    /**
     * Declarations index.html's inline script asked for, by URL (host/scripts/start-early.js); a promise set
     * before the script reads remotes.json, so the entry waits for it rather than asking twice.
     */
    __wolvoEarlyDeclarations?: Promise<Record<string, Promise<Response>>>;
  }
}

/** The declaration's URL of a remote whose manifest is at `manifestUrl` (as the inline script makes it). */
export function declarationUrl(manifestUrl: string): string {
  return new URL(DECLARATION_FILE, new URL(manifestUrl, window.location.href)).href;
}

/** The inline script's requests not taken yet, by URL; read from the window once. */
let early: Promise<Record<string, Promise<Response>>> | null = null;

/** The inline script's request of `url` (taken once: a second read asks again), or a new one. */
async function requestOf(url: string): Promise<Response> {
  if (!early) {
    early = Promise.resolve(window.__wolvoEarlyDeclarations).then((byUrl) => ({ ...byUrl }));
    delete window.__wolvoEarlyDeclarations;
  }
  const byUrl = await early;
  const answer = byUrl[url];
  delete byUrl[url];
  return answer ?? fetch(url, DECLARATION_REQUEST);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A declaration's body as it came and as parsed (null: not a declaration), or why there is none. */
type Answer = { raw: unknown; declaration: RemoteDeclaration | null } | { problem: string };

/** By manifest URL; each asked for once (until forgotten). */
const answers = new Map<string, Promise<Answer>>();
/** Declarations that have arrived and parse, by manifest URL (`knownRemoteDeclaration`). */
const arrived = new Map<string, RemoteDeclaration>();

/** The declaration of `remote` beside `manifestUrl`, asked for once; never rejects. */
function answerOf(manifestUrl: string, remote?: RemoteName): Promise<Answer> {
  let pending = answers.get(manifestUrl);
  if (!pending) {
    pending = withTimeout(requestOf(declarationUrl(manifestUrl)), DECLARATION_TIMEOUT_MS)
      .then(async (response): Promise<Answer> => {
        if (!response.ok) return { problem: `HTTP ${response.status}` };
        const raw = (await response.json()) as unknown;
        const declaration = parseRemoteDeclaration(raw, remote);
        if (declaration) arrived.set(manifestUrl, declaration);
        return { raw, declaration };
      })
      .catch((error: unknown): Answer => ({
        problem: `declaration unreadable: ${error instanceof Error ? error.message : String(error)}`,
      }));
    answers.set(manifestUrl, pending);
  }
  return pending;
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
 * The declaration beside the manifest `manifestUrl`; null when there is none (a remote built before
 * declarations), it does not parse, or the fetch failed (a remote that is down then fails to load as
 * before). Never rejects.
 */
export async function fetchRemoteDeclaration(
  manifestUrl: string,
  remote?: RemoteName,
): Promise<RemoteDeclaration | null> {
  const answer = await answerOf(manifestUrl, remote);
  return 'declaration' in answer ? answer.declaration : null;
}

/** The declaration of `manifestUrl` if it has arrived, else undefined. */
export function knownRemoteDeclaration(manifestUrl: string): RemoteDeclaration | undefined {
  return arrived.get(manifestUrl);
}

/** Forgets the declaration of `manifestUrl` (Retry: a redeployed remote's new one is fetched). */
export function forgetRemoteDeclaration(manifestUrl: string): void {
  answers.delete(manifestUrl);
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

/** Reads one remote's offered pages into the page catalog; a failure is reported and leaves it as it was. */
async function readDeclaration(remote: RemoteName, manifestUrl: string): Promise<void> {
  const report = (message: string) => reportRemoteProblem({ remote, kind: 'declaration', message });
  const answer = await answerOf(manifestUrl, remote);
  if ('problem' in answer) {
    console.warn(`[remotes] cannot read the declaration of ${remote}: ${answer.problem}`);
    report(answer.problem);
    return;
  }
  acceptDeclaration(remote, answer.raw, (message) => {
    console.warn(`[remotes] ${remote}: ${message}`);
    report(message);
  });
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
