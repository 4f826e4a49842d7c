import Sqlite from 'better-sqlite3';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';

const run = promisify(execFile);

/**
 * Backups: one `.tar.gz` holding a consistent snapshot of the database (SQLite's online backup API, or
 * `pg_dump --format=custom`, both taken while the server writes; the payment documents are rows of it)
 * and a manifest saying which engine it came from. A `$DATA_DIR/documents` folder (files of builds before
 * the documents moved into the database) is copied too, so restoring an older backup and starting the
 * server moves them in; its staging folder (`documents/tmp`) is not.
 */

const FORMAT = 'wolvo-backup';
const VERSION = 1;
const DOCUMENTS = 'documents';

export interface BackupTarget {
  /** PostgreSQL URL, or null for the SQLite file. */
  databaseUrl: string | null;
  sqliteFile: string;
  dataDir: string;
}

interface Manifest {
  format: typeof FORMAT;
  version: number;
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  /** The last migration the snapshot had run: a restore is migrated forward by the next start. */
  migration: string | null;
}

const engineOf = (target: BackupTarget) => (target.databaseUrl ? 'postgres' : 'sqlite');
const dumpName = (engine: Manifest['engine']) =>
  engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump';

/** A PostgreSQL client program: Debian's newest versioned one (pg_dump must not be older than the server), else PATH. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const tool = path.join(base, version, 'bin', name);
      if (existsSync(tool)) return tool;
    }
  }
  return name;
}

async function lastMigration(target: BackupTarget, snapshot: string): Promise<string | null> {
  const query = 'select name from kysely_migration order by name desc limit 1';
  if (!target.databaseUrl) {
    const db = new Sqlite(snapshot, { readonly: true });
    try {
      return (db.prepare(query).get() as { name: string } | undefined)?.name ?? null;
    } catch {
      return null;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ name: string }>(query)).rows[0]?.name ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Writes a backup of the target to `file` (written beside it, then renamed: never half a file). */
export async function backup(
  target: BackupTarget,
  file: string,
): Promise<{ file: string; manifest: Manifest }> {
  const engine = engineOf(target);
  const work = mkdtempSync(path.join(tmpdir(), 'wolvo-backup-'));
  const partial = `${file}.partial`;
  try {
    const snapshot = path.join(work, dumpName(engine));
    if (engine === 'sqlite') {
      if (!existsSync(target.sqliteFile)) throw new Error(`no database at ${target.sqliteFile}`);
      const source = new Sqlite(target.sqliteFile, { readonly: true, fileMustExist: true });
      try {
        // After the first step, the rest in one step: a write by the server restarts a backup, and one
        // step holds the read lock from its first page to its last.
        await source.backup(snapshot, { progress: () => 1_000_000_000 });
      } finally {
        source.close();
      }
    } else {
      // One transaction snapshot: the dump is consistent while the server writes.
      await run(postgresTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${snapshot}`,
        `--dbname=${target.databaseUrl}`,
      ]);
    }
    const documents = path.join(target.dataDir, DOCUMENTS);
    mkdirSync(path.join(work, DOCUMENTS));
    if (existsSync(documents))
      cpSync(documents, path.join(work, DOCUMENTS), {
        recursive: true,
        filter: (from) => path.relative(documents, from) !== 'tmp',
      });
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      engine,
      createdAt: new Date().toISOString(),
      migration: await lastMigration(target, snapshot),
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      'manifest.json',
      dumpName(engine),
      DOCUMENTS,
    ]);
    renameSync(partial, file);
    return { file, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** The names of the target's tables (none: an empty database). */
async function tablesOf(target: BackupTarget): Promise<string[]> {
  if (!target.databaseUrl) {
    if (!existsSync(target.sqliteFile)) return [];
    const db = new Sqlite(target.sqliteFile, { readonly: true });
    try {
      return (
        db
          .prepare(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
          )
          .all() as { name: string }[]
      ).map((row) => row.name);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Restores a backup into the target, which must be empty (no table, no document) unless `force`, which
 * first empties it. The backup must come from the same engine. The server must not be running on the
 * target; its next start runs the migrations written since the backup.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const work = mkdtempSync(path.join(tmpdir(), 'wolvo-restore-'));
  try {
    // tar refuses absolute paths and `..` in entries, so nothing lands outside `work`.
    await tar.extract({ file, cwd: work, strict: true });
    const manifestFile = path.join(work, 'manifest.json');
    if (!existsSync(manifestFile))
      throw new Error(`${file} is not a Wolvo backup (no manifest.json)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new Error(`${file} is not a Wolvo backup of version ${VERSION}`);
    const engine = engineOf(target);
    if (manifest.engine !== engine)
      throw new Error(`${file} is a ${manifest.engine} backup; the target database is ${engine}`);
    const snapshot = path.join(work, dumpName(engine));
    if (!existsSync(snapshot)) throw new Error(`${file} has no ${dumpName(engine)}`);

    const documents = path.join(target.dataDir, DOCUMENTS);
    const tables = await tablesOf(target);
    if ((tables.length || hasFiles(documents)) && !options.force)
      throw new Error(
        `the target is not empty (${tables.length} tables${hasFiles(documents) ? ', documents' : ''}); restore with --force to replace it`,
      );

    if (engine === 'sqlite') {
      mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
      for (const suffix of ['-wal', '-shm']) rmSync(target.sqliteFile + suffix, { force: true });
      // Copied beside the target and renamed over it: a failed copy leaves the target as it was.
      const incoming = `${target.sqliteFile}.restoring`;
      cpSync(snapshot, incoming);
      renameSync(incoming, target.sqliteFile);
    } else {
      if (tables.length) {
        const client = new pg.Client({ connectionString: target.databaseUrl! });
        await client.connect();
        try {
          await client.query('drop schema public cascade; create schema public');
        } finally {
          await client.end();
        }
      }
      await run(postgresTool('pg_restore'), [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        snapshot,
      ]);
    }
    rmSync(documents, { recursive: true, force: true });
    cpSync(path.join(work, DOCUMENTS), documents, { recursive: true });
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
