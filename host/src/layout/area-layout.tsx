import { useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useUnloadWarning } from '../app/unload-warning';
import { useRequiredUser } from '../app/use-session';
import type { SignedInArea } from '../app/page-catalog';
import { OrderModal } from '../features/order-modal/order-modal';
import { AreaContent } from './area-content';
import { Header } from './header/header';
import { Sidebar } from './sidebar';

/** Mobile mode at 1280 px or narrower. */
export const MOBILE_QUERY = '(max-width:1280px)';

/** Header + sidebar + content of a signed-in area, and the order modal its pages open. */
export default function AreaLayout({ area }: { area: SignedInArea }) {
  const user = useRequiredUser();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Not in development, where every hot reload would ask.
  useUnloadWarning(process.env.NODE_ENV !== 'development');
  return (
    <Box
      sx={{
        display: 'flex',
        height: 'var(--app-height, 100vh)',
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      <Sidebar
        user={user}
        area={area}
        mobile={mobile}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header user={user} onOpenMenu={mobile ? () => setMobileOpen(true) : undefined} />
        <Box component="main" sx={{ flex: 1, overflow: 'auto', p: { xs: 1.5, md: 3 } }}>
          <AreaContent area={area} />
        </Box>
      </Box>
      <OrderModal />
    </Box>
  );
}
