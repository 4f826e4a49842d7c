import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { openDatabase } from './db/database';

async function main() {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const started = Date.now();
  const { migrations, seeded } = await prepareDatabase(handle, {
    seed: config.seed,
    orders: config.seedOrders,
  });
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config }, { logger: true });
  app.log.info(
    { dialect: handle.dialect, migrations, seeded, ms: Date.now() - started },
    'database ready',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await handle.close();
      process.exit(0);
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
