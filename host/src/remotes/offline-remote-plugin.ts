import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isChunkLoadError } from './remote-errors';

/** Marker module the plugin hands back instead of throwing; the loader recognises it. */
export interface OfflineModule {
  readonly __wolvoOffline: true;
  readonly id: string;
  readonly error: unknown;
}

/** Whether a loaded module is the plugin's stand-in for a remote that failed. */
export function isOfflineModule(value: unknown): value is OfflineModule {
  return (
    Boolean(value) && typeof value === 'object' && (value as OfflineModule).__wolvoOffline === true
  );
}

export interface OfflineRemotePluginOptions {
  /** Called once per failed load (to log it, or to offer a reload when a chunk is missing). */
  onError?: (info: { id: string; error: unknown; chunkLoadFailed: boolean }) => void;
}

/**
 * `errorLoadRemote` runtime plugin: a remote that is down or broken resolves to an offline marker
 * instead of rejecting deep in the federation runtime, so the area's boundary can render a fallback
 * while the rest of the shell keeps working.
 */
export function offlineRemotePlugin(
  options: OfflineRemotePluginOptions = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'wolvo-offline-remote',
    errorLoadRemote(args) {
      // Only `onLoad` expects a module back; other lifecycles would misuse the marker (as a manifest...).
      if (args.lifecycle !== 'onLoad') return undefined;
      const chunkLoadFailed = isChunkLoadError(args.error);
      options.onError?.({ id: args.id, error: args.error, chunkLoadFailed });
      const offline: OfflineModule = { __wolvoOffline: true, id: args.id, error: args.error };
      return offline;
    },
  };
}
