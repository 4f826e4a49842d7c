import type { ClientPickup, Paged, StaffPickup } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, insertOrder } from './order-fixtures';

// Pickups against a real database: a merchant asks for its printed parcels to be picked up (all or
// nothing), sees its requests; staff see the requests to collect and collect them, once.
describe.each(dialectsFor('sql'))('pickups (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let admin: string;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    merchant = await createMerchant(t.handle.db, `pickup.${dialect}`);
    await createMerchant(t.handle.db, `pickup.other.${dialect}`);
    token = (await login(t.app, `pickup.${dialect}`)).token;
    otherToken = (await login(t.app, `pickup.other.${dialect}`)).token;
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const order = (statuses: string[], price = 10_000) =>
    insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses,
      createdAt: '2026-11-20T08:00:00.000Z',
      price,
      collected: statuses.includes('COLLECTED'),
    });
  const ask = (ids: number[], as = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/pickup-request',
      headers: bearer(as),
      payload: { ids },
    });
  const statusOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('orders')
        .select(['status', 'collectedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const historyOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('movements')
        .select('status')
        .where('orderId', '=', id)
        .orderBy('id')
        .execute()
    ).map((m) => m.status);

  it('asks for printed parcels, all or nothing, naming each refused one', async () => {
    const printed = await order(['CREATED', 'READY'], 12_500);
    const reprinted = await order(['CREATED', 'READY', 'PRINTED_N_TIMES'], 30_000);
    const notPrinted = await order(['CREATED']);
    const collected = await order(['CREATED', 'READY', 'COLLECTED']);

    expect((await ask([])).json().message).toBe('ids: pickup.no-orders');
    const refused = await ask([printed, notPrinted, collected, 999_999]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual([
      `${notPrinted}: order.not-printed`,
      `${collected}: order.already-collected`,
      '999999: order.not-found',
    ]);
    expect(await statusOf(printed)).toBe('READY');

    const res = await ask([printed, reprinted, printed]);
    expect(res.statusCode).toBe(201);
    expect(res.json<ClientPickup>()).toMatchObject({
      state: 'REQUESTED',
      parcels: 2,
      cod: 42_500,
      collectedAt: null,
    });
    expect(await statusOf(printed)).toBe('AWAITING_COLLECTION');
    expect((await historyOf(reprinted)).at(-1)).toBe('AWAITING_COLLECTION');
    const again = await ask([printed]);
    expect(again.json().message).toEqual([`${printed}: order.pickup-already-requested`]);
    // Another merchant cannot ask for these.
    const other = await ask([reprinted], otherToken);
    expect(other.statusCode).toBe(404);

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getClientPickups',
        headers: bearer(token),
      })
    ).json<Paged<ClientPickup>>();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: res.json().id, parcels: 2, cod: 42_500 });
    const theirs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getClientPickups',
        headers: bearer(otherToken),
      })
    ).json<Paged<ClientPickup>>();
    expect(theirs.total).toBe(0);
  });

  it('lets one of two requests for the same parcel at once in', async () => {
    const printed = await order(['CREATED', 'BP_PRINTED']);
    const answers = await Promise.all([ask([printed]), ask([printed])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.handle.db
      .selectFrom('pickupRequestOrders')
      .select('requestId')
      .where('orderId', '=', printed)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('shows staff the requests to collect with where to go, and collects each once', async () => {
    const a = await order(['CREATED', 'READY'], 7_000);
    const b = await order(['CREATED', 'READY'], 8_000);
    const request = (await ask([a, b])).json<ClientPickup>();
    const list = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/getCommercialPickupsOfTheDay${query}`,
          headers: bearer(admin),
        })
      ).json<Paged<StaffPickup>>();
    const before = (await list()).items.find((p) => p.id === request.id)!;
    expect(before).toMatchObject({
      state: 'REQUESTED',
      parcels: 2,
      cod: 15_000,
      clientId: merchant.clientId,
      company: `pickup.${dialect} A`,
      pickupAddress: '1 Rue du Test',
      delegation: 'Tunis',
      city: 'La Marsa',
      phone1: '71000000',
    });
    // An order deleted after the request is not collected.
    await t.handle.db
      .updateTable('orders')
      .set({ deletedAt: '2026-11-21T00:00:00.000Z' })
      .where('id', '=', b)
      .execute();
    const collect = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/order/pickup/${request.id}/collect`,
        headers: bearer(admin),
      });
    const [first, second] = await Promise.all([collect(), collect()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const won = first.statusCode === 200 ? first : second;
    expect(won.json()).toEqual({ id: request.id, collected: 1, orderIds: [a], remaining: 0 });
    expect(await statusOf(a)).toBe('COLLECTED');
    const collectedAt = (
      await t.handle.db
        .selectFrom('orders')
        .select('collectedAt')
        .where('id', '=', a)
        .executeTakeFirstOrThrow()
    ).collectedAt;
    expect(collectedAt).not.toBeNull();
    const after = (await list()).items.find((p) => p.id === request.id)!;
    expect(after.state).toBe('COLLECTED');
    // Another day's list does not hold today's collected request.
    expect((await list('?day=2020-01-01')).items.map((p) => p.id)).not.toContain(request.id);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/order/pickup/999999/collect',
      headers: bearer(admin),
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'pickup.not-found' });
  });

  it("collects only the chosen parcels in one go, refusing another client's order, then the rest", async () => {
    const [a, b, c] = [
      await order(['CREATED', 'READY']),
      await order(['CREATED', 'READY']),
      await order(['CREATED', 'READY']),
    ];
    const request = (await ask([a, b, c])).json<ClientPickup>();
    const other = await createMerchant(t.handle.db, `pickup.third.${dialect}`);
    const theirs = await insertOrder(t.handle.db, {
      clientId: other.clientId,
      businessId: other.businessIds[0]!,
      statuses: ['CREATED', 'READY', 'AWAITING_COLLECTION'],
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    const collect = (ids?: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/order/pickup/${request.id}/collect`,
        headers: bearer(admin),
        payload: ids ? { ids } : {},
      });
    const historyLength = async () =>
      Promise.all([a, b, c, theirs].map(async (id) => (await historyOf(id)).length));
    const before = await historyLength();

    // Another client's order (and an unknown id) refuses the whole call: nothing moves.
    const refused = await collect([a, theirs, 999_999]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      `${theirs}: pickup.order-not-waiting`,
      '999999: pickup.order-not-waiting',
    ]);
    expect(await historyLength()).toEqual(before);
    expect(await statusOf(a)).toBe('AWAITING_COLLECTION');

    // Two of three: only they move, a movement each; the request still waits for the third.
    const some = await collect([c, a]);
    expect(some.json()).toEqual({ id: request.id, collected: 2, orderIds: [c, a], remaining: 1 });
    expect(await Promise.all([a, b, c].map(statusOf))).toEqual([
      'COLLECTED',
      'AWAITING_COLLECTION',
      'COLLECTED',
    ]);
    expect(await historyOf(a)).toEqual(['CREATED', 'READY', 'AWAITING_COLLECTION', 'COLLECTED']);
    expect(await historyLength()).toEqual([before[0]! + 1, before[1], before[2]! + 1, before[3]]);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getCommercialPickupsOfTheDay?limit=100',
        headers: bearer(admin),
      })
    ).json<Paged<StaffPickup>>();
    const row = list.items.find((p) => p.id === request.id)!;
    expect(row.state).toBe('REQUESTED');
    expect(row.orders.map((o) => [o.id, o.status])).toEqual([
      [a, 'COLLECTED'],
      [b, 'AWAITING_COLLECTION'],
      [c, 'COLLECTED'],
    ]);
    // Each parcel says when it was collected (the same moment for the two), null while it waits.
    const [atA, atB, atC] = row.orders.map((o) => o.collectedAt);
    expect(atA).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect([atB, atC]).toEqual([null, atA]);
    // A parcel already collected is no longer waiting.
    expect((await collect([a])).statusCode).toBe(400);

    // The rest (no ids: all still waiting) closes the request.
    const rest = await collect();
    expect(rest.json()).toEqual({ id: request.id, collected: 1, orderIds: [b], remaining: 0 });
    expect((await collect()).statusCode).toBe(409);
  });

  it('lists on each day every parcel collected that day, also from a partly collected request', async () => {
    // Hand-built: P asked on the 19th, one parcel collected on the 20th, the other on the 21st (then the
    // request is COLLECTED); Q asked on the 20th, one of two parcels collected that day (still to
    // collect); R wholly collected on the 19th.
    const parcel = async (status: string, collectedAt: string | null) => {
      const id = await order([
        'CREATED',
        'READY',
        'AWAITING_COLLECTION',
        ...(collectedAt ? [status] : []),
      ]);
      await t.handle.db.updateTable('orders').set({ collectedAt }).where('id', '=', id).execute();
      return id;
    };
    const request = async (
      state: 'REQUESTED' | 'COLLECTED',
      createdAt: string,
      collectedAt: string | null,
      orderIds: number[],
    ) => {
      const { id } = await t.handle.db
        .insertInto('pickupRequests')
        .values({
          clientId: merchant.clientId,
          state,
          requestedBy: null,
          createdAt,
          collectedAt,
          collectedBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('pickupRequestOrders')
        .values(orderIds.map((orderId) => ({ requestId: id, orderId })))
        .execute();
      return id;
    };
    const p1 = await parcel('COLLECTED', '2026-11-20T09:00:00.000Z');
    const p2 = await parcel('COLLECTED', '2026-11-21T10:00:00.000Z');
    const q1 = await parcel('COLLECTED', '2026-11-20T11:00:00.000Z');
    const q2 = await parcel('AWAITING_COLLECTION', null);
    const r1 = await parcel('COLLECTED', '2026-11-19T09:00:00.000Z');
    const P = await request('COLLECTED', '2026-11-19T08:00:00.000Z', '2026-11-21T10:00:00.000Z', [
      p1,
      p2,
    ]);
    const Q = await request('REQUESTED', '2026-11-20T07:00:00.000Z', null, [q1, q2]);
    const R = await request('COLLECTED', '2026-11-18T08:00:00.000Z', '2026-11-19T09:00:00.000Z', [
      r1,
    ]);
    const mine = new Set([P, Q, R]);

    const dayList = async (day: string) => {
      const page = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/getCommercialPickupsOfTheDay?limit=100&day=${day}`,
          headers: bearer(admin),
        })
      ).json<Paged<StaffPickup>>();
      const rows = page.items.filter((p) => mine.has(p.id));
      return {
        ids: rows.map((p) => p.id),
        state: Object.fromEntries(rows.map((p) => [p.id, p.state])),
        collectedThatDay: rows
          .flatMap((p) => p.orders)
          .filter((o) => o.collectedAt?.startsWith(day))
          .map((o) => o.id)
          .sort((a, b) => a - b),
      };
    };

    // The 20th: Q still to collect (first), and P for the parcel collected that day.
    const twentieth = await dayList('2026-11-20');
    expect(twentieth.ids).toEqual([Q, P]);
    expect(twentieth.state).toEqual({ [Q]: 'REQUESTED', [P]: 'COLLECTED' });
    expect(twentieth.collectedThatDay).toEqual([p1, q1]);
    // The 21st: P's last parcel; Q is still to collect.
    const twentyFirst = await dayList('2026-11-21');
    expect(twentyFirst.ids).toEqual([Q, P]);
    expect(twentyFirst.collectedThatDay).toEqual([p2]);
    // The 19th: R, collected that day, and Q (to collect whatever the day); P had nothing collected.
    const nineteenth = await dayList('2026-11-19');
    expect(nineteenth.ids).toEqual([Q, R]);
    expect(nineteenth.collectedThatDay).toEqual([r1]);
    // Q's row: one of two parcels collected, the other still waiting and the only one to choose.
    const q = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getCommercialPickupsOfTheDay?limit=100&day=2026-11-20',
        headers: bearer(admin),
      })
    )
      .json<Paged<StaffPickup>>()
      .items.find((p) => p.id === Q)!;
    expect(q.orders.map((o) => [o.id, o.status, o.collectedAt])).toEqual([
      [q1, 'COLLECTED', '2026-11-20T11:00:00.000Z'],
      [q2, 'AWAITING_COLLECTION', null],
    ]);
  });
});
