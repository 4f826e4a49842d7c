import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { openDatabase } from './db/database';
import { shutDown } from './shutdown';

async function main() {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const started = Date.now();
  const { migrations, seeded } = await prepareDatabase(
    handle,
    { seed: config.seed, orders: config.seedOrders },
    config.dataDir,
  );
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config }, { logger: true });
  app.log.info(
    { dialect: handle.dialect, migrations, seeded, ms: Date.now() - started },
    'database ready',
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal while stopping: stop now.
      if (stopping) process.exit(1);
      stopping = true;
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
      shutDown(app, handle, { drainMs: config.shutdownDrainMs }).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
