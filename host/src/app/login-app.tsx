import { useEffect } from 'react';
import { AppProviders } from '@wolvo/shared/ui/theme';
import { useAppHeight } from '@wolvo/shared/hooks';
import { LoginPage } from '../features/auth/login-page';
import { IdleVersionDialog } from '../features/version/idle-version-dialog';
import { CrashBoundary } from './crash-screen';
import { sessionStore } from './session-store';

/**
 * The first screen of a signed-out visitor: the login page alone, without the router, the route table
 * and the signed-in layout, so the form is usable sooner. `onSignedIn` starts the full shell, whose
 * login guard then sends the user to their home page; `onShown` runs once the form is on screen and
 * working (after hydrating the prerendered form, for one).
 */
export function LoginApp({
  onSignedIn,
  onShown,
}: {
  onSignedIn: () => void;
  onShown?: () => void;
}) {
  useAppHeight();
  useEffect(() => onShown?.(), [onShown]);
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (sessionStore.getUser()) onSignedIn();
      }),
    [onSignedIn],
  );
  return (
    <AppProviders>
      <CrashBoundary>
        <LoginPage />
        <IdleVersionDialog />
      </CrashBoundary>
    </AppProviders>
  );
}
