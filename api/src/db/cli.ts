import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backup, restore } from './backup';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { setUiBuildVersion } from '../modules/settings/settings.repository';

// Operator commands: `migrate`, `reset` (SQLite: delete and re-seed), `set-build N` (deploy step),
// `backup [FILE]` (while the server runs) and `restore FILE [--force]` (server stopped; see db/backup.ts).
async function main() {
  const [command, arg, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = arg ?? path.join(config.dataDir, 'backups', `wolvo-${stamp}.tar.gz`);
    const { manifest } = await backup(config, file);
    console.log(
      `backup of the ${manifest.engine} database (${manifest.migration}) written to ${file}`,
    );
    return;
  }
  if (command === 'restore') {
    if (!arg) throw new Error('usage: cli.js restore FILE [--force]');
    const manifest = await restore(config, arg, { force: rest.includes('--force') });
    console.log(`restored the ${manifest.engine} backup of ${manifest.createdAt} from ${arg}`);
    return;
  }
  if (command === 'reset' && !config.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(config.sqliteFile + suffix, { force: true });
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    if (command === 'migrate') console.log(await migrateToLatest(handle, config.dataDir));
    else if (command === 'reset' || command === 'seed')
      console.log(
        await prepareDatabase(
          handle,
          { seed: config.seed, orders: config.seedOrders },
          config.dataDir,
        ),
      );
    else if (command === 'set-build') {
      const value = Number(arg);
      if (!Number.isInteger(value) || value < 0)
        throw new Error('set-build needs a non-negative integer');
      await setUiBuildVersion(handle.db, value);
      console.log(`uiBuildVersion = ${value}`);
    } else
      throw new Error(
        'usage: cli.js migrate | seed | reset | set-build N | backup [FILE] | restore FILE [--force]',
      );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
