import { httpClient, type NotificationList } from '@wolvo/shared';

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

/** PUT /v1/notifications/mark-as-read. */
export async function markNotificationsAsRead(
  userId: number,
  notificationIds: number[],
): Promise<void> {
  if (notificationIds.length === 0) return;
  await httpClient.put('/v1/notifications/mark-as-read', { notificationIds, userId });
}
