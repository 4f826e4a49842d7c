import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { multiplyOrders } from '../src/seed/volume';
import type { DatabaseHandle } from '../src/db/database';
import { createEmptyDatabase, dialectsFor } from './helpers';

const ORDERS = 2000;
const NOW = new Date('2026-11-20T12:00:00.000Z');

/** A table's rows in id order (or the given columns' order), for comparing two seeds. */
async function rowsOf(handle: DatabaseHandle, table: string, order: string) {
  return (await sql.raw(`select * from ${table} order by ${order}`).execute(handle.db)).rows;
}

async function count(handle: DatabaseHandle, query: string): Promise<number> {
  const row = (await sql.raw(query).execute(handle.db)).rows[0] as Record<string, unknown>;
  return Number(Object.values(row)[0]);
}

/** The data checks every seed must pass, whatever its size. */
async function expectConsistent(handle: DatabaseHandle, orders: number, generated = orders) {
  expect(await count(handle, 'select count(*) from orders')).toBe(orders);
  // Every order has its first movement, made when the order was.
  expect(
    await count(
      handle,
      `select count(*) from orders o where o.created_at <> (select min(m.created_at) from movements m where m.order_id = o.id)
         or not exists (select 1 from movements m where m.order_id = o.id)`,
    ),
  ).toBe(0);
  // Its status is its latest movement's (ids follow the history).
  expect(
    await count(
      handle,
      `select count(*) from orders o join movements m on m.id = (select max(id) from movements where order_id = o.id)
         where m.status <> o.status`,
    ),
  ).toBe(0);
  // Its recipient is one of its client's, its place the recipient's, its facts the movements'.
  expect(
    await count(
      handle,
      `select count(*) from orders o join recipients r on r.id = o.recipient_id
         where r.client_id <> o.client_id or o.dest_governorate <> r.delegation or o.dest_delegation <> r.city`,
    ),
  ).toBe(0);
  expect(
    await count(
      handle,
      `select count(*) from orders o where coalesce(o.delivered_at, '') <> coalesce((select max(created_at)
         from movements where order_id = o.id and status = 'DELIVERED'), '')
         or coalesce(o.returned_at, '') <> coalesce((select max(created_at)
         from movements where order_id = o.id and status = 'RETURN_TO_SENDER'), '')`,
    ),
  ).toBe(0);
  // No row points at a missing one (the load runs with SQLite's foreign keys off: checked here).
  if (handle.dialect === 'sqlite')
    expect((await sql`pragma foreign_key_check`.execute(handle.db)).rows).toEqual([]);
  // Every parcel waiting for collection is in exactly one pickup request (as seed-pickups checks); the
  // benches' copies are orders and movements only (multiplyOrders), so this holds for the generated ones.
  expect(
    await count(
      handle,
      `select count(*) from orders o where o.status = 'AWAITING_COLLECTION' and o.id <= ${generated}
         and (select count(*) from pickup_request_orders ro where ro.order_id = o.id) <> 1`,
    ),
  ).toBe(0);
  // No bill line, bill order or pickup link points at a missing order.
  expect(
    await count(
      handle,
      `select (select count(*) from bill_lines l where not exists (select 1 from orders o where o.id = l.order_id))
         + (select count(*) from bill_orders l where not exists (select 1 from orders o where o.id = l.order_id))
         + (select count(*) from pickup_request_orders l where not exists (select 1 from orders o where o.id = l.order_id))`,
    ),
  ).toBe(0);
}

// The demo seed's large tables go through bulkInsert (prepared multi-row statements on SQLite, numbered
// multi-row INSERTs on PostgreSQL) under bulk-load settings: the same rows as the query builder's inserts,
// consistent, and the connection's settings back as they were.
describe.each(dialectsFor('sql'))('the fast seed (%s)', (dialect) => {
  const opened: { handle: DatabaseHandle; close(): Promise<void> }[] = [];
  const seeded = async (bulk: boolean) => {
    const db = await createEmptyDatabase(dialect);
    opened.push(db);
    await migrateToLatest(db.handle);
    const summary = await seedDemoData(db.handle, { seed: 11, orders: ORDERS, now: NOW, bulk });
    return { handle: db.handle, summary };
  };
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('writes the same rows as the query builder, consistent, and restores the settings', async () => {
    const settings = async (handle: DatabaseHandle) =>
      handle.sqlite
        ? ['journal_mode', 'cache_size', 'temp_store', 'synchronous', 'foreign_keys'].map((name) =>
            handle.sqlite!.pragma(name, { simple: true }),
          )
        : [];
    const plain = await seeded(false);
    const fast = await seeded(true);
    expect(await settings(fast.handle)).toEqual(await settings(plain.handle));
    if (fast.handle.sqlite) {
      expect(fast.handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(fast.handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    }
    expect(fast.summary).toEqual(plain.summary);
    expect(fast.summary.orders).toBe(ORDERS);
    expect(await count(fast.handle, 'select count(*) from movements')).toBe(fast.summary.movements);
    for (const [table, order] of [
      ['recipients', 'id'],
      ['orders', 'id'],
      ['movements', 'id'],
      ['bills', 'id'],
      ['bill_orders', 'bill_id, order_id'],
      ['bill_lines', 'bill_id, order_id, kind'],
      ['pickup_requests', 'id'],
      ['pickup_request_orders', 'request_id, order_id'],
    ])
      expect([table, await rowsOf(fast.handle, table, order)]).toEqual([
        table,
        await rowsOf(plain.handle, table, order),
      ]);
    await expectConsistent(fast.handle, ORDERS);

    // The benches' copies past the generated orders keep every check.
    const copied = await multiplyOrders(fast.handle, 2 * ORDERS + 500);
    expect(copied.orders).toBe(2 * ORDERS + 500);
    expect(await count(fast.handle, 'select count(*) from movements')).toBe(
      await count(
        fast.handle,
        `select count(*) from movements m join orders o on o.id = m.order_id`,
      ),
    );
    await expectConsistent(fast.handle, 2 * ORDERS + 500, ORDERS);
    expect(await settings(fast.handle)).toEqual(await settings(plain.handle));
  });
});
