import { useEffect, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from '@wolvo/shared/router';
import { pageLabel, type SignedInArea } from '../app/page-catalog';
import { areaPath, type SidebarEntry } from '../app/routing';
import { useRouteLanguage } from '../app/guards';
import { pageIcon } from './page-icons';
import { useSidebarNavigation } from './use-sidebar-navigation';

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

/** The sidebar's links: pages, and groups that open on the active page's group. */
export function SidebarList({
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

  const { preload, follow, pendingDots } = useSidebarNavigation(area, onNavigate);

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
