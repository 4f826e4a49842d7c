import { useCallback, useState } from 'react';
import { VERSION_POLL_MS } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { useEvent } from '@wolvo/shared/events';
import { usePolling } from '@wolvo/shared/hooks';
import { decideVersionAction, fetchServerBuild } from './version-check';

/** The poller runs in production builds only (the spec disables it in development). */
export const VERSION_POLLER_ENABLED = process.env.NODE_ENV !== 'development';

/** Pending reload prompt: the server's build, or null when a chunk failed to load. */
export interface VersionPrompt {
  build: number | null;
}

/**
 * Checks the UI build at start and every 60 s (a check still in flight is aborted by the next one):
 * a stored 0 or nothing adopts the server's number, a different one prompts for a reload.
 * A `chunk.load-failed` event prompts too.
 */
export function useVersionPoller(enabled = VERSION_POLLER_ENABLED) {
  const [prompt, setPrompt] = useState<VersionPrompt | null>(null);

  const check = useCallback(async (signal: AbortSignal) => {
    const server = await fetchServerBuild(signal);
    if (signal.aborted) return;
    const action = decideVersionAction(session.getStoredBuild(), server);
    if (action.kind === 'store') session.setStoredBuild(action.build);
    if (action.kind === 'prompt') setPrompt({ build: action.build });
  }, []);

  usePolling(check, VERSION_POLL_MS, { enabled });

  useEvent('chunk.load-failed', () => setPrompt((current) => current ?? { build: null }));

  return { prompt, dismiss: () => setPrompt(null) };
}
