import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@wolvo/shared/router';
import {
  NOTIFICATION_OPENS_ORDER,
  type NotificationItem,
  type SessionUser,
} from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import { showToast } from '@wolvo/shared/ui/toast';
import { formatDisplayDate } from '@wolvo/shared/ui/format/format-date';
import { useRouteLanguage } from '../../app/guards';
import { initialsOf } from '../../layout/initials';
import { notificationTargetPath } from './notification-target';
import { useNotifications } from './use-notifications';

/** Badge text: the count, or 9+ above 9. */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/** Header bell with the unread badge and the notifications panel. */
export function NotificationBell({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['shell', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const { list, loading, loadMore, remove, hasMore } = useNotifications(user.id, open);

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          // The name holds the badge's visible text (WCAG 2.5.3, label in name).
          aria-label={t('notifications.open', { unread: badgeText(list.unreadTotal) })}
          aria-haspopup="dialog"
        >
          <Badge
            // bdi keeps "9+" in reading order inside right-to-left layouts.
            badgeContent={
              list.unreadTotal > 0 ? <bdi>{badgeText(list.unreadTotal)}</bdi> : undefined
            }
            color="error"
            data-testid="notification-badge"
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: '95vw' },
            role: 'dialog',
            'aria-label': t('notifications.title'),
          },
        }}
      >
        <NotificationPanel
          user={user}
          list={list}
          loading={loading}
          hasMore={hasMore}
          loadMore={loadMore}
          remove={remove}
          onOpened={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}

/**
 * The panel's content: a component of its own, so that its items (their texts and dates) are built only
 * while the panel is open, not with the header on every render.
 */
function NotificationPanel({
  user,
  list,
  loading,
  hasMore,
  loadMore,
  remove,
  onOpened,
}: {
  user: SessionUser;
  list: ReturnType<typeof useNotifications>['list'];
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
  remove: (id: number) => Promise<boolean>;
  /** An item was opened: the panel closes. */
  onOpened: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const language = useRouteLanguage();
  const openItem = (item: NotificationItem) => {
    const target = notificationTargetPath(user, item.code, language, item.sourceId);
    // A notification about one order (a recipient's choice) also opens that order's detail.
    const orderId =
      NOTIFICATION_OPENS_ORDER.includes(item.code) && item.sourceId !== null ? item.sourceId : null;
    if (!target && orderId === null) return;
    onOpened();
    if (target) navigate(target);
    if (orderId !== null) eventBus.publish('order-modal.requested', { orderId: String(orderId) });
  };
  const formatDate = (iso: string) => formatDisplayDate(iso, language, true);
  return (
    <>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('notifications.title')}
        </Typography>
      </Box>
      <Divider />
      {list.items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {loading ? t('common:searching') : t('common:notification.empty')}
        </Typography>
      ) : (
        <List component="div" dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {list.items.map((item) => {
            const opens =
              notificationTargetPath(user, item.code, language) !== null ||
              (NOTIFICATION_OPENS_ORDER.includes(item.code) && item.sourceId !== null);
            const text = t(`common:notification.code.${item.code}`, {
              username: item.creatorUsername ?? '',
            });
            // The delete button sits beside the item's button, not inside it (no nested controls).
            return (
              <ListItem
                key={item.id}
                component="div"
                disablePadding
                data-testid="notification-item"
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t('notifications.delete', { text })}
                    onClick={() =>
                      void remove(item.id).then(
                        (done) => done && showToast(t('notifications.deleted'), 'success'),
                      )
                    }
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  onClick={() => openItem(item)}
                  aria-disabled={!opens}
                  sx={{
                    cursor: opens ? 'pointer' : 'default',
                    bgcolor: item.read ? undefined : 'action.hover',
                  }}
                >
                  <ListItemAvatar>
                    <Avatar src={item.creatorAvatar ?? undefined} alt={item.creatorUsername ?? ''}>
                      {initialsOf(item.creatorUsername ?? '')}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={text} secondary={formatDate(item.createdAt)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {hasMore && (
        <>
          <Divider />
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={loadMore} disabled={loading}>
              {t('notifications.load-more')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
