import type { DashboardAlpha, DashboardPartner } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser, insertOrder } from './order-fixtures';

// Dashboard alpha and the partner dashboard against a real database with no demo orders: every figure
// checked against a small hand-built set (two merchants, two partners, orders in and out of the period).
describe.each(dialectsFor('sql'))('dashboards (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let m1: Awaited<ReturnType<typeof createMerchant>>;
  let m2: Awaited<ReturnType<typeof createMerchant>>;
  let a: number;
  let b: number;
  let m1Token: string;
  const ids: Record<string, number> = {};

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

  async function partner(name: string, deliveryCost: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-company/add',
      headers: bearer(admin),
      payload: { name: `${name} ${dialect}`, deliveryCost, returnCost: 3000, exchangeCost: 9000 },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  async function order(
    merchant: Awaited<ReturnType<typeof createMerchant>>,
    status: string,
    day: string,
    price: number,
    handed?: { partner: number; wording: string },
  ) {
    const id = await insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses: handed ? ['CREATED', 'COLLECTED', status] : [status],
      createdAt: `${day}T09:30:00.000Z`,
      price,
      collected: Boolean(handed),
    });
    if (handed)
      await t.handle.db
        .updateTable('orders')
        .set({ deliveryCompanyId: handed.partner, partnerStatus: handed.wording })
        .where('id', '=', id)
        .execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
    a = await partner('Alpha Express', 5_000);
    b = await partner('Beta Colis', 5_500);
    m1 = await createMerchant(t.handle.db, `dash1.${dialect}`);
    m2 = await createMerchant(t.handle.db, `dash2.${dialect}`);
    ids.created = await order(m1, 'CREATED', '2026-11-10', 9_000);
    ids.a1 = await order(m1, 'DELIVERED', '2026-11-11', 40_000, { partner: a, wording: 'Livré' });
    ids.a2 = await order(m1, 'DELIVERED', '2026-11-11', 30_000, { partner: a, wording: 'Livré' });
    ids.a3 = await order(m1, 'IN_TRANSIT', '2026-11-12', 99_000, {
      partner: a,
      wording: 'En cours',
    });
    ids.b1 = await order(m1, 'PAID_TO_WOLVO', '2026-11-12', 20_000, {
      partner: b,
      wording: 'Livrée',
    });
    ids.b2 = await order(m1, 'RETURN_TO_SENDER', '2026-11-12', 15_000, {
      partner: b,
      wording: 'Refusé',
    });
    // Before the period: owed by A today, but not handed over in the period.
    ids.old = await order(m1, 'DELIVERED', '2026-11-01', 50_000, { partner: a, wording: 'Livré' });
    // Deleted: counted nowhere.
    ids.deleted = await order(m1, 'CREATED', '2026-11-11', 1_000);
    await t.handle.db
      .updateTable('orders')
      .set({ deletedAt: '2026-11-11T10:00:00.000Z' })
      .where('id', '=', ids.deleted)
      .execute();
    ids.other = await order(m2, 'DELIVERED', '2026-11-11', 70_000, {
      partner: b,
      wording: 'Livrée',
    });
    ids.otherNew = await order(m2, 'CREATED', '2026-11-11', 5_000);
    m1Token = (await login(t.app, `dash1.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const counts = (body: DashboardAlpha) =>
    body.statuses.map((s) => [s.status, s.count] as [string, number]);

  it("counts a client's own orders per status in the period, in the statuses' order", async () => {
    const res = await get(m1Token, '/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12');
    expect(res.statusCode).toBe(200);
    const body = res.json<DashboardAlpha>();
    expect(body).toMatchObject({
      from: '2026-11-10',
      to: '2026-11-12',
      clientId: m1.clientId,
      total: 6,
    });
    expect(counts(body)).toEqual([
      ['CREATED', 1],
      ['IN_TRANSIT', 1],
      ['DELIVERED', 2],
      ['RETURN_TO_SENDER', 1],
      ['PAID_TO_WOLVO', 1],
    ]);
    expect(body.clients).toBeUndefined();
    const oneDay = (
      await get(m1Token, '/order/getDashboardAlpha?from=2026-11-11&to=2026-11-11')
    ).json<DashboardAlpha>();
    expect(counts(oneDay)).toEqual([['DELIVERED', 2]]);
    const wide = (
      await get(m1Token, '/order/getDashboardAlpha?from=2026-10-01&to=2026-11-30')
    ).json<DashboardAlpha>();
    expect(wide.total).toBe(7);
  });

  it('gives the same count as the orders list filtered on the period and the status', async () => {
    const list = await get(
      m1Token,
      '/order/getOrdersOfTheDay?from=2026-11-10&to=2026-11-12&status=DELIVERED',
    );
    expect(list.json().total).toBe(2);
  });

  it("never counts another client's orders, whatever the client asks", async () => {
    const body = (
      await get(
        m1Token,
        `/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12&clientId=${m2.clientId}`,
      )
    ).json<DashboardAlpha>();
    expect(body.clientId).toBe(m1.clientId);
    expect(body.total).toBe(6);
    const m2Token = (await login(t.app, `dash2.${dialect}`)).token;
    const theirs = (
      await get(m2Token, '/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12')
    ).json<DashboardAlpha>();
    expect(counts(theirs)).toEqual([
      ['CREATED', 1],
      ['DELIVERED', 1],
    ]);
  });

  it('lets staff count every client or one, and lists the clients of the filter', async () => {
    const all = (
      await get(admin, '/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12')
    ).json<DashboardAlpha>();
    expect(all.clientId).toBeNull();
    expect(all.total).toBe(8);
    expect(counts(all)).toEqual([
      ['CREATED', 2],
      ['IN_TRANSIT', 1],
      ['DELIVERED', 3],
      ['RETURN_TO_SENDER', 1],
      ['PAID_TO_WOLVO', 1],
    ]);
    expect(all.clients).toEqual(
      expect.arrayContaining([
        { id: m1.clientId, name: `dash1.${dialect} A` },
        { id: m2.clientId, name: `dash2.${dialect} A` },
      ]),
    );
    const one = (
      await get(
        admin,
        `/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12&clientId=${m2.clientId}`,
      )
    ).json<DashboardAlpha>();
    expect(one.clientId).toBe(m2.clientId);
    expect(counts(one)).toEqual([
      ['CREATED', 1],
      ['DELIVERED', 1],
    ]);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await get(m1Token, '/order/getDashboardAlpha?from=2026-11-12&to=2026-11-10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('to: date-picker.invalid-range');
    const partnerRes = await get(admin, '/order/getDashboardPartner?from=2026-11-12&to=2026-11-10');
    expect(partnerRes.statusCode).toBe(400);
  });

  it('gives each partner its parcels handed over, statuses in its wording, delivered cash and debt', async () => {
    const res = await get(admin, '/order/getDashboardPartner?from=2026-11-10&to=2026-11-12');
    expect(res.statusCode).toBe(200);
    const body = res.json<DashboardPartner>();
    const mine = body.partners.filter(
      (p) => p.deliveryCompanyId === a || p.deliveryCompanyId === b,
    );
    expect(mine).toEqual([
      {
        deliveryCompanyId: a,
        name: `Alpha Express ${dialect}`,
        handedOver: 3,
        delivered: 2,
        deliveredCod: 70_000,
        // a1, a2 and the older parcel, none remitted: 120.000 cash less 3 × 5.000 fees.
        owed: 105_000,
        owedOrders: 3,
        statuses: [
          { status: 'IN_TRANSIT', partnerStatus: 'En cours', count: 1 },
          { status: 'DELIVERED', partnerStatus: 'Livré', count: 2 },
        ],
      },
      {
        deliveryCompanyId: b,
        name: `Beta Colis ${dialect}`,
        handedOver: 3,
        delivered: 2,
        deliveredCod: 90_000,
        // Only m2's parcel: b1 was remitted already.
        owed: 64_500,
        owedOrders: 1,
        statuses: [
          { status: 'DELIVERED', partnerStatus: 'Livrée', count: 1 },
          { status: 'RETURN_TO_SENDER', partnerStatus: 'Refusé', count: 1 },
          { status: 'PAID_TO_WOLVO', partnerStatus: 'Livrée', count: 1 },
        ],
      },
    ]);
    // No other partner has parcels in this empty database.
    expect(body.totals).toEqual({
      handedOver: 6,
      delivered: 4,
      deliveredCod: 160_000,
      owed: 169_500,
    });
    const onlyB = (
      await get(
        admin,
        `/order/getDashboardPartner?from=2026-11-10&to=2026-11-12&deliveryCompanyId=${b}`,
      )
    ).json<DashboardPartner>();
    expect(onlyB.partners.map((p) => p.deliveryCompanyId)).toEqual([b]);
    expect(onlyB.totals).toEqual({
      handedOver: 3,
      delivered: 2,
      deliveredCod: 90_000,
      owed: 64_500,
    });
    const eleventh = (
      await get(
        admin,
        `/order/getDashboardPartner?from=2026-11-11&to=2026-11-11&deliveryCompanyId=${a}`,
      )
    ).json<DashboardPartner>();
    expect(eleventh.partners[0]).toMatchObject({
      handedOver: 2,
      deliveredCod: 70_000,
      owed: 105_000,
    });
  });

  it("follows team members' page permissions", async () => {
    const staffMember = async (name: string, page: string) => {
      await createUser(t.handle.db, `${name}.${dialect}`, 'companyPersonnelTeam', null, {
        [page]: 'VIEW',
      });
      return (await login(t.app, `${name}.${dialect}`)).token;
    };
    const partnerOnly = await staffMember('dash.partner', 'DASHBOARD_PARTNER');
    const alphaOnly = await staffMember('dash.alpha', 'DASHBOARD_ALPHA');
    expect((await get(partnerOnly, '/order/getDashboardPartner')).statusCode).toBe(200);
    expect((await get(partnerOnly, '/order/getDashboardAlpha')).statusCode).toBe(403);
    expect((await get(alphaOnly, '/order/getDashboardAlpha')).statusCode).toBe(200);
    expect((await get(alphaOnly, '/order/getDashboardPartner')).statusCode).toBe(403);

    const clientMember = async (name: string, page: string) => {
      await createUser(t.handle.db, `${name}.${dialect}`, 'clientPersonnelTeam', m1.clientId, {
        [page]: 'VIEW',
      });
      return (await login(t.app, `${name}.${dialect}`)).token;
    };
    const overview = await clientMember('dash.overview', 'DASHBOARD_ALPHA_OVERVIEW');
    const ordersOnly = await clientMember('dash.orders', 'ORDERS_ORDER_OF_THE_DAY');
    const seen = await get(overview, '/order/getDashboardAlpha?from=2026-11-10&to=2026-11-12');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().total).toBe(6);
    expect((await get(ordersOnly, '/order/getDashboardAlpha')).statusCode).toBe(403);
    expect((await get(m1Token, '/order/getDashboardPartner')).statusCode).toBe(403);
  });
});
