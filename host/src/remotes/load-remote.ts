import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PublicPageProps, RemoteRoutesModule } from '@wolvo/shared/contracts';
import {
  containerName,
  REMOTE_NAMES,
  type ExposedModules,
  type RemoteName,
  type RemotesConfig,
} from '@wolvo/shared/contracts/core';
// The bus (and RxJS) loads only if a remote fails: a public page that loads one remote never needs it.
import { publishEvent } from '@wolvo/shared/publish';
import { isOfflineModule, offlineRemotePlugin } from './offline-remote-plugin';
import { fetchRemotesConfig, toRemoteEntries } from './remotes-config';
import { earlyManifestPlugin, fetchManifestEarly } from './early-manifest';
import { RemoteUnavailableError, isChunkLoadError, rootCause } from './remote-errors';
import { checkRemoteNeeds } from './remote-needs';
import {
  declarationBuild,
  forgetRemoteDeclaration,
  knownRemoteDeclaration,
} from './remote-declarations';
import { reportRemoteProblem, sendUnsentRemoteProblems } from './report-remote-problem';
import type { PublicSegment } from '../app/paths';

/** A remote slower than this counts as unavailable (its area shows the fallback with Retry). */
export const REMOTE_TIMEOUT_MS = 8_000;

/** Module paths a remote exposes, e.g. `./routes`. */
export type ExposedName<R extends RemoteName> = Extract<keyof ExposedModules[R], string>;
/** The default export of an exposed module (contracts type some modules by their default export already). */
type DefaultOf<T> = T extends { default: infer D } ? D : T;
/** What `loadExposed(remote, expose)` resolves to. */
export type Exposed<R extends RemoteName, E extends ExposedName<R>> = DefaultOf<
  ExposedModules[R][E]
>;

let configPromise: Promise<Partial<RemotesConfig>> | null = null;
/** remotes.json once it is in. */
let loadedConfig: Partial<RemotesConfig> | null = null;
const moduleCache = new Map<string, Promise<unknown>>();

/**
 * Reads remotes.json once, registers the remotes and the offline plugin with the federation runtime.
 * Safe to call many times.
 */
export function initRemotes(): Promise<Partial<RemotesConfig>> {
  if (!configPromise) {
    // A report an earlier page of this tab could not send before it was left goes now.
    sendUnsentRemoteProblems();
    configPromise = fetchRemotesConfig().then((config) => {
      registerPlugins([
        earlyManifestPlugin(),
        offlineRemotePlugin({
          onError: ({ id, error, chunkLoadFailed }) => {
            console.error(`[remotes] failed to load ${id}`, error);
            if (chunkLoadFailed) void reportChunkLoadFailure(id.split('/')[0]!);
          },
        }),
      ]);
      registerRemotes(toRemoteEntries(config));
      loadedConfig = config;
      return config;
    });
  }
  return configPromise;
}

/**
 * A file of a remote (`remote`: its name or container name) did not load. After a redeploy the page's old
 * files are gone and a reload helps: `chunk.load-failed` offers one. A remote that is down fails the same
 * way, and then its area's fallback already says so and a reload would not help. Its manifest tells the two
 * apart: it answers only while the remote is up.
 */
