import { rmSync } from 'node:fs';
import pg from 'pg';
import { pgTemplatePrefix, TEMPLATE_ENV } from './template-run';

/** Removes this run's templates: the SQLite folder and the PostgreSQL template databases. */
export default async function globalTeardown() {
  const dir = process.env[TEMPLATE_ENV.dir];
  const run = process.env[TEMPLATE_ENV.run];
  delete process.env[TEMPLATE_ENV.dir];
  delete process.env[TEMPLATE_ENV.run];
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (!run || !process.env.TEST_DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [pgTemplatePrefix(run)],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
