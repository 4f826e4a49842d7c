import type { RemoteName } from '@wolvo/shared/contracts';

/**
 * Why a remote could not be used: its config is missing, it is down, too slow, threw, or was built for
 * other versions than the shell provides (`skew`: it is not loaded).
 */
export type RemoteFailureReason = 'config' | 'offline' | 'timeout' | 'error' | 'skew';

/** The fallback's title: "being updated" for a skewed remote, "unavailable" otherwise. */
export function fallbackTitleKey(reason: RemoteFailureReason): 'remote.updating' | 'remote.title' {
  return reason === 'skew' ? 'remote.updating' : 'remote.title';
}

/** Raised by the remote loader; the area boundary turns it into a contained fallback. */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  readonly reason: RemoteFailureReason;

  constructor(remote: RemoteName, reason: RemoteFailureReason, cause?: unknown) {
    super(`Remote "${remote}" is unavailable (${reason})`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.reason = reason;
  }
}

/** webpack's error for a chunk that failed to download (a stale or redeployed build). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}

/** The innermost cause of an error chain. */
export function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1)
    current = current.cause;
  return current;
}
