import { useMemo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, type SessionUser } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { GROUP_LABEL_KEYS, pagesOf, type SignedInArea } from '../app/page-catalog';
import { buildSidebar } from '../app/routing';
import { useDeclaredPages } from '../app/use-pages';
import { SidebarList } from './sidebar-list';
import { useIdlePreloadOfRemotes } from './use-idle-preload-of-remotes';

export { IDLE_PRELOAD_DELAY_MS } from './use-idle-preload-of-remotes';

/** Sidebar widths (spec: 4rem collapsed, 14rem expanded). */
export const SIDEBAR_COLLAPSED = '4rem';
export const SIDEBAR_EXPANDED = '14rem';

/** The version label: `v1.1.34 (build N)`, N being the stored build number. */
export function versionLabel(build: number | null | undefined): string {
  return `v${APP_VERSION} (build ${build ?? 0})`;
}

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  user: SessionUser;
  area: SignedInArea;
  /** Mobile mode (≤1280 px) uses a temporary drawer with its own open state. */
  mobile: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** Collapsible sidebar built from the pages the user may open; a temporary drawer in mobile mode. */
export function Sidebar({
  user,
  area,
  mobile,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onMobileClose,
}: SidebarProps) {
  const { t } = useTranslation('shell');
  // The remotes' declarations bring the pages: the sidebar follows them as they come.
  useDeclaredPages();
  const pages = pagesOf(area);
  const entries = useMemo(() => buildSidebar(user, GROUP_LABEL_KEYS, pages), [user, pages]);
  useIdlePreloadOfRemotes(area, entries);
  const effectiveCollapsed = mobile ? false : collapsed;
  // Follows the version poller, which stores the server's build after this first render.
  const build = useSyncExternalStore(session.subscribe, session.getStoredBuild);

  const content = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        width: mobile ? SIDEBAR_EXPANDED : '100%',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: effectiveCollapsed ? 'center' : 'space-between',
          px: 1.5,
          minHeight: 64,
        }}
      >
        {!effectiveCollapsed && (
          <Typography variant="h6" component="div" color="primary" sx={{ fontWeight: 800, pl: 1 }}>
            Wolvo
          </Typography>
        )}
        {!mobile && (
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            size="small"
            sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        )}
      </Box>
      <Divider />
      <SidebarList
        entries={entries}
        area={area}
        collapsed={effectiveCollapsed}
        onNavigate={mobile ? onMobileClose : undefined}
        onExpand={onToggleCollapsed}
      />
      <Divider />
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid="version-label"
        dir="ltr"
        sx={{
          p: 1,
          textAlign: 'center',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
        title={versionLabel(build)}
      >
        {effectiveCollapsed ? `v${APP_VERSION}` : versionLabel(build)}
      </Typography>
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED : SIDEBAR_EXPANDED,
        flexShrink: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        borderInlineEnd: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        height: '100%',
        overflow: 'hidden',
      }}
    >
      {content}
    </Box>
  );
}
