import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations';
import { createEmptyDatabase, dialectsFor } from './helpers';
import { createMerchant, insertAdmin } from './order-fixtures';

const BEFORE = '2026-12-02T09-00_idempotency-keys';

// Payment documents move from `$DATA_DIR/documents` into the database (issue 39): the migration reads each
// file a row names, and the files are deleted once it committed; a row without a file keeps no bytes.
describe.each(dialectsFor('sql'))('payment documents move into the database (%s)', (dialect) => {
  it('reads each stored file into its row, then deletes the files and their folders', async () => {
    const db = await createEmptyDatabase(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wolvo-docs-'));
    try {
      const migrator = new Migrator({ db: db.handle.db, provider: migrationProvider(dialect) });
      const before = await migrator.migrateTo(BEFORE);
      if (before.error) throw before.error;
      await insertAdmin(db.handle);
      const { clientId } = await createMerchant(db.handle.db, 'docs.move');
      const pdf = Buffer.from('%PDF-1.4 the RIB scan \u0000\u00ff binary');
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
      const keys = {
        pdf: `clients/${clientId}/${'a'.repeat(32)}.pdf`,
        png: `clients/${clientId}/${'b'.repeat(32)}.png`,
        missing: `clients/${clientId}/${'c'.repeat(32)}.jpg`,
        seeded: '/documents/demo-rib.pdf',
      };
      const at = '2026-11-01T08:00:00.000Z';
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = db.handle.db as any;
      for (const url of Object.values(keys))
        await raw
          .insertInto('clientDocuments')
          .values({ clientId, url, kind: 'PAYMENT', createdAt: at })
          .execute();
      const root = path.join(dataDir, 'documents');
      mkdirSync(path.join(root, 'clients', String(clientId)), { recursive: true });
      mkdirSync(path.join(root, 'tmp'), { recursive: true });
      writeFileSync(path.join(root, keys.pdf), pdf);
      writeFileSync(path.join(root, keys.png), png);
      writeFileSync(path.join(root, 'tmp', 'left-over.part'), 'half an upload');

      expect(await migrateToLatest(db.handle, dataDir)).toContain(
        '2026-12-02T10-00_documents-in-database',
      );
      const rows = await db.handle.db
        .selectFrom('clientDocuments')
        .select(['url', 'content', 'contentType'])
        .orderBy('id')
        .execute();
      expect(
        rows.map((r) => ({
          url: r.url,
          type: r.contentType,
          bytes: r.content ? Buffer.from(r.content).toString('hex') : null,
        })),
      ).toEqual([
        { url: keys.pdf, type: 'application/pdf', bytes: pdf.toString('hex') },
        { url: keys.png, type: 'image/png', bytes: png.toString('hex') },
        { url: keys.missing, type: null, bytes: null },
        { url: keys.seeded, type: null, bytes: null },
      ]);
      // Every file is in the database now: nothing is left under DATA_DIR.
      expect(existsSync(root)).toBe(false);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps a file whose bytes did not reach the database', async () => {
    const db = await createEmptyDatabase(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wolvo-docs-'));
    try {
      await migrateToLatest(db.handle, null);
      const stray = path.join(dataDir, 'documents', 'clients', '9', `${'d'.repeat(32)}.pdf`);
      mkdirSync(path.dirname(stray), { recursive: true });
      writeFileSync(stray, '%PDF-1.4 no row names it');
      await migrateToLatest(db.handle, dataDir);
      expect(existsSync(stray)).toBe(true);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
