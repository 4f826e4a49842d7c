import {
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  useTransition,
  type MouseEvent,
  type ReactElement,
} from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from '@wolvo/shared/router';
import { APP_VERSION, type SessionUser } from '@wolvo/shared/contracts';
import { whenIdle } from '@wolvo/shared/hooks';
import { session } from '@wolvo/shared/session';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import {
  catalogPageAt,
  GROUP_LABEL_KEYS,
  pageLabel,
  pagesOf,
  type SignedInArea,
} from '../app/page-catalog';
import { areaPath, buildSidebar, type SidebarEntry } from '../app/routing';
import { useRouteLanguage } from '../app/guards';
import { useDeclaredPages } from '../app/use-pages';
import { preloadPage, preloadRoutes } from '../remotes/load-remote';
import { pageIcon } from './page-icons';

/** Sidebar widths (spec: 4rem collapsed, 14rem expanded). */
export const SIDEBAR_COLLAPSED = '4rem';
export const SIDEBAR_EXPANDED = '14rem';

/** The version label: `v1.1.34 (build N)`, N being the stored build number. */
export function versionLabel(build: number | null | undefined): string {
  return `v${APP_VERSION} (build ${build ?? 0})`;
}

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

/**
 * An item's label as a tooltip while the sidebar is collapsed to its icons; open, the item shows it as
 * text and has no tooltip (twelve of them made the shell's first render and commit longer).
 */
function CollapsedLabel({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactElement;
}) {
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

function SidebarList({
  entries,
  area,
  collapsed,
  onNavigate,
  onExpand,
}: {
  entries: SidebarEntry[];
  area: SignedInArea;
  collapsed: boolean;
  onNavigate?: () => void;
  onExpand: () => void;
}) {
  const { t } = useTranslation('shell');
  const language = useRouteLanguage();
  const { pathname } = useLocation();
  const activeGroup = entries.find(
    (e) =>
      e.kind === 'group' &&
      e.children.some((c) => pathname.startsWith(areaPath(language, area, c.path))),
  )?.key;
  const [open, setOpen] = useState<Record<string, boolean>>(
    activeGroup ? { [activeGroup]: true } : {},
  );
  useEffect(() => {
    if (activeGroup)
      setOpen((prev) => (prev[activeGroup] ? prev : { ...prev, [activeGroup]: true }));
  }, [activeGroup]);

  // A page of a remote starts loading when the pointer or the focus reaches its link, and following the
  // link is a transition: the current page stays, with dots on the link, until the next one is ready.
  const navigate = useNavigate();
  const [moving, startMove] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const preload = (path: string) => {
    const page = catalogPageAt(area, path);
    if (page && page.owner !== 'host') preloadPage({ remote: page.owner, area, path: page.path });
  };
  const follow = (to: string) => (event: MouseEvent<HTMLElement>) => {
    onNavigate?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return; // a new tab or window: the browser's own way
    event.preventDefault();
    setTarget(to);
    startMove(() => navigate(to));
  };
  const pendingDots = (to: string) =>
    moving && target === to ? <LoadingDots count={3} size={5} label={t('remote.loading')} /> : null;

  const itemSx = {
    minHeight: 44,
    px: 2.5,
    borderRadius: 1,
    mx: 0.5,
    justifyContent: collapsed ? 'center' : 'initial',
  };
  const iconSx = { minWidth: 0, mr: collapsed ? 0 : 2, justifyContent: 'center' };

  return (
    <List
      component="nav"
      aria-label={t('sidebar.label')}
      dense
      sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
    >
      {entries.map((entry) => {
        const Icon = pageIcon(entry.key, entry.kind === 'page' ? entry.icon : undefined);
        const label = entry.kind === 'page' ? pageLabel(entry, language, t) : t(entry.labelKey);
        if (entry.kind === 'page') {
          const to = areaPath(language, area, entry.path);
          return (
            <CollapsedLabel key={entry.path} collapsed={collapsed} label={label}>
              <ListItemButton
                component={NavLink}
                to={to}
                onClick={follow(to)}
                onPointerEnter={() => preload(entry.path)}
                onFocus={() => preload(entry.path)}
                selected={pathname === to || pathname.startsWith(`${to}/`)}
                sx={itemSx}
              >
                <ListItemIcon sx={iconSx}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
                {!collapsed && pendingDots(to)}
              </ListItemButton>
            </CollapsedLabel>
          );
        }
        const isOpen = Boolean(open[entry.key]) && !collapsed;
        const groupActive = entry.key === activeGroup;
        return (
          <Box key={entry.key}>
            <CollapsedLabel collapsed={collapsed} label={label}>
              <ListItemButton
                onClick={() => {
                  if (collapsed) onExpand();
                  setOpen((prev) => ({
                    ...prev,
                    [entry.key]: collapsed ? true : !prev[entry.key],
                  }));
                }}
                aria-expanded={isOpen}
                selected={collapsed && groupActive}
                sx={itemSx}
              >
                <ListItemIcon sx={iconSx}>
                  <Icon fontSize="small" color={groupActive ? 'primary' : undefined} />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
                {!collapsed &&
                  (isOpen ? (
                    <ExpandLessIcon fontSize="small" />
                  ) : (
                    <ExpandMoreIcon fontSize="small" />
                  ))}
              </ListItemButton>
            </CollapsedLabel>
            <Collapse in={isOpen} timeout="auto" unmountOnExit>
              <List component="div" disablePadding dense>
                {entry.children.map((child) => {
                  const to = areaPath(language, area, child.path);
                  return (
                    <ListItemButton
                      key={child.path}
                      component={NavLink}
                      to={to}
                      onClick={follow(to)}
                      onPointerEnter={() => preload(child.path)}
                      onFocus={() => preload(child.path)}
                      selected={pathname === to || pathname.startsWith(`${to}/`)}
                      sx={{ ...itemSx, pl: 7 }}
                    >
                      <ListItemText primary={pageLabel(child, language, t)} />
                      {pendingDots(to)}
                    </ListItemButton>
                  );
                })}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </List>
  );
}

/** How long after the sidebar appears its remotes start loading, when the browser is idle. */
export const IDLE_PRELOAD_DELAY_MS = 500;

/**
 * Once the first page has had its turn, loads the routes module of every remote the sidebar links to
 * (when the browser is idle, not with data saving on), so that opening another area waits only for its
 * page's chunk, as a framework prefetches the code behind the links on screen.
 */
function useIdlePreloadOfRemotes(area: SignedInArea, entries: SidebarEntry[]) {
  useEffect(() => {
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return undefined;
    const paths = entries.flatMap((e) =>
      e.kind === 'page' ? [e.path] : e.children.map((c) => c.path),
    );
    const remotes = new Set(
      paths.flatMap((path) => {
        const owner = catalogPageAt(area, path)?.owner;
        return owner && owner !== 'host' ? [owner] : [];
      }),
    );
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => remotes.forEach((remote) => preloadRoutes(remote)));
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [area, entries]);
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
