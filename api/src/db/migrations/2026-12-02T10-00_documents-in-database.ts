import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/** Keys the API wrote under `$DATA_DIR/documents` (seeded demo rows hold a path starting with "/"). */
const STORED_KEY = /^clients\/\d+\/[a-f0-9]{32}\.(pdf|png|jpg)$/;
const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

// Payment documents live in the database (issue 39), written in the transaction of the client edit that
// brings them, so any API instance serves them and a failed edit leaves no orphan file. The files already
// under `$DATA_DIR/documents` are read in here; `removeMovedDocuments` deletes them once this committed.
export function documentsInDatabase(dialect: DialectName, dataDir: string | null): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('client_documents')
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob')
        .execute();
      await db.schema.alterTable('client_documents').addColumn('content_type', 'text').execute();
      if (!dataDir) return;
      const rows: Array<{ id: number; url: string }> = await db
        .selectFrom('client_documents')
        .select(['id', 'url'])
        .execute();
      for (const row of rows) {
        if (!STORED_KEY.test(row.url)) continue;
        const bytes = await readFile(path.join(dataDir, 'documents', row.url)).catch(() => null);
        if (!bytes) continue;
        await db
          .updateTable('client_documents')
          .set({ content: bytes, content_type: TYPE_OF_EXTENSION[row.url.split('.').at(-1)!] })
          .where('id', '=', row.id)
          .execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('client_documents').dropColumn('content_type').execute();
      await db.schema.alterTable('client_documents').dropColumn('content').execute();
    },
  };
}
