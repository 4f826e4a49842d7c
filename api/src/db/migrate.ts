import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations';

/** Brings the schema up to date; throws on the first failed migration. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations this build knows that the database has not run (none: the schema is this build's). */
export async function pendingMigrations(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
