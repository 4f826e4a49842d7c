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

/** The client's API key as settings shows it: masked hint and creation date, never the key. */
export function findApiKeyInfo(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['apiKeyHint', 'apiKeyCreatedAt'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** Replaces the client's API key hash; the previous key stops working at once. */
export async function replaceApiKey(
  db: DbOrTx,
  clientId: number,
  key: { hash: string; hint: string; createdAt: string },
) {
  await db
    .updateTable('clients')
    .set({
      apiKey: null,
      apiKeyHash: key.hash,
      apiKeyHint: key.hint,
      apiKeyCreatedAt: key.createdAt,
      updatedAt: key.createdAt,
    })
    .where('id', '=', clientId)
    .execute();
}
