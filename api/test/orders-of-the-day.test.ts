import { createMerchant, createUser, insertOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

const DAY = 86_400_000;

describe.each(dialectsFor('sql'))('orders of the day and delete-many (%s)', (dialect) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createMerchant>>;
  let b: Awaited<ReturnType<typeof createMerchant>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
    const db = t.handle.db;
    a = await createMerchant(db, 'list.a');
    b = await createMerchant(db, 'list.b');
    await createUser(db, 'list.a.viewer', 'clientPersonnelTeam', a.clientId, {
      ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD|EDIT',
    });
    for (const name of ['list.a', 'list.b', 'list.a.viewer', 'admin'])
      tokens[name] = (await login(t.app, name)).token;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const [a0, a1] = a.businessIds;
    const base = { clientId: a.clientId, businessId: a0 };
    // Today: one new, one already delivered. Older: one printed (not collected), one in transit, one cancelled.
    ids.today = await insertOrder(db, {
      ...base,
      statuses: ['MANUAL_ORDER'],
      createdAt: iso(now - 60_000),
      phone: '50111111',
      fullname: 'Amel Trabelsi',
    });
    ids.todayDelivered = await insertOrder(db, {
      ...base,
      businessId: a1,
      source: 'INSTAGRAM',
      statuses: ['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'],
      createdAt: iso(now - 120_000),
      collected: true,
      phone: '50222222',
      fullname: 'Karim Gharbi',
    });
    ids.printed = await insertOrder(db, {
      ...base,
      service: 'EXCHANGE',
      statuses: ['MANUAL_ORDER', 'BP_PRINTED'],
      createdAt: iso(now - 10 * DAY),
      phone: '50333333',
      fullname: 'Sami Mejri',
    });
    ids.inTransit = await insertOrder(db, {
      ...base,
      statuses: ['MANUAL_ORDER', 'COLLECTED', 'IN_TRANSIT'],
      createdAt: iso(now - 10 * DAY - 1000),
      collected: true,
    });
    ids.cancelled = await insertOrder(db, {
      ...base,
      statuses: ['MANUAL_ORDER', 'CANCELLED'],
      createdAt: iso(now - 10 * DAY - 2000),
    });
    // A fixed past week of five orders for dates and paging.
    for (let i = 0; i < 5; i++)
      ids[`march${i}`] = await insertOrder(db, {
        ...base,
        statuses: ['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'],
        createdAt: `2025-03-1${i}T10:00:00.000Z`,
        collected: true,
        price: 1000 * (i + 1),
      });
    ids.foreign = await insertOrder(db, {
      clientId: b.clientId,
      businessId: b.businessIds[0],
      statuses: ['MANUAL_ORDER'],
      createdAt: iso(now - 30_000),
      phone: '50111111',
    });
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/getOrdersOfTheDay${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const idsOf = (page: { items: { id: number }[] }) => page.items.map((i) => i.id);

  it("shows today's orders plus every order not collected yet, newest first, with the summary", async () => {
    const page = await list(tokens['list.a']);
    expect(idsOf(page)).toEqual([ids.today, ids.todayDelivered, ids.printed]);
    expect(page).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    expect(page.summary).toEqual({ MANUAL_ORDER: 1, DELIVERED: 1, BP_PRINTED: 1 });
    expect(page.items[0]).toMatchObject({
      id: ids.today,
      code: expect.stringMatching(/^WLV/),
      status: 'MANUAL_ORDER',
      subStatus: null,
      business: { id: a.businessIds[0], name: 'list.a A' },
      recipient: {
        fullname: 'Amel Trabelsi',
        phone1: '50111111',
        delegation: 'Sfax',
        city: 'Sfax Ville',
      },
      risk: { level: 'NONE', delivered: 0, refused: 0, notSerious: 0 },
    });
  });

  it('filters by several statuses while the summary keeps every status', async () => {
    const page = await list(tokens['list.a'], '?status=MANUAL_ORDER&status=BP_PRINTED');
    expect(idsOf(page)).toEqual([ids.today, ids.printed]);
    expect(page.total).toBe(2);
    expect(page.summary).toEqual({ MANUAL_ORDER: 1, DELIVERED: 1, BP_PRINTED: 1 });
  });

  it('filters by service, source and company', async () => {
    expect(idsOf(await list(tokens['list.a'], '?service=EXCHANGE'))).toEqual([ids.printed]);
    expect(idsOf(await list(tokens['list.a'], '?source=INSTAGRAM'))).toEqual([ids.todayDelivered]);
    expect(idsOf(await list(tokens['list.a'], `?businessId=${a.businessIds[1]}`))).toEqual([
      ids.todayDelivered,
    ]);
  });

  it('takes a date range instead of the default view and pages it', async () => {
    const week = await list(tokens['list.a'], '?from=2025-03-10&to=2025-03-14');
    expect(week.total).toBe(5);
    expect(week.summary).toEqual({ DELIVERED: 5 });
    const second = await list(tokens['list.a'], '?from=2025-03-10&to=2025-03-14&offset=2&limit=2');
    expect(idsOf(second)).toEqual([ids.march2, ids.march1]);
    expect(second).toMatchObject({ page: 2, total: 5, totalPages: 3 });
    expect(idsOf(await list(tokens['list.a'], '?from=2025-03-11&to=2025-03-11'))).toEqual([
      ids.march1,
    ]);
    expect((await list(tokens['list.a'], '?from=2025-03-11&to=2025-03-11')).items[0].price).toBe(
      2000,
    );
  });

  it('searches the id, code, partner code, phone (8 digits) and a piece of the recipient name', async () => {
    const code = (await list(tokens['list.a'])).items[1].code as string;
    const partnerCode = (
      await t.handle.db
        .selectFrom('orders')
        .select('partnerCode')
        .where('id', '=', ids.todayDelivered)
        .executeTakeFirstOrThrow()
    ).partnerCode!;
    const all = '&from=2000-01-01&to=2099-12-31';
    expect(idsOf(await list(tokens['list.a'], `?search=${ids.printed}${all}`))).toContain(
      ids.printed,
    );
    expect(idsOf(await list(tokens['list.a'], `?search=${code.toLowerCase()}`))).toEqual([
      ids.todayDelivered,
    ]);
    expect(idsOf(await list(tokens['list.a'], `?search=${partnerCode}`))).toEqual([
      ids.todayDelivered,
    ]);
    expect(idsOf(await list(tokens['list.a'], '?search=50333333'))).toEqual([ids.printed]);
    expect(idsOf(await list(tokens['list.a'], '?search=TRABEL'))).toEqual([ids.today]);
    expect(idsOf(await list(tokens['list.a'], '?search=%25'))).toEqual([]);
  });

  it('shows a client only its own orders, whatever clientId it sends; staff choose the client', async () => {
    expect(idsOf(await list(tokens['list.a'], `?clientId=${b.clientId}`))).toEqual([
      ids.today,
      ids.todayDelivered,
      ids.printed,
    ]);
    expect(idsOf(await list(tokens['list.b']))).toEqual([ids.foreign]);
    expect(idsOf(await list(tokens.admin, `?clientId=${b.clientId}`))).toEqual([ids.foreign]);
    expect(idsOf(await list(tokens.admin, `?clientId=${a.clientId}`))).toEqual([
      ids.today,
      ids.todayDelivered,
      ids.printed,
    ]);
  });

  it('names invalid query fields', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/getOrdersOfTheDay?from=01-03-2025&limit=500',
      headers: bearer(tokens['list.a']),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      expect.stringMatching(/^from: /),
      expect.stringMatching(/^limit: /),
    ]);
  });

  describe('delete-many', () => {
    const del = (token: string, orderIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/delete-many',
        headers: bearer(token),
        payload: { ids: orderIds },
      });

    it('refuses a team member without DELETE', async () => {
      expect((await del(tokens['list.a.viewer'], [ids.today])).statusCode).toBe(403);
    });

    it('deletes nothing when one id is refused, and says why for each', async () => {
      const res = await del(tokens['list.a'], [ids.today, ids.inTransit, ids.foreign, 999_999]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toEqual([
        `${ids.inTransit}: order.already-collected`,
        `${ids.foreign}: order.not-found`,
        '999999: order.not-found',
      ]);
      expect(idsOf(await list(tokens['list.a']))).toContain(ids.today);
      expect(idsOf(await list(tokens['list.b']))).toEqual([ids.foreign]);
    });

    it("answers 404 when every id is another client's or unknown", async () => {
      const res = await del(tokens['list.a'], [ids.foreign]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toEqual([`${ids.foreign}: order.not-found`]);
    });

    it('deletes own orders not yet collected', async () => {
      const res = await del(tokens['list.a'], [ids.today, ids.printed]);
      expect(res.json()).toEqual({ count: 2 });
      expect(idsOf(await list(tokens['list.a']))).toEqual([ids.todayDelivered]);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/get/search-for-id/${ids.today}`,
        headers: bearer(tokens['list.a']),
      });
      expect(detail.statusCode).toBe(404);
    });
  });
});
