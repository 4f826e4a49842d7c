import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backup, restore, type BackupTarget } from '../src/db/backup';
import { openDatabase, type Db } from '../src/db/database';
import { billProblems } from './bill-checks';
import { createPgDatabase } from './database-templates';
import { createMerchant, validOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

/** What a restored database must hold to be usable: the checks of issue #38, one line per problem. */
async function consistencyProblems(db: Db): Promise<string[]> {
  const withoutFirstMovement = await db
    .selectFrom('orders')
    .select('orders.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('movements')
            .select('movements.id')
            .whereRef('movements.orderId', '=', 'orders.id'),
        ),
      ),
    )
    .execute();
  const orphanLines = await db
    .selectFrom('billLines')
    .leftJoin('orders', 'orders.id', 'billLines.orderId')
    .select(['billLines.billId', 'billLines.orderId'])
    .where('orders.id', 'is', null)
    .execute();
  return [
    ...withoutFirstMovement.map((o) => `order ${o.id} has no movement`),
    ...orphanLines.map((l) => `bill ${l.billId} has a line of missing order ${l.orderId}`),
    ...(await billProblems(db)),
  ];
}

const DOCUMENT = `clients/1/${'ab'.repeat(16)}.pdf`;

describe.each(dialectsFor('sql'))('backup and restore (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let businessId: number;
  const work = mkdtempSync(path.join(tmpdir(), 'wolvo-backup-test-'));
  const file = path.join(work, 'backup.tar.gz');
  const cleanups: Array<() => Promise<void>> = [];

  /** An empty target of the suite's engine (a new PostgreSQL database, or a folder for SQLite). */
  async function emptyTarget(): Promise<BackupTarget> {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    const pg = dialect === 'postgres' ? await createPgDatabase() : null;
    if (pg) cleanups.push(pg.drop);
    return {
      databaseUrl: pg?.url ?? null,
      sqliteFile: path.join(dataDir, 'wolvo.sqlite'),
      dataDir,
    };
  }

  /** Opens a restored target; closed after the suite unless closed before. */
  function openTarget(target: BackupTarget) {
    const handle = openDatabase(target);
    let open = true;
    const close = async () => {
      if (open) await handle.close();
      open = false;
    };
    cleanups.push(close);
    return { db: handle.db, close };
  }

  const count = async (db: Db) =>
    Number(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 300 });
    const merchant = await createMerchant(t.handle.db, 'backup.shop');
    businessId = merchant.businessIds[0]!;
    token = (await login(t.app, 'backup.shop')).token;
    mkdirSync(path.dirname(path.join(t.dataDir, 'documents', DOCUMENT)), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'documents', DOCUMENT), '%PDF-1.4 the RIB scan');
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('takes a consistent snapshot while orders are being written, and restores it into an empty database', async () => {
    const before = await count(t.handle.db);
    // A load of writes: orders added one after another through the API until the backup is written.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/order/add',
          headers: bearer(token),
          payload: validOrder(businessId, {
            price: 10_000 + written,
            reference: `LOAD-${written}`,
          }),
        });
        if (res.statusCode !== 201)
          throw new Error(`order/add answered ${res.statusCode} ${res.body}`);
        written += 1;
      }
    })();
    // Some writes before the backup starts, so it runs among them.
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const { manifest } = await backup(t.config, file);
    const writtenDuringBackup = written;
    writing = false;
    await load;
    expect(manifest).toMatchObject({ format: 'wolvo-backup', engine: dialect });
    expect(manifest.migration).toMatch(/^\d{4}-/);

    const target = await emptyTarget();
    await restore(target, file);
    const { db: restored } = openTarget(target);
    const orders = await count(restored);
    // Every order added before the backup started is in it; none added after it ended.
    expect(orders).toBeGreaterThanOrEqual(before + 5);
    expect(orders).toBeLessThanOrEqual(before + writtenDuringBackup + 1);
    expect(await consistencyProblems(restored)).toEqual([]);
    expect(await count(t.handle.db)).toBe(before + written);
    expect(readFileSync(path.join(target.dataDir, 'documents', DOCUMENT), 'utf8')).toBe(
      '%PDF-1.4 the RIB scan',
    );
  });

  it('refuses a target that is not empty, and replaces it when forced', async () => {
    const target = await emptyTarget();
    await restore(target, file);
    await expect(restore(target, file)).rejects.toThrow(/not empty.*--force/);
    const { db, close } = openTarget(target);
    const orders = await count(db);
    // Damage it: the forced restore must bring back the backup's state, not keep any of this.
    const { id } = await db
      .selectFrom('orders')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('movements').where('orderId', '=', id).execute();
    await db.updateTable('bills').set({ netToPay: 1 }).execute();
    expect((await consistencyProblems(db)).length).toBeGreaterThan(1);
    await close();
    await restore(target, file, { force: true });
    const { db: again } = openTarget(target);
    expect(await count(again)).toBe(orders);
    expect(await consistencyProblems(again)).toEqual([]);
  });

  it('refuses a file that is not a backup, and leaves the target as it was', async () => {
    const target = await emptyTarget();
    const bogus = path.join(work, 'bogus.tar.gz');
    writeFileSync(path.join(work, 'notes.txt'), 'hello');
    execFileSync('tar', ['-czf', bogus, '-C', work, 'notes.txt']);
    await expect(restore(target, bogus)).rejects.toThrow(/not a Wolvo backup/);
    await expect(restore(target, path.join(work, 'missing.tar.gz'))).rejects.toThrow(/no backup/);
    expect(existsSync(target.sqliteFile)).toBe(false);
  });
});
