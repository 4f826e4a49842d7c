import { Component, type ErrorInfo, type ReactNode } from 'react';
// The bus (and RxJS) loads only if a remote fails: a public page that loads one remote never needs it.
import { publishEvent } from '@wolvo/shared/publish';
import type { RemoteName } from '@wolvo/shared/contracts';
import { RemoteFallback } from './remote-fallback';
import { RemoteUnavailableError, isChunkLoadError, rootCause } from './remote-errors';
import { resetRemote } from './load-remote';

export interface RemoteBoundaryProps {
  remote: RemoteName;
  /** When it changes (e.g. the pathname), a shown fallback is dismissed and the remote tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Error boundary around one remote's area: a remote that is down, too slow or throws while rendering
 * shows a contained fallback with Retry; the header, the sidebar and other areas keep working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remote} failed`, error, info.componentStack);
    if (!(error instanceof RemoteUnavailableError) && isChunkLoadError(rootCause(error))) {
      void publishEvent('chunk.load-failed', { remote: this.props.remote });
    }
  }

  componentDidUpdate(prev: RemoteBoundaryProps): void {
    // Navigating elsewhere gives the remote a fresh chance (its failed load is forgotten first).
    if (
      this.state.error &&
      (prev.resetKey !== this.props.resetKey || prev.remote !== this.props.remote)
    ) {
      void this.retry();
    }
  }

  private retry = async (): Promise<void> => {
    await resetRemote(this.props.remote);
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (error) {
      const reason = error instanceof RemoteUnavailableError ? error.reason : 'error';
      return <RemoteFallback remote={this.props.remote} reason={reason} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
