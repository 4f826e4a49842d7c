import { httpClient } from '@wolvo/shared/http';
import type { NotificationList } from '@wolvo/shared/contracts';

/** GET /v1/notifications/get/{userId}?limit= (newest first, with unread total). */
export async function getNotifications(
  userId: number,
  limit: number,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const { data } = await httpClient.get<NotificationList>(`/v1/notifications/get/${userId}`, {
    params: { limit },
    signal,
  });
  return data;
}

/** PUT /v1/notifications/mark-as-read with `all`: every notification of the user becomes read. */
export async function markAllNotificationsAsRead(userId: number): Promise<void> {
  await httpClient.put('/v1/notifications/mark-as-read', {
    notificationIds: [],
    userId,
    all: true,
  });
}

/** POST /v1/notifications/delete: the user's notifications with these ids are deleted. */
export async function deleteNotifications(
  userId: number,
  notificationIds: number[],
): Promise<void> {
  await httpClient.post('/v1/notifications/delete', { notificationIds, userId });
}
