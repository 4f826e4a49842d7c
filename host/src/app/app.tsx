import { BrowserRouter } from '@wolvo/shared/router';
import { AppProviders } from '@wolvo/shared/ui/theme';
import { useAppHeight } from '@wolvo/shared/hooks';
import { IdleVersionDialog } from '../features/version/idle-version-dialog';
import { CrashBoundary } from './crash-screen';
import { AppRoutes } from './router';

function Shell() {
  // Keeps --app-height in step with the window (debounced 200 ms).
  useAppHeight();
  return (
    <BrowserRouter>
      <AppRoutes />
      <IdleVersionDialog />
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
