import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The bus (and RxJS) loads only if a remote fails: a public page that loads one remote never needs it.
import type { RemoteName } from '@wolvo/shared/contracts';
import type { RemoteFallbackProps } from './remote-fallback';
import {
  RemoteUnavailableError,
  fallbackTitleKey,
  isChunkLoadError,
  rootCause,
} from './remote-errors';
import { remoteBuild, reportChunkLoadFailure, resetRemote } from './load-remote';
import { reportRemoteProblem } from './report-remote-problem';

/**
 * The fallback without MUI: shown at once while the styled one (an MUI Alert, its own chunk) loads on the
 * first failure, and for good if even that chunk cannot load (the network is gone). Nothing suspends, so
 * a router transition to a failing remote shows it like any page.
 */
function PlainFallback({ remote, reason, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" data-testid={`remote-fallback-${remote}`} style={{ padding: 16 }}>
      <p>
        <strong>{t(fallbackTitleKey(reason), { area: t(`remote.name.${remote}`) })}</strong>
      </p>
      <p>{t(`remote.reason.${reason}`)}</p>
      <button type="button" onClick={() => void onRetry()}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

// The styled fallback loads only when a remote fails: a public page that works never downloads it.
let StyledFallback: ComponentType<RemoteFallbackProps> | null = null;
let styledFallback: Promise<void> | null = null;
function loadStyledFallback(): Promise<void> {
  styledFallback ??= import('./remote-fallback').then(
    (m) => {
      StyledFallback = m.RemoteFallback;
    },
    () => undefined,
  );
  return styledFallback;
}

export interface RemoteBoundaryProps {
  remote: RemoteName;
  /** When it changes (e.g. the pathname), a shown fallback is dismissed and the remote tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** Set once the styled fallback has loaded (renders it instead of the plain one). */
  styled?: boolean;
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

  private mounted = false;

  componentDidMount(): void {
    this.mounted = true;
  }

  componentWillUnmount(): void {
    this.mounted = false;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    void loadStyledFallback().then(() => {
      if (this.mounted && StyledFallback) this.setState({ styled: true });
    });
    console.error(`[remotes] ${this.props.remote} failed`, error, info.componentStack);
    if (error instanceof RemoteUnavailableError) return; // the loader has reported it
    if (isChunkLoadError(rootCause(error))) void reportChunkLoadFailure(this.props.remote);
    const { remote } = this.props;
    reportRemoteProblem({
      remote,
      kind: isChunkLoadError(rootCause(error)) ? 'load' : 'render',
      build: remoteBuild(remote),
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }

  componentDidUpdate(prev: RemoteBoundaryProps, prevState: State): void {
    // Navigating elsewhere gives the remote a fresh chance (its failed load is forgotten first). Only a
    // fallback already shown before the move: moving to a remote that fails (one boundary serves every
    // remote) fails in the same update that changes the props, and retrying it at once hid the fallback
    // behind the loading state and loaded the dead remote a second time.
    if (
      this.state.error &&
      prevState.error &&
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
      const Fallback = StyledFallback ?? PlainFallback;
      return <Fallback remote={this.props.remote} reason={reason} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
