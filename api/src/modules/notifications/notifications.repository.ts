import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/** A user's notifications, newest first, with their creators; optionally only read or unread ones. */
export function listNotifications(
  db: DbOrTx,
  userId: number,
  limit: number,
  read: boolean | undefined,
) {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('users as creator', 'creator.id', 'n.creatorId')
    .select([
      'n.id',
      'n.code',
      'n.sourceId',
      'n.creatorId',
      'n.read',
      'n.createdAt',
      'creator.avatar as creatorAvatar',
      'creator.username as creatorUsername',
    ])
    .where('n.userId', '=', userId);
  if (read !== undefined) query = query.where('n.read', '=', read ? 1 : 0);
  return query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}

/** Total and unread counts of a user's notifications (total honours the read filter). */
export async function countNotifications(db: DbOrTx, userId: number, read: boolean | undefined) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const all = Number(row.all);
  const unread = Number(row.unread ?? 0);
  const total = read === undefined ? all : read ? all - unread : unread;
  return { total, unreadTotal: unread };
}

/** Marks a user's notifications read (the given ids, or all when `ids` is null); ids of other users are ignored. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | null): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('userId', '=', userId)
    .where('read', '=', 0);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes some of a user's notifications; ids of other users are ignored. */
export async function deleteNotifications(
  db: DbOrTx,
  userId: number,
  ids: number[],
): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Writes notifications, one row each, in one statement. */
export async function insertNotifications(
  tx: DbOrTx,
  rows: Insertable<Database['notifications']>[],
): Promise<void> {
  await tx.insertInto('notifications').values(rows).execute();
}
