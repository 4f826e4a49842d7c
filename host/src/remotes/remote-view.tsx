import { Suspense, use, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import type { OrderDetailProps, RemoteName, RemoteRoutesModule } from '@wolvo/shared/contracts';
import { loadExposed, loadRoutes } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

/** Reads a remote's routes module, suspending while it loads (throws into the boundary on failure). */
export function useRemoteRoutes(remote: RemoteName): RemoteRoutesModule {
  return use(loadRoutes(remote));
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
