import { RELOAD_DELAY_MS } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { reloadPage } from '../../app/unload-warning';

/** What to do after a version check. */
export type VersionAction =
  { kind: 'none' } | { kind: 'store'; build: number } | { kind: 'prompt'; build: number };

/**
 * Compares the stored build with the server's: a stored 0 or nothing adopts the server's number;
 * a different number asks the user to reload; a failed check (null) does nothing.
 */
export function decideVersionAction(
  stored: number | null | undefined,
  server: number | null,
): VersionAction {
  if (server === null || !Number.isFinite(server)) return { kind: 'none' };
  if (!stored) return { kind: 'store', build: server };
  if (stored !== server) return { kind: 'prompt', build: server };
  return { kind: 'none' };
}

/** Reads `uiBuildVersion` from a settings response: only 200/201 with the field count, else null. */
export function buildFromResponse(status: number, body: unknown): number | null {
  if (status !== 200 && status !== 201) return null;
  const value = (body as { uiBuildVersion?: unknown } | null)?.uiBuildVersion;
  const build = typeof value === 'string' ? Number(value) : value;
  return typeof build === 'number' && Number.isFinite(build) ? build : null;
}

/** GET /api/v1/settings/get without the toasting client: a failed check is only logged. */
export async function fetchServerBuild(
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<number | null> {
  try {
    const token = session.getToken();
    const response = await fetchImpl('/api/v1/settings/get', {
      signal,
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    const body: unknown = await response.json().catch(() => null);
    return buildFromResponse(response.status, body);
  } catch (error) {
    if (!signal.aborted) console.warn('[version] check failed', error);
    return null;
  }
}

/** Clears the Cache Storage, stores the new build, waits 1 s and reloads. */
export async function reloadToNewVersion(build: number | null): Promise<void> {
  try {
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    console.warn('[version] could not clear caches', error);
  }
  if (build) session.setStoredBuild(build);
  await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
  reloadPage();
}
