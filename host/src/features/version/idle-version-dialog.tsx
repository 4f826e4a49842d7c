import { lazy, Suspense } from 'react';
import { useIdle } from '@wolvo/shared/hooks';

// Not needed to show the first page: loaded once the browser is idle.
const NewVersionDialog = lazy(() => import('./new-version-dialog'));

/**
 * The new-version prompt and its poller, started when the browser is idle: on the login page too, so a
 * login screen left open across a release offers the reload and the build is known before sign-in.
 */
export function IdleVersionDialog() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog />
    </Suspense>
  );
}
