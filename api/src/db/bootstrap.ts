import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoData, type SeedSummary } from '../seed/demo-data';

/** Migrates the database and, when it has no users yet, fills it with the demo data. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  seed: { seed: number; orders: number },
  dataDir: string | null = null,
): Promise<{ migrations: string[]; seeded: SeedSummary | null }> {
  const migrations = await migrateToLatest(handle, dataDir);
  const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const seeded = anyUser ? null : await seedDemoData(handle, seed);
  return { migrations, seeded };
}
