import { use, useLayoutEffect } from 'react';
import type { PublicPageProps } from '@wolvo/shared/contracts';
import { useAppHeight } from '@wolvo/shared/hooks';
import { AppProviders } from '@wolvo/shared/ui/theme';
import { loadPublicPage } from '../remotes/load-remote';
import { RemoteArea } from '../remotes/remote-view';
import { CrashBoundary } from './crash-screen';
import { PUBLIC_PAGES, type PublicSegment } from './paths';

function PublicPage({ segment, ...props }: PublicPageProps & { segment: PublicSegment }) {
  const Page = use(loadPublicPage(segment));
  return <Page {...props} />;
}

/**
 * A public page opened from outside (a slip's QR code, a wheel link on a phone): the remote's page alone,
 * without the router, the guards and the signed-in shell, so a phone downloads only what it shows. The
 * page's language links load a new page; navigation inside the dashboard still uses the router's routes.
 * `onShown` runs once it is on screen (after replacing the server's first paint, for one).
 */
export function PublicApp({
  segment,
  language,
  id,
  onShown,
}: PublicPageProps & { segment: PublicSegment; onShown?: () => void }) {
  useAppHeight();
  // Before the browser paints: the server's first paint and its styles go as this page's come in.
  useLayoutEffect(() => onShown?.(), [onShown]);
  return (
    <AppProviders toasts={false}>
      <CrashBoundary>
        <RemoteArea remote={PUBLIC_PAGES[segment].remote}>
          <PublicPage segment={segment} language={language} id={id} />
        </RemoteArea>
      </CrashBoundary>
    </AppProviders>
  );
}
