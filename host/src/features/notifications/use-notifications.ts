import { useCallback, useEffect, useRef, useState } from 'react';
import {
  NOTIFICATIONS_FIRST_LIMIT,
  NOTIFICATIONS_LOAD_MORE_STEP,
  NOTIFICATIONS_POLL_MS,
  type NotificationList,
} from '@wolvo/shared/contracts';
import { notificationsApi } from '@wolvo/shared/contracts/notifications/endpoints';
import { isCancelledRequest, toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { useEvent } from '@wolvo/shared/events';
import { usePolling } from '@wolvo/shared/hooks';
import { sessionStore } from '../../app/session-store';

const EMPTY: NotificationList = { items: [], total: 0, unreadTotal: 0 };

/**
 * Notifications of the bell: first 10, "load more" adds 5, refetched every 30 s unless the panel is
 * open; opening the panel marks all of them read. Each answer also updates the session's page
 * permissions, so a member's sidebar follows a change made by their admin.
 */
export function useNotifications(userId: number, panelOpen: boolean) {
  const [limit, setLimit] = useState(NOTIFICATIONS_FIRST_LIMIT);
  const [list, setList] = useState<NotificationList>(EMPTY);
  const [loading, setLoading] = useState(false);

  const fetchList = useCallback(
    async (signal: AbortSignal) => {
      setLoading(true);
      try {
        const next = await callApi(
          notificationsApi.list,
          { params: { userId }, query: { limit } },
          { signal },
        );
        if (signal.aborted) return;
        setList(next ?? EMPTY);
        // The poll also carries the caller's current page permissions (changed by their admin).
        if (next?.permissions) sessionStore.updatePermissions(next.permissions);
      } catch (error) {
        // A failed poll is retried 30 s later; the bell must not toast every half minute.
        if (!isCancelledRequest(error)) console.warn('[notifications] poll failed', error);
      } finally {
        if (!signal.aborted) setLoading(false);
      }
    },
    [userId, limit],
  );

  const { runNow } = usePolling(fetchList, NOTIFICATIONS_POLL_MS, { enabled: !panelOpen });

  // "Load more" (a bigger limit) refetches at once, even while the panel is open.
  const firstLimit = useRef(limit);
  useEffect(() => {
    if (limit !== firstLimit.current) runNow();
  }, [limit, runNow]);

  useEvent('notifications.changed', () => runNow());

  // Opening the panel stops the polling, which also cancels a poll still on its way (the first one, when
  // the bell is opened right after the page loads): fetch once on opening, so the panel is never left empty.
  useEffect(() => {
    if (panelOpen) runNow();
  }, [panelOpen, runNow]);

  // Opening the panel marks every notification read (spec: they become read when the popup opens),
  // including unread ones beyond the first page, once per opening.
  const markedThisOpening = useRef(false);
  useEffect(() => {
    if (!panelOpen) {
      markedThisOpening.current = false;
      return;
    }
    if (list.unreadTotal === 0 || markedThisOpening.current) return;
    markedThisOpening.current = true;
    callApi(notificationsApi.markRead, { body: { notificationIds: [], userId, all: true } })
      .then(() => {
        setList((prev) => ({
          ...prev,
          items: prev.items.map((n) => ({ ...n, read: true })),
          unreadTotal: 0,
        }));
        // The fetch sent on opening may answer after this, with the unread state from before the marking:
        // fetch again, which cancels that one, so the badge stays at what the server now says.
        runNow();
      })
      .catch(() => {
        markedThisOpening.current = false;
      });
  }, [panelOpen, list.unreadTotal, userId, runNow]);

  const loadMore = useCallback(() => setLimit((l) => l + NOTIFICATIONS_LOAD_MORE_STEP), []);

  // Deleting takes the item out at once; the server's list (and its totals) follows, also after a failure.
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      setList((prev) => {
        const gone = prev.items.find((n) => n.id === id);
        if (!gone) return prev;
        return {
          ...prev,
          items: prev.items.filter((n) => n.id !== id),
          total: Math.max(0, prev.total - 1),
          unreadTotal: Math.max(0, prev.unreadTotal - (gone.read ? 0 : 1)),
        };
      });
      try {
        await callApi(notificationsApi.remove, { body: { notificationIds: [id], userId } });
        return true;
      } catch (error) {
        toastApiError(error);
        return false;
      } finally {
        runNow();
      }
    },
    [userId, runNow],
  );
  return { list, loading, loadMore, remove, hasMore: list.items.length < list.total };
}
