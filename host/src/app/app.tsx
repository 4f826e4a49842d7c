import { lazy, Suspense } from 'react';
import { BrowserRouter } from '@wolvo/shared/router';
import { AppProviders } from '@wolvo/shared/ui/theme';
import { useAppHeight, useIdle } from '@wolvo/shared/hooks';
import { CrashBoundary } from './crash-screen';
import { AppRoutes } from './router';

// Not needed to show the first page: loaded once the browser is idle.
const NewVersionDialog = lazy(() => import('../features/version/new-version-dialog'));

function Shell() {
  // Keeps --app-height in step with the window (debounced 200 ms).
  useAppHeight();
  const idle = useIdle();
  return (
    <BrowserRouter>
      <AppRoutes />
      {idle && (
        <Suspense fallback={null}>
          <NewVersionDialog />
        </Suspense>
      )}
    </BrowserRouter>
  );
}

/** The host application: shared providers, crash screen, routes and the shell-wide dialogs. */
export function App() {
  return (
    <AppProviders>
      <CrashBoundary>
        <Shell />
      </CrashBoundary>
    </AppProviders>
  );
}
