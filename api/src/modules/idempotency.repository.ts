// The SQL of the idempotency keys (idempotency.ts): the wrapper holds the rules (the expiry, what a replay
// answers) and the creation's service the transaction the key is written in.
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { Database } from '../db/schema';

/** Deletes the caller's key when it was written before `expiredBefore` (it may create again). */
export async function deleteExpiredKey(
  tx: DbOrTx,
  caller: string,
  key: string,
  expiredBefore: string,
): Promise<void> {
  await tx
    .deleteFrom('idempotencyKeys')
    .where('caller', '=', caller)
    .where('key', '=', key)
    .where('createdAt', '<', expiredBefore)
    .execute();
}

/** Writes a key (the primary key refuses one committed meanwhile). */
export async function insertKey(tx: DbOrTx, row: Insertable<Database['idempotencyKeys']>) {
  await tx.insertInto('idempotencyKeys').values(row).execute();
}

/** The caller's key written since `since`, if any. */
export function findKey(db: DbOrTx, caller: string, key: string, since: string) {
  return db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('caller', '=', caller)
    .where('key', '=', key)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
}

/** Keeps the first response of a key, to answer it again. */
export async function keepResponse(
  db: DbOrTx,
  caller: string,
  key: string,
  response: { statusCode: number; response: string },
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set(response)
    .where('caller', '=', caller)
    .where('key', '=', key)
    .execute();
}

/** Deletes the keys written before `expiredBefore`; answers how many. */
export async function deleteExpiredKeys(db: DbOrTx, expiredBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