export async function reportChunkLoadFailure(remote: string): Promise<void> {
  const name = REMOTE_NAMES.find((r) => r === remote || containerName(r) === remote);
  const config = await configPromise?.catch(() => null);
  const manifest = name ? config?.[name] : undefined;
  if (!name || !manifest) return;
  try {
    const response = await fetch(manifest, { cache: 'no-store' });
    if (response.ok) void publishEvent('chunk.load-failed', { remote: name });
  } catch {
    // Down or offline: the area's fallback (with Retry) is the answer.
  }
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function loadUncached(remote: RemoteName, expose: string): Promise<unknown> {
  const config = await initRemotes();
  const manifest = config[remote];
  if (!manifest) throw new RemoteUnavailableError(remote, 'config');
  // The manifest comes while the declaration is checked (the runtime takes it): a refused remote costs
  // two small JSON files and runs no code.
  fetchManifestEarly(manifest, { preload: false });
  await checkRemoteNeeds(remote, manifest);
  let mod: unknown;
  try {
    mod = await loadRemote<unknown>(`${containerName(remote)}/${expose.replace(/^\.\//, '')}`);
  } catch (error) {
    if (isChunkLoadError(rootCause(error))) void reportChunkLoadFailure(remote);
    throw new RemoteUnavailableError(remote, 'error', error);
  }
  if (!mod || isOfflineModule(mod)) {
    throw new RemoteUnavailableError(
      remote,
      'offline',
      isOfflineModule(mod) ? mod.error : undefined,
    );
  }
  return typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
}

/** A promise as React's `use` reads it once settled: `status` with `value` or `reason`. */
export type TrackedPromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome when it settles, so that React's `use` renders a module loaded ahead
 * (a first page, a public page, a hovered link) at once instead of suspending for a tick and showing the
 * loading state in between. Also keeps a rejection from being reported as unhandled: whoever reads the
 * promise handles it.
 */
function trackSettled<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** The build of `remote` as its declaration tells it, when that has arrived. */
export function remoteBuild(remote: RemoteName): string | undefined {
  const manifest = loadedConfig?.[remote];
  const declaration = manifest ? knownRemoteDeclaration(manifest) : undefined;
  return declaration ? declarationBuild(declaration) : undefined;
}

/** A remote that did not load is reported once (a skew is reported where it is found, with the versions). */
function reportLoadFailure(remote: RemoteName, error: unknown): void {
  if (error instanceof RemoteUnavailableError && error.reason === 'skew') return;
  const reason = error instanceof RemoteUnavailableError ? error.reason : 'error';
  const cause = rootCause(error);
  reportRemoteProblem({
    remote,
    kind: 'load',
    build: remoteBuild(remote),
    message: `${reason}: ${cause instanceof Error ? cause.message : String(cause)}`,
  });
}

/**
 * Loads an exposed module of a remote, typed by `ExposedModules` of the contracts. The promise is
 * cached, failures included: React's `use` needs the same promise on every render, and re-fetching
 * on each render attempt would hammer a remote that is down. `resetRemote` (Retry) clears it.
 *
 * @example const routes = await loadExposed('reclamation', './routes');
 */
export function loadExposed<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  expose: E,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<Exposed<R, E>> {
  const key = `${remote}/${expose}`;
  let pending = moduleCache.get(key);
  if (!pending) {
    pending = trackSettled(withTimeout(loadUncached(remote, expose), remote, timeoutMs));
    pending.catch((error: unknown) => reportLoadFailure(remote, error));
    moduleCache.set(key, pending);
  }
  return pending as Promise<Exposed<R, E>>;
}

const registered = new WeakSet<RemoteRoutesModule>();
// One derived promise per loader promise: React's `use` needs the same promise on every render.
const withTranslations = new WeakMap<Promise<RemoteRoutesModule>, Promise<RemoteRoutesModule>>();

/**
 * A remote's routes module, with its translations registered in the shared i18next instance and the
 * current language's texts loaded (one chunk per language: the others load on a switch).
 */
export function loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const base = loadExposed(remote, './routes');
  let derived = withTranslations.get(base);
  if (!derived) {
    derived = trackSettled(
      base.then(async (mod) => {
        if (!registered.has(mod)) {
          registered.add(mod);
          await mod.registerTranslations?.();
        }
        return mod;
      }),
    );
    withTranslations.set(base, derived);
  }
  return derived;
}

/** A load started ahead that failed is forgotten: the render then tries again and shows the failure. */
function forgetRoutes(remote: RemoteName): void {
  moduleCache.delete(`${remote}/./routes`);
}

/** Loads a remote's routes module ahead of any click (the sidebar does it once the page is idle). */
export function preloadRoutes(remote: RemoteName): void {
  loadRoutes(remote).catch(() => forgetRoutes(remote));
}

/**
 * Starts loading a remote's page before the router renders it: the remote's routes module, then the
 * page's chunk and, with `withData` (a user's first page), its first API call. Resolves once the page's
 * code is in or has failed (never rejects: the render shows a failure).
 */
export function preloadPage(
  { remote, area, path }: { remote: RemoteName; area: string; path: string },
  { withData = false }: { withData?: boolean } = {},
): Promise<void> {
  return loadRoutes(remote).then(
    ({ routes }) => {
      const page = routes.find((route) => route.area === area && route.path === path)?.Component;
      if (withData) page?.prefetch?.();
      return page?.preload?.().then(
        () => undefined,
        () => undefined,
      );
    },
    () => forgetRoutes(remote),
  );
}

/** The page a public path shows (`track`: mfe-orders' tracking page, `roulette`: mfe-wheel's roulette). */
export function loadPublicPage(segment: PublicSegment): Promise<ComponentType<PublicPageProps>> {
  return segment === 'track'
    ? loadExposed('orders', './TrackingPage')
    : loadExposed('wheel', './RoulettePage');
}

/** Forgets everything known about a remote so the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  for (const key of [...moduleCache.keys()])
    if (key.startsWith(`${remote}/`)) moduleCache.delete(key);
  const config = await initRemotes();
  // A redeployed remote may declare other needs now.
  if (config[remote]) forgetRemoteDeclaration(config[remote]);
  const entry = toRemoteEntries(config).find((e) => e.alias === remote);
  if (entry) {
    try {
      registerRemotes([entry], { force: true });
    } catch (error) {
      console.warn(`[remotes] could not re-register ${remote}`, error);
    }
  }
}
