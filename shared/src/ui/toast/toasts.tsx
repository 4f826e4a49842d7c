import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useIdle } from '@wolvo/shared/hooks';
import { toastQueue } from './toast-queue';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster (notistack) when a toast is first asked for, or once the browser is idle, so it is
 * there before the network can go away, without weighing on the first page.
 */
export function Toasts() {
  const requested = useSyncExternalStore(
    toastQueue.subscribe,
    toastQueue.wasRequested,
    toastQueue.wasRequested, // the login page's prerender (and its hydration) too
  );
  const idle = useIdle();
  if (!requested && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
