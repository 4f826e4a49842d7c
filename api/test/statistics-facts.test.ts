import type { OrderStats, TurnoverStats } from '@wolvo/shared/contracts';
import { addMovement } from '../src/modules/orders/order-writes.service';
import { bearer, createTestApp, DIALECTS, login, type TestApp } from './helpers';
import { createMerchant, insertOrder } from './order-fixtures';

// The facts the statistics read instead of joining movements and recipients (migration
// 2026-11-28T09-00_statistics-facts): written with the movement in its transaction, recomputed when staff
// replace the latest status, and copied with every edit of the recipient's place.
describe.each(DIALECTS)('statistics facts (%s)', (dialect) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof createMerchant>>;
  let admin: string;
  let client: string;
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const created = new Date(Date.now() - 3 * 86_400_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    m = await createMerchant(t.handle.db, `facts.${dialect}`);
    admin = (await login(t.app, 'admin')).token;
    client = (await login(t.app, `facts.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const order = (statuses: string[], collected = true) =>
    insertOrder(t.handle.db, {
      clientId: m.clientId,
      businessId: m.businessIds[0]!,
      statuses,
      createdAt: created,
      collected,
      price: 40_000,
    });
  const facts = (id: number) =>
    t.handle.db
      .selectFrom('orders')
      .select(['deliveredAt', 'returnedAt', 'destGovernorate', 'destDelegation'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const latestMovement = (id: number) =>
    t.handle.db
      .selectFrom('movements')
      .select(['status', 'createdAt'])
      .where('orderId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const edit = (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/edit/${id}`,
      headers: bearer(admin),
      payload,
    });
  const turnover = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/statistics/getOrderTurnoverStats?from=${weekAgo}&to=${today}`,
        headers: bearer(client),
      })
    ).json<TurnoverStats>().current.totals;

  it('writes the delivery with its movement, in the same transaction', async () => {
    const id = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT']);
    expect(await facts(id)).toMatchObject({ deliveredAt: null, returnedAt: null });
    // A transaction that fails after the movement leaves neither the movement nor the fact.
    await expect(
      t.handle.db.transaction().execute(async (tx) => {
        await addMovement(tx, { id }, { status: 'DELIVERED', by: null }, new Date().toISOString());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await latestMovement(id)).status).toBe('IN_TRANSIT');
    expect((await facts(id)).deliveredAt).toBeNull();

    const before = await turnover();
    const res = await edit(id, { newStatus: 'DELIVERED' });
    expect(res.statusCode).toBe(200);
    const movement = await latestMovement(id);
    expect(movement.status).toBe('DELIVERED');
    expect((await facts(id)).deliveredAt).toBe(movement.createdAt);
    const after = await turnover();
    expect(after.delivered).toBe(before.delivered + 1);
    expect(after.turnover).toBe(before.turnover + 40_000);
  });

  it('follows a staff edit that replaces the latest status', async () => {
    const id = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT', 'DELIVERED']);
    const delivered = (await latestMovement(id)).createdAt;
    expect((await facts(id)).deliveredAt).toBe(delivered);
    const before = await turnover();

    // The delivery was a mistake: replaced by a second try, the order is no longer delivered.
    expect((await edit(id, { replaceStatus: 'IN_TRANSIT_SECOND_TRY' })).statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({ deliveredAt: null, returnedAt: null });
    expect((await turnover()).delivered).toBe(before.delivered - 1);

    // Replaced by the return to the sender: returned at the replaced movement's time.
    expect((await edit(id, { replaceStatus: 'RETURN_TO_SENDER' })).statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({ deliveredAt: null, returnedAt: delivered });

    // And back to delivered: the fact is the movement's time again, and nothing is returned.
    expect((await edit(id, { replaceStatus: 'DELIVERED' })).statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({ deliveredAt: delivered, returnedAt: null });
    expect(await turnover()).toEqual(before);
  });

  it("copies the recipient's place onto the order when it is edited", async () => {
    // The merchant edits an order not collected yet.
    const id = await order(['CREATED'], false);
    expect(await facts(id)).toMatchObject({
      destGovernorate: 'Sfax',
      destDelegation: 'Sfax Ville',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/edit/${id}`,
      headers: bearer(client),
      payload: { recipient: { delegation: 'Tunis', city: 'La Marsa' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({
      destGovernorate: 'Tunis',
      destDelegation: 'La Marsa',
    });
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/statistics/getOrderStats?from=${weekAgo}&to=${today}`,
        headers: bearer(client),
      })
    ).json<OrderStats>();
    expect(stats.current.byGovernorate.find((g) => g.governorate === 'Tunis')).toEqual({
      governorate: 'Tunis',
      orders: 1,
      delivered: 0,
    });
  });
});

// The demo seed writes the same facts as the API's writes and the migration's backfill.
describe.each(DIALECTS)('statistics facts of the demo data (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 400 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are each order's latest movement of the status and its recipient's place", async () => {
    const db = t.handle.db;
    const latest = async (status: string) =>
      new Map(
        (
          await db
            .selectFrom('movements')
            .select(['orderId', (eb) => eb.fn.max('createdAt').as('at')])
            .where('status', '=', status)
            .groupBy('orderId')
            .execute()
        ).map((r) => [Number(r.orderId), r.at]),
      );
    const [delivered, returned] = [await latest('DELIVERED'), await latest('RETURN_TO_SENDER')];
    const orders = await db
      .selectFrom('orders as o')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select([
        'o.id',
        'o.deliveredAt',
        'o.returnedAt',
        'o.destGovernorate',
        'o.destDelegation',
        'r.delegation',
        'r.city',
      ])
      .execute();
    expect(orders.length).toBeGreaterThan(300);
    expect(delivered.size).toBeGreaterThan(0);
    expect(returned.size).toBeGreaterThan(0);
    const wrong = orders.filter(
      (o) =>
        o.deliveredAt !== (delivered.get(Number(o.id)) ?? null) ||
        o.returnedAt !== (returned.get(Number(o.id)) ?? null) ||
        o.destGovernorate !== o.delegation ||
        o.destDelegation !== o.city,
    );
    expect(wrong).toEqual([]);
  });
});
