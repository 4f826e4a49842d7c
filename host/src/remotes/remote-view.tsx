import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import type {
  OrderDetailProps,
  PageComponent,
  RemoteName,
  RemoteRoutesModule,
} from '@wolvo/shared/contracts';
import { loadExposed, loadRoutes, type TrackedPromise } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

/**
 * Whether this load's first remote page has shown. Until then, a remote's code still on its way renders
 * the loading state itself instead of suspending, and the page comes in by a plain state update: the
 * shell (header, sidebar) paints while the page's chunks and data arrive, and the page follows them at
 * once, where React 19 would show content that replaces a Suspense fallback no sooner than 300 ms after
 * that fallback. Afterwards a navigation suspends as before: a router transition keeps the current page
 * until the next one is ready.
 */
export const firstPageStart = { shown: false };

/**
 * True while `promise` is pending during the start (`firstPageStart`); renders again once it settles. Waits
 * once: what comes after (a failure, another remote's promise) goes through `use` and the boundaries.
 */
function usePendingAtStart(promise: TrackedPromise<unknown> | undefined): boolean {
  const [waited, setWaited] = useState(false);
  const pending =
    !firstPageStart.shown &&
    !waited &&
    promise !== undefined &&
    promise.status !== 'fulfilled' &&
    promise.status !== 'rejected';
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const settled = () => live && setWaited(true);
    promise?.then(settled, settled);
    return () => {
      live = false;
    };
  }, [pending, promise]);
  return pending;
}

/** Reads a remote's routes module, suspending while it loads (throws into the boundary on failure). */
export function useRemoteRoutes(remote: RemoteName): RemoteRoutesModule {
  return use(loadRoutes(remote));
}

/** `useRemoteRoutes` of an area's pages: `null` instead of suspending while it loads at the start (`firstPageStart`). */
export function useAreaRemoteRoutes(remote: RemoteName): RemoteRoutesModule | null {
  const routes = loadRoutes(remote);
  return usePendingAtStart(routes) ? null : use(routes);
}

/** A remote's page: its loading state while its code arrives at the start (`firstPageStart`). */
export function RemotePage({ Component }: { Component: PageComponent }) {
  const pending = usePendingAtStart(Component.preload?.());
  useEffect(() => {
    if (!pending) firstPageStart.shown = true;
  }, [pending]);
  return pending ? <RemoteLoading /> : <Component />;
}

/** Loading indicator of a remote area (its label a shell text: a public page loads no `common` text). */
export function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 160 }}
      role="progressbar"
    >
      <LoadingDots label={t('remote.loading')} />
    </Box>
  );
}

/** Boundary + suspense around anything a remote renders. */
export function RemoteArea({
  remote,
  resetKey,
  children,
}: {
  remote: RemoteName;
  resetKey?: string;
  children: ReactNode;
}) {
  return (
    <RemoteBoundary remote={remote} resetKey={resetKey}>
      <Suspense fallback={<RemoteLoading />}>{children}</Suspense>
    </RemoteBoundary>
  );
}

function OrderDetailContent(props: OrderDetailProps) {
  const OrderDetail = use(loadExposed('orders', './OrderDetail'));
  return <OrderDetail {...props} />;
}

/** mfe-orders' `./OrderDetail`, loaded through the remote loader with the same fallback. */
export function RemoteOrderDetail(props: OrderDetailProps) {
  return (
    <RemoteArea remote="orders" resetKey={props.orderId}>
      <OrderDetailContent {...props} />
    </RemoteArea>
  );
}
