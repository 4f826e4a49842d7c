// The SQL of the audit trail (audit.ts): the caller's transaction writes a row with its change.
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';

/** Writes one audit row. */
export async function insertAuditRow(tx: DbOrTx, row: Insertable<Database['auditLog']>) {
  await tx.insertInto('auditLog').values(row).execute();
}

/** The latest 200 audit rows of one order or client with their authors' names, newest first. */
export function listAuditRows(db: DbOrTx, entity: string, entityId: number) {
  return db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.id', 'a.createdAt', 'a.userId', 'u.username', 'a.changes'])
    .where('a.entity', '=', entity)
    .where('a.entityId', '=', entityId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}
