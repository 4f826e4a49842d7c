import type { DbOrTx } from '../../db/database';

/** The build number the dashboard compares with its stored one (0 when unset). */
export async function getUiBuildVersion(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'uiBuildVersion')
    .executeTakeFirst();
  const value = Number(row?.value ?? 0);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Sets the build number (deploy step; see `db/cli.ts set-build`). */
export async function setUiBuildVersion(db: DbOrTx, value: number): Promise<void> {
  const updated = await db
    .updateTable('settings')
    .set({ value: String(value) })
    .where('key', '=', 'uiBuildVersion')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('settings')
      .values({ key: 'uiBuildVersion', value: String(value) })
      .execute();
}
