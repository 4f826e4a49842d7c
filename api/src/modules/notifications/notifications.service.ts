import type { NotificationCode, NotificationList } from '@wolvo/shared/contracts';
import { flag, type Db } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import {
  countNotifications,
  deleteNotifications,
  listNotifications,
  markRead,
} from './notifications.repository';

// A user reads and changes only their own notifications; asking for someone else's is a 404.
function assertOwn(auth: AuthContext, userId: number): void {
  if (auth.id !== userId) throw notFound('user.not-found');
}

/** The bell panel's list: newest first, with total and unread counts. */
export async function getNotifications(
  db: Db,
  auth: AuthContext,
  userId: number,
  limit: number,
  read?: boolean,
): Promise<NotificationList> {
  assertOwn(auth, userId);
  const [rows, counts] = await Promise.all([
    listNotifications(db, userId, limit, read),
    countNotifications(db, userId, read),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      code: row.code as NotificationCode,
      read: flag(row.read),
    })),
    ...counts,
    // Read from the database on this request by the guard, never from the token.
    permissions: auth.permissions,
  };
}

/** Marks notifications read: the given ids, or every one of the user with `all`. */
export async function markNotificationsRead(
  db: Db,
  auth: AuthContext,
  userId: number,
  ids: number[],
  all = false,
) {
  assertOwn(auth, userId);
  if (!all && ids.length === 0)
    throw badRequest(['notificationIds: must NOT have fewer than 1 items']);
  return { count: await markRead(db, userId, all ? null : ids) };
}

/** Deletes notifications. */
export async function removeNotifications(
  db: Db,
  auth: AuthContext,
  userId: number,
  ids: number[],
) {
  assertOwn(auth, userId);
  return { count: await deleteNotifications(db, userId, ids) };
}
