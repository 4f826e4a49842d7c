import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@wolvo/shared/router';
import { ROLE_LABEL_KEYS, type SessionUser } from '@wolvo/shared/contracts';
import { useRouteLanguage } from '../../app/guards';
import { sessionStore } from '../../app/session-store';
import { areaOfRole, areaPath, loginPath, openablePages } from '../../app/routing';
import { initialsOf } from '../initials';

/** Profile menu entries: settings and support only when the user's area has those routes. */
export function profileLinks(
  user: Pick<SessionUser, 'role' | 'permissions'>,
): { key: string; path: string }[] {
  return openablePages(user)
    .filter((p) => p.key === 'ACCOUNT_SETTINGS' || p.key === 'SUPPORT')
    .map((p) => ({ key: p.key, path: p.path }));
}

/** Avatar button with settings, support, logout and the role label. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const language = useRouteLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const area = areaOfRole(user.role);
  const links = profileLinks(user);
  const go = (path: string) => {
    setAnchor(null);
    if (area) navigate(areaPath(language, area, path));
  };
  const logout = () => {
    setAnchor(null);
    sessionStore.signOut('user');
    navigate(loginPath(language), { replace: true });
  };
  const name = user.fullname || user.username;
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('profile.open')}
          aria-haspopup="menu"
        >
          <Avatar
            src={user.avatar ?? undefined}
            alt={name}
            sx={{ width: 34, height: 34, fontSize: 14 }}
          >
            {/* The button is named by its label; the initials are drawn by CSS so they are not text
                that the name would have to contain (WCAG 2.5.3, label in name). */}
            <Box
              component="span"
              aria-hidden
              data-initials={initialsOf(name)}
              sx={{ '&::before': { content: 'attr(data-initials)' } }}
            />
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="role-label">
            {t(ROLE_LABEL_KEYS[user.role], { ns: 'common' })}
          </Typography>
        </Box>
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.key} onClick={() => go(link.path)}>
            <ListItemIcon>
              {link.key === 'SUPPORT' ? (
                <HelpCenterIcon fontSize="small" />
              ) : (
                <SettingsIcon fontSize="small" />
              )}
            </ListItemIcon>
            {t(link.key === 'SUPPORT' ? 'page.support' : 'page.settings')}
          </MenuItem>
        ))}
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('profile.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
