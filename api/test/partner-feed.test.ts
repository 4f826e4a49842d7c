import type { PartnerStatusUpdatesResponse } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { checkBillsAroundEachTest } from './bill-checks';
import { createMerchant, insertOrder } from './order-fixtures';

// The delivery partners' status feed against a real database: each partner calls with its own key, may
// report only orders assigned to it and collected, and a repeated update changes nothing. Staff assign
// orders to partners, all or none. Hand-built orders, two hand-made partners.
describe.each(dialectsFor('sql'))('partner status feed (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  const partners: Array<{ id: number; key: string }> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
    merchant = await createMerchant(t.handle.db, `feed.${dialect}`);
    for (const name of ['Rapide Nord', 'Rapide Sud']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/delivery-company/add',
        headers: bearer(admin),
        payload: {
          name: `${name} ${dialect}`,
          deliveryCost: 5000,
          returnCost: 3000,
          exchangeCost: 6000,
        },
      });
      expect(res.statusCode).toBe(201);
      partners.push({ id: res.json().id, key: res.json().apiKey });
    }
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const collectedOrder = async (statuses = ['CREATED', 'COLLECTED']) =>
    insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses,
      createdAt: '2026-11-20T08:00:00.000Z',
      collected: statuses.includes('COLLECTED'),
    });
  const codeOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('orders')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code;
  const assign = (ids: number[], deliveryCompanyId: number, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/order/assign-partner',
      headers: bearer(token),
      payload: { ids, deliveryCompanyId },
    });
  const push = (key: string, updates: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/status-updates',
      headers: { 'x-partner-key': key },
      payload: { updates },
    });
  const historyOf = (orderId: number) =>
    t.handle.db
      .selectFrom('movements')
      .select(['status', 'partnerStatus', 'location', 'note'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute();

  it('appends each accepted update as a movement and ignores the same update sent again', async () => {
    const [nord] = partners;
    const orderId = await collectedOrder();
    expect((await assign([orderId], nord!.id)).json()).toEqual({
      message: 'partner.orders-assigned',
      count: 1,
    });
    const code = await codeOf(orderId);
    const updates = [
      { idempotencyKey: 'n-1', orderCode: code, status: 'IN_TRANSIT', partnerStatus: 'En route' },
      {
        idempotencyKey: 'n-2',
        orderCode: code,
        status: 'DELIVERED',
        partnerStatus: 'Livré au client',
        location: 'Sfax',
        note: 'Remis en main propre',
      },
    ];
    const first = await push(nord!.key, updates);
    expect(first.statusCode).toBe(200);
    expect(first.json<PartnerStatusUpdatesResponse>().results).toEqual([
      { idempotencyKey: 'n-1', result: 'accepted' },
      { idempotencyKey: 'n-2', result: 'accepted' },
    ]);
    // The partner's retry after a timeout: nothing more is written.
    const again = await push(nord!.key, updates);
    expect(again.json<PartnerStatusUpdatesResponse>().results.map((r) => r.result)).toEqual([
      'duplicate',
      'duplicate',
    ]);
    expect(await historyOf(orderId)).toEqual([
      { status: 'CREATED', partnerStatus: null, location: null, note: null },
      { status: 'COLLECTED', partnerStatus: null, location: null, note: null },
      { status: 'IN_TRANSIT', partnerStatus: 'En route', location: null, note: null },
      {
        status: 'DELIVERED',
        partnerStatus: 'Livré au client',
        location: 'Sfax',
        note: 'Remis en main propre',
      },
    ]);
    const order = await t.handle.db
      .selectFrom('orders')
      .select(['status', 'partnerStatus'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'DELIVERED', partnerStatus: 'Livré au client' });
  });

  it("refuses updates for another partner's order, an unknown code and an order not yet collected, alike", async () => {
    const [nord, sud] = partners;
    const theirs = await collectedOrder();
    await assign([theirs], sud!.id);
    const waiting = await collectedOrder(['CREATED', 'READY']);
    await assign([waiting], nord!.id);
    const res = await push(nord!.key, [
      {
        idempotencyKey: 'x-1',
        orderCode: await codeOf(theirs),
        status: 'IN_TRANSIT',
        partnerStatus: 'Pris',
      },
      {
        idempotencyKey: 'x-2',
        orderCode: 'WLV000000000',
        status: 'IN_TRANSIT',
        partnerStatus: 'Pris',
      },
      {
        idempotencyKey: 'x-3',
        orderCode: await codeOf(waiting),
        status: 'IN_TRANSIT',
        partnerStatus: 'Pris',
      },
    ]);
    expect(res.json<PartnerStatusUpdatesResponse>().results).toEqual([
      { idempotencyKey: 'x-1', result: 'refused', reason: 'partner.order-not-assigned' },
      { idempotencyKey: 'x-2', result: 'refused', reason: 'partner.order-not-assigned' },
      { idempotencyKey: 'x-3', result: 'refused', reason: 'partner.order-not-collected' },
    ]);
    expect((await historyOf(theirs)).map((m) => m.status)).toEqual(['CREATED', 'COLLECTED']);
    // A refused key is not remembered: the same key may be sent once the order is the partner's.
    await assign([theirs], nord!.id);
    const later = await push(nord!.key, [
      {
        idempotencyKey: 'x-1',
        orderCode: await codeOf(theirs),
        status: 'IN_TRANSIT',
        partnerStatus: 'Pris',
      },
    ]);
    expect(later.json<PartnerStatusUpdatesResponse>().results[0]!.result).toBe('accepted');
  });

  it('keeps idempotency keys per partner: two partners may use the same key', async () => {
    const [nord, sud] = partners;
    const a = await collectedOrder();
    const b = await collectedOrder();
    await assign([a], nord!.id);
    await assign([b], sud!.id);
    const update = (orderCode: string) => [
      { idempotencyKey: 'shared-1', orderCode, status: 'IN_TRANSIT', partnerStatus: 'Départ' },
    ];
    expect((await push(nord!.key, update(await codeOf(a)))).json().results[0].result).toBe(
      'accepted',
    );
    expect((await push(sud!.key, update(await codeOf(b)))).json().results[0].result).toBe(
      'accepted',
    );
  });

  it('refuses a wrong key, a malformed batch and a status a partner may not report', async () => {
    const orderId = await collectedOrder();
    const code = await codeOf(orderId);
    const wrong = await push('wlp_not-a-key', [
      { idempotencyKey: 'w-1', orderCode: code, status: 'DELIVERED', partnerStatus: 'Livré' },
    ]);
    expect(wrong.statusCode).toBe(401);
    for (const updates of [
      [],
      [{ idempotencyKey: 'w-2', orderCode: code, status: 'PAID_TO_SENDER', partnerStatus: 'Payé' }],
      [{ idempotencyKey: 'w-3', orderCode: code, status: 'DELIVERED', partnerStatus: ' ' }],
      Array.from({ length: 501 }, (_, i) => ({
        idempotencyKey: `w-${i}`,
        orderCode: code,
        status: 'IN_TRANSIT',
        partnerStatus: 'x',
      })),
    ]) {
      const res = await push(partners[0]!.key, updates);
      expect(res.statusCode).toBe(400);
    }
    expect((await historyOf(orderId)).map((m) => m.status)).toEqual(['CREATED', 'COLLECTED']);
  });

  it('assigns all or none, and only staff with EDIT on the partner page may', async () => {
    const ok = await collectedOrder();
    const closed = await collectedOrder(['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_SENDER']);
    const refused = await assign([ok, closed, 999_999], partners[0]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      `${closed}: partner.order-closed`,
      '999999: order.not-found',
    ]);
    const row = await t.handle.db
      .selectFrom('orders')
      .select('deliveryCompanyId')
      .where('id', '=', ok)
      .executeTakeFirstOrThrow();
    expect(row.deliveryCompanyId).toBeNull();
    expect((await assign([ok], 999_999)).statusCode).toBe(404);
    for (const who of ['client', 'admin.team']) {
      const res = await assign([ok], partners[0]!.id, (await login(t.app, who)).token);
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
  });
});
