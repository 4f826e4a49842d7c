import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, type SessionUser } from '@wolvo/shared/contracts';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { OrderSearch } from '../../features/order-search/order-search';
import { LanguageSwitcher } from './language-switcher';
import { ProfileMenu } from './profile-menu';

export interface HeaderProps {
  user: SessionUser;
  /** Shown in mobile mode: opens the sidebar drawer. */
  onOpenMenu?: () => void;
}

/** Shell header: order search, language switcher, notification bell, profile menu. */
export function Header({ user, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: HEADER_HEIGHT }}>
        {onOpenMenu && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={t('sidebar.open')}>
            <MenuIcon />
          </IconButton>
        )}
        <OrderSearch />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <NotificationBell user={user} />
        <ProfileMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
