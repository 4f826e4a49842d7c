import { BrowserRouter } from 'react-router-dom';
import { AppProviders, useAppHeight } from '@wolvo/shared';
import { OrderModal } from '../features/order-modal/order-modal';
import { NewVersionDialog } from '../features/version/new-version-dialog';
import { CrashBoundary } from './crash-screen';
import { AppRoutes } from './router';

function Shell() {
  // Keeps --app-height in step with the window (debounced 200 ms).
  useAppHeight();
  return (
    <BrowserRouter>
      <AppRoutes />
      <OrderModal />
      <NewVersionDialog />
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
