import {
  hasPagePermission,
  NOTIFICATION_TARGET_PAGE,
  type NotificationCode,
  type Role,
} from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { STAFF_ROLES } from '../auth/access';
import {
  listActiveClientUsers,
  listActiveUsersOfRoles,
  loadPermissions,
} from '../users/users.repository';
import { insertNotifications } from './notifications.repository';

/** Writes `code` for each of `users` who may open its target page, in the caller's transaction. */
async function notifyWhoMayOpen(
  tx: DbOrTx,
  users: Array<{ id: number; role: string }>,
  code: NotificationCode,
  sourceId: number,
  creatorId: number | null,
  createdAt: string,
): Promise<void> {
  const page = NOTIFICATION_TARGET_PAGE[code];
  const recipients: number[] = [];
  for (const user of users) {
    const role = user.role as Role;
    const permissions = role.endsWith('Team') ? await loadPermissions(tx, user.id) : {};
    if (hasPagePermission(role, permissions, page, 'VIEW')) recipients.push(user.id);
  }
  if (!recipients.length) return;
  await insertNotifications(
    tx,
    recipients.map((userId) => ({ userId, code, sourceId, creatorId, read: 0, createdAt })),
  );
}

/**
 * Notifies the provider's staff who may open the notification's target page (an admin always; an admin
 * team member with VIEW on that page), inside the caller's transaction so a rolled-back change notifies
 * nobody. The author is not notified of its own action.
 */
export async function notifyStaff(
  tx: DbOrTx,
  code: NotificationCode,
  sourceId: number,
  creatorId: number | null,
  createdAt: string,
): Promise<void> {
  const staff = await listActiveUsersOfRoles(tx, STAFF_ROLES);
  const others = staff.filter((user) => user.id !== creatorId);
  await notifyWhoMayOpen(tx, others, code, sourceId, creatorId, createdAt);
}

/**
 * Notifies a client's users who may open the notification's target page (its admin always, its team
 * members with VIEW on that page), inside the caller's transaction.
 */
export async function notifyClient(
  tx: DbOrTx,
  clientId: number,
  code: NotificationCode,
  sourceId: number,
  creatorId: number | null,
  createdAt: string,
): Promise<void> {
  const users = await listActiveClientUsers(tx, clientId);
  await notifyWhoMayOpen(tx, users, code, sourceId, creatorId, createdAt);
}
