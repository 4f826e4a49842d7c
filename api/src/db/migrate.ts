import { existsSync } from 'node:fs';
import { readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations';

/**
 * Brings the schema up to date; throws on the first failed migration. `dataDir` holds the files of older
 * builds that a migration moves into the database (payment documents), deleted once it committed.
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  dataDir: string | null = null,
): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect, { dataDir }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (dataDir) await removeMovedDocuments(handle, dataDir);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Deletes the payment document files of older builds whose bytes the database now holds (a file whose
 * row has no bytes stays), then the folder when it is empty.
 */
export async function removeMovedDocuments(
  handle: Pick<DatabaseHandle, 'db'>,
  dataDir: string,
): Promise<number> {
  const root = path.join(dataDir, 'documents');
  if (!existsSync(root)) return 0;
  const moved = await handle.db
    .selectFrom('clientDocuments')
    .select('url')
    .where('content', 'is not', null)
    .execute();
  let removed = 0;
  for (const { url } of moved) {
    const file = path.join(root, url);
    if (!file.startsWith(root + path.sep) || !existsSync(file)) continue;
    await unlink(file);
    removed += 1;
  }
  // Empty client folders, the staging folder of older builds, then the root, when nothing else is left.
  for (const dir of ['clients', 'tmp']) {
    const folder = path.join(root, dir);
    if (!existsSync(folder)) continue;
    for (const entry of await readdir(folder)) {
      const sub = path.join(folder, entry);
      if (dir === 'tmp') await rm(sub, { force: true });
      else if ((await readdir(sub).catch(() => ['?'])).length === 0)
        await rm(sub, { recursive: true });
    }
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
  if ((await readdir(root)).length === 0) await rm(root, { recursive: true });
  return removed;
}

/** Migrations this build knows that the database has not run (none: the schema is this build's). */
export async function pendingMigrations(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
