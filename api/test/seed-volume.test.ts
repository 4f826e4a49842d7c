import { sql } from 'kysely';
import { multiplyOrders } from '../src/seed/volume';
import { createMerchant, insertOrder } from './order-fixtures';
import { createTestApp, dialectsFor, type TestApp } from './helpers';

/** The names of the indexes of the orders and movements tables. */
async function indexNames(t: TestApp): Promise<string[]> {
  const rows =
    t.handle.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename in ('orders', 'movements')`.execute(t.handle.db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name in ('orders', 'movements')`.execute(t.handle.db)
        ).rows;
  return rows.map((r) => r.name).sort();
}

describe.each(dialectsFor('sql'))('the benches\u2019 volume of orders (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
  });
  afterAll(() => t.close());

  it('copies the seeded orders and their movements up to the volume asked for, indexes kept', async () => {
    const db = t.handle.db;
    const before = await db
      .selectFrom('orders')
      .select(['id', 'status', 'exchangeOrderId'])
      .orderBy('id')
      .execute();
    const movementsOf = async (ids: number[]) =>
      (
        await db
          .selectFrom('movements')
          .select(['orderId', 'status'])
          .where('orderId', 'in', ids)
          .orderBy('id')
          .execute()
      ).map((m) => m.status);
    const indexes = await indexNames(t);
    const base = before.at(-1)!.id;

    const result = await multiplyOrders(t.handle, 150);
    expect(result.orders).toBe(150);
    const after = await db
      .selectFrom('orders')
      .select(['id', 'code', 'status', 'exchangeOrderId'])
      .orderBy('id')
      .execute();
    expect(after).toHaveLength(150);
    expect(new Set(after.map((o) => o.code)).size).toBe(150);
    expect(await indexNames(t)).toEqual(indexes);
    // The first copy is the seed again, ids moved by the largest id, links moved with them.
    const copy = after.filter((o) => o.id > base && o.id <= 2 * base);
    expect(
      copy.map((o) => [o.id - base, o.status, o.exchangeOrderId && o.exchangeOrderId - base]),
    ).toEqual(before.map((o) => [o.id, o.status, o.exchangeOrderId]));
    expect(await movementsOf(copy.map((o) => o.id))).toEqual(
      await movementsOf(before.map((o) => o.id)),
    );
    // Every order has its history; new orders still get new ids after the copies.
    const withoutHistory = await db
      .selectFrom('orders')
      .select('id')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('movements').select('id').whereRef('movements.orderId', '=', 'orders.id'),
          ),
        ),
      )
      .execute();
    expect(withoutHistory).toEqual([]);
    // Asking for fewer orders than there are changes nothing.
    expect((await multiplyOrders(t.handle, 100)).orders).toBe(150);
    const shop = await createMerchant(db, 'volume.shop');
    const added = await insertOrder(db, {
      clientId: shop.clientId,
      businessId: shop.businessIds[0]!,
      statuses: ['MANUAL_ORDER'],
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    expect(added).toBeGreaterThan(after.at(-1)!.id);
  });
});
