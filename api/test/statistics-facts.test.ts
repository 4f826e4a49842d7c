import type { OrderStats, TurnoverStats } from '@wolvo/shared/contracts';
import { Migrator } from 'kysely';
import { migrationProvider } from '../src/db/migrations';
import { addMovement } from '../src/modules/orders/order-writes.service';
import {
  bearer,
  createEmptyDatabase,
  createTestApp,
  dialectsFor,
  login,
  type TestApp,
} from './helpers';
import { createMerchant, insertAdmin, insertOrder } from './order-fixtures';

// The facts the statistics read instead of joining movements and recipients (migration
// 2026-11-28T09-00_statistics-facts): written with the movement in its transaction, recomputed when staff
// replace the latest status, and copied with every edit of the recipient's place.
describe.each(dialectsFor('sql'))('statistics facts (%s)', (dialect) => {
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

  it('keeps the latest of each fact when a delivered order is returned, delivered again, corrected', async () => {
    const id = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT', 'DELIVERED']);
    const firstDelivery = (await latestMovement(id)).createdAt;

    // Staff add the return to the sender after the delivery: both facts hold, each its own movement's.
    expect((await edit(id, { newStatus: 'RETURN_TO_SENDER' })).statusCode).toBe(200);
    const returned = (await latestMovement(id)).createdAt;
    expect(await facts(id)).toMatchObject({ deliveredAt: firstDelivery, returnedAt: returned });

    // Delivered again: the delivery is the new movement's, the return stays.
    expect((await edit(id, { newStatus: 'DELIVERED' })).statusCode).toBe(200);
    const secondDelivery = (await latestMovement(id)).createdAt;
    expect(secondDelivery > firstDelivery).toBe(true);
    expect(await facts(id)).toMatchObject({ deliveredAt: secondDelivery, returnedAt: returned });

    // The second delivery replaced by a try: the delivery falls back to the first DELIVERED movement.
    expect((await edit(id, { replaceStatus: 'IN_TRANSIT_SECOND_TRY' })).statusCode).toBe(200);
    expect(await facts(id)).toMatchObject({ deliveredAt: firstDelivery, returnedAt: returned });
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

  it("copies the place onto every order of the edited recipient, and onto no other's", async () => {
    const [edited, sharing, other] = [
      await order(['CREATED'], false),
      await order(['CREATED'], false),
      await order(['CREATED'], false),
    ];
    // Two orders of one recipient (copyRecipientPlace writes by recipient, not by order).
    const { recipientId } = await t.handle.db
      .selectFrom('orders')
      .select('recipientId')
      .where('id', '=', edited)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('orders')
      .set({ recipientId })
      .where('id', '=', sharing)
      .execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/edit/${edited}`,
      headers: bearer(client),
      payload: { recipient: { delegation: 'Bizerte', city: 'Menzel Bourguiba' } },
    });
    expect(res.statusCode).toBe(200);
    const place = { destGovernorate: 'Bizerte', destDelegation: 'Menzel Bourguiba' };
    expect(await facts(edited)).toMatchObject(place);
    expect(await facts(sharing)).toMatchObject(place);
    expect(await facts(other)).toMatchObject({
      destGovernorate: 'Sfax',
      destDelegation: 'Sfax Ville',
    });
  });
});

// The demo seed writes the same facts as the API's writes and the migration's backfill.
describe.each(dialectsFor('sql'))('statistics facts of the demo data (%s)', (dialect) => {
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

// The backfill: the migration adds the four columns and fills them for the orders already there, from their
// movements (the latest DELIVERED and RETURN_TO_SENDER) and their recipient's place. The database is
// brought to the migration before, orders of that schema are written by hand, then the migration runs.
describe.each(dialectsFor('sql'))(
  'the statistics facts migration backfills existing orders (%s)',
  (dialect) => {
    const FACTS = '2026-11-28T09-00_statistics-facts';
    const BEFORE = '2026-11-27T09-00_statistics-covering';
    let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
    let migrator: Migrator;
    const ids: Record<string, number> = {};
    const created = '2026-10-01T08:00:00.000Z';
    // insertOrder's movement i happens i minutes after the order's creation.
    const minute = (i: number) => `2026-10-01T08:0${i}:00.000Z`;

    beforeAll(async () => {
      db = await createEmptyDatabase(dialect);
      migrator = new Migrator({ db: db.handle.db, provider: migrationProvider(dialect) });
      const { error } = await migrator.migrateTo(BEFORE);
      if (error) throw error;
      await insertAdmin(db.handle);
      const m = await createMerchant(db.handle.db, 'backfill');
      const order = (statuses: string[], place?: { delegation: string; city: string }) =>
        insertOrder(db.handle.db, {
          clientId: m.clientId,
          businessId: m.businessIds[0]!,
          statuses,
          createdAt: created,
          collected: statuses.includes('COLLECTED'),
          place,
          withoutFacts: true,
        });
      const path = ['CREATED', 'COLLECTED', 'IN_TRANSIT'];
      ids.delivered = await order([...path, 'DELIVERED', 'PAID_TO_WOLVO'], {
        delegation: 'Tunis',
        city: 'La Marsa',
      });
      ids.returned = await order([...path, 'RETURN_TO_SENDER', 'IN_TRANSIT_TO_SENDER'], {
        delegation: 'Sousse',
        city: 'Msaken',
      });
      ids.inTransit = await order(path);
      // Delivered, then staff added the return to the sender (the editor allows any status after another).
      ids.deliveredThenReturned = await order([...path, 'DELIVERED', 'RETURN_TO_SENDER'], {
        delegation: 'Nabeul',
        city: 'Hammamet',
      });
      // Delivered, tried again, delivered again: the latest delivery counts.
      ids.deliveredTwice = await order([
        ...path,
        'DELIVERED',
        'IN_TRANSIT_SECOND_TRY',
        'DELIVERED',
      ]);
      ids.created = await order(['CREATED'], { delegation: 'Ariana', city: 'Raoued' });
      // A deleted order is filled as well (the indexes leave it out, the facts stay true).
      await db.handle.db
        .updateTable('orders')
        .set({ deletedAt: '2026-10-02T00:00:00.000Z' })
        .where('id', '=', ids.created)
        .execute();
    });
    afterAll(async () => {
      await db?.close();
    });

    const facts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(ids).map(async ([name, id]) => [
            name,
            await db.handle.db
              .selectFrom('orders')
              .select(['deliveredAt', 'returnedAt', 'destGovernorate', 'destDelegation'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow(),
          ]),
        ),
      );
    const EXPECTED = {
      delivered: {
        deliveredAt: minute(3),
        returnedAt: null,
        destGovernorate: 'Tunis',
        destDelegation: 'La Marsa',
      },
      returned: {
        deliveredAt: null,
        returnedAt: minute(3),
        destGovernorate: 'Sousse',
        destDelegation: 'Msaken',
      },
      inTransit: {
        deliveredAt: null,
        returnedAt: null,
        destGovernorate: 'Sfax',
        destDelegation: 'Sfax Ville',
      },
      deliveredThenReturned: {
        deliveredAt: minute(3),
        returnedAt: minute(4),
        destGovernorate: 'Nabeul',
        destDelegation: 'Hammamet',
      },
      deliveredTwice: {
        deliveredAt: minute(5),
        returnedAt: null,
        destGovernorate: 'Sfax',
        destDelegation: 'Sfax Ville',
      },
      created: {
        deliveredAt: null,
        returnedAt: null,
        destGovernorate: 'Ariana',
        destDelegation: 'Raoued',
      },
    };

    it('fills each column with the known answer', async () => {
      const { error, results } = await migrator.migrateTo(FACTS);
      if (error) throw error;
      expect(results?.map((r) => [r.migrationName, r.status])).toEqual([[FACTS, 'Success']]);
      expect(await facts()).toEqual(EXPECTED);
    });

    it('drops the columns on the way down and fills them the same on the way up again', async () => {
      expect((await migrator.migrateDown()).error).toBeUndefined();
      const columns = async () =>
        (await db.handle.db.introspection.getTables())
          .find((t) => t.name === 'orders')!
          .columns.map((c) => c.name);
      expect(await columns()).not.toContain('delivered_at');
      expect((await migrator.migrateUp()).error).toBeUndefined();
      expect(await columns()).toEqual(
        expect.arrayContaining([
          'delivered_at',
          'returned_at',
          'dest_governorate',
          'dest_delegation',
        ]),
      );
      expect(await facts()).toEqual(EXPECTED);
    });

    it('leaves a database the later migrations bring up to date', async () => {
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      expect(await facts()).toEqual(EXPECTED);
    });
  },
);
