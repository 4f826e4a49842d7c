import ExcelJS from 'exceljs';
import type { FaultyOrdersPage, OrderReport, Paged } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, insertOrder } from './order-fixtures';

// Faulty orders and reports against a real database: a hand-built set of orders of two merchants with
// known answers (which are faulty and why, the summary per type, positions), every report rule of spec
// section 5 per role, the notifications, tenant isolation and the spreadsheets.
describe.each(dialectsFor('sql'))('faulty orders and reports (%s)', (dialect) => {
  const NOW = new Date('2026-12-01T12:00:00.000Z');
  let t: TestApp;
  let admin: string;
  let adminTeam: string;
  let clientA: string;
  let clientB: string;
  let a: Awaited<ReturnType<typeof createMerchant>>;
  let b: Awaited<ReturnType<typeof createMerchant>>;
  let partnerId: number;
  const ids: Record<string, number> = {};
  /** Notifications of the demo seed stay out of the counts. */
  let seededNotifications = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 }, { clock: () => NOW });
    const db = t.handle.db;
    a = await createMerchant(db, `report.a.${dialect}`);
    b = await createMerchant(db, `report.b.${dialect}`);
    admin = (await login(t.app, 'admin')).token;
    adminTeam = (await login(t.app, 'admin.team')).token;
    clientA = (await login(t.app, `report.a.${dialect}`)).token;
    clientB = (await login(t.app, `report.b.${dialect}`)).token;
    partnerId = (
      await db.selectFrom('deliveryCompanies').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const order = (name: string, statuses: string[], day: string, price: number, merchant = a) =>
      insertOrder(db, {
        clientId: merchant.clientId,
        businessId: merchant.businessIds[0]!,
        statuses,
        createdAt: `2026-11-${day}T08:00:00.000Z`,
        price,
        collected: statuses.includes('COLLECTED'),
        fullname: `Client ${name}`,
      }).then((id) => (ids[name] = id));
    const route = ['CREATED', 'COLLECTED', 'IN_TRANSIT'];
    await order('delivered', [...route, 'DELIVERED'], '20', 10_000);
    await order('returned', [...route, 'RETURN_TO_SENDER'], '20', 20_000);
    await order('stuck', ['CREATED', 'COLLECTED'], '20', 30_000);
    await order('fresh', ['CREATED', 'COLLECTED'], '30', 31_000);
    await order('damaged', route, '21', 40_000);
    // Refunded without being marked damaged: lost on the way.
    await order('lost', [...route, 'REFUNDED'], '24', 15_000);
    await order(
      'delayed',
      [...route, 'IN_TRANSIT_SECOND_TRY', 'IN_TRANSIT_THIRD_TRY'],
      '29',
      50_000,
    );
    await order('reported', route, '29', 60_000);
    await order('other', [...route, 'DELIVERED_TO_SENDER'], '25', 70_000, b);
    await order('deleted', [...route, 'RETURN_TO_SENDER'], '22', 80_000);
    await db
      .updateTable('orders')
      .set({ subStatus: 'DAMAGED' })
      .where('id', '=', ids.damaged!)
      .execute();
    await db
      .updateTable('orders')
      .set({ deliveryCompanyId: partnerId })
      .where('id', '=', ids.other!)
      .execute();
    await db
      .updateTable('orders')
      .set({ deletedAt: '2026-11-23T00:00:00.000Z' })
      .where('id', '=', ids.deleted!)
      .execute();
    const report = (orderId: number, closed: number) =>
      db
        .insertInto('orderReports')
        .values({
          orderId,
          report: 'Colis abîmé',
          decision: closed ? 'Remboursé' : null,
          decisionType: 'WOLVO_DECISION',
          closed,
          createdBy: null,
          createdAt: '2026-10-29T09:00:00.000Z',
          updatedAt: '2026-10-29T09:00:00.000Z',
        })
        .execute();
    await report(ids.reported!, 0);
    await report(ids.delivered!, 1);
    seededNotifications = Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    );
  });
  afterAll(() => t.close());

  const get = <T>(url: string, as = admin) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(as) }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json<T>();
    });
  const faulty = (query = '') =>
    get<FaultyOrdersPage>(`/order/findAllOrdersWithProblems?limit=100&${query}`);

  it('lists the faulty orders, newest first, with why and the summary per type', async () => {
    const page = await faulty();
    expect(page.items.map((o) => o.orderId)).toEqual([
      ids.reported,
      ids.delayed,
      ids.other,
      ids.lost,
      ids.damaged,
      ids.stuck,
      ids.returned,
    ]);
    expect(page.summary).toEqual({
      ALL: { total: 7, price: 285_000 },
      RETURNED: { total: 2, price: 90_000 },
      STILL_COLLECTED: { total: 1, price: 30_000 },
      LOST: { total: 1, price: 15_000 },
    });
    const byId = new Map(page.items.map((o) => [o.orderId, o]));
    expect(byId.get(ids.returned!)!.problems).toEqual(['RETURNED']);
    expect(byId.get(ids.stuck!)!.problems).toEqual(['STILL_COLLECTED']);
    expect(byId.get(ids.damaged!)!.problems).toEqual(['DAMAGED']);
    expect(byId.get(ids.lost!)!.problems).toEqual(['LOST']);
    // LOST is its own filter: the lost parcel only, not the damaged one.
    expect((await faulty('problemType=LOST')).items.map((o) => o.orderId)).toEqual([ids.lost]);
    expect(byId.get(ids.delayed!)!.problems).toEqual(['DELAYED']);
    expect(byId.get(ids.reported!)).toMatchObject({ problems: ['REPORT'], totalReports: 1 });
    expect(byId.get(ids.returned!)).toMatchObject({
      orderStatus: 'RETURN_TO_SENDER',
      orderSubStatus: 'NONE',
      businessName: `report.a.${dialect} A`,
      recipientName: 'Client returned',
      recipientPhone1: '98000000',
      recipientDelegation: 'Sfax',
      price: 20_000,
      statusCreatedAt: '2026-11-20T08:03:00.000Z',
      collectedPosition: 'HUB',
      prevInBoundPosition: 'IN_TRANSIT',
      nextInBoundPosition: 'IN_TRANSIT',
    });
    expect(byId.get(ids.stuck!)).toMatchObject({
      collectedPosition: 'HUB',
      prevInBoundPosition: 'HOME',
      nextInBoundPosition: 'IN_TRANSIT',
    });
    expect(byId.get(ids.delayed!)).toMatchObject({
      collectedPosition: 'IN_TRANSIT',
      prevInBoundPosition: 'HUB',
      nextInBoundPosition: 'RECIPIENT',
    });
  });

  it('filters by problem type, keeping the summary, and by sender, partner, dates and search', async () => {
    const returned = await faulty('problemType=RETURNED');
    expect(returned.items.map((o) => o.orderId)).toEqual([ids.other, ids.returned]);
    expect(returned.total).toBe(2);
    expect(returned.summary.ALL.total).toBe(7);
    const stuck = await faulty('problemType=STILL_COLLECTED');
    expect(stuck.items.map((o) => o.orderId)).toEqual([ids.stuck]);
    const sender = await faulty(`business=${b.businessIds[0]}`);
    expect(sender.items.map((o) => o.orderId)).toEqual([ids.other]);
    expect(sender.summary.ALL).toEqual({ total: 1, price: 70_000 });
    const partner = await faulty(`deliveryCompany=${partnerId}`);
    expect(partner.items.map((o) => o.orderId)).toEqual([ids.other]);
    const dated = await faulty('from=2026-11-21&to=2026-11-25');
    expect(dated.items.map((o) => o.orderId)).toEqual([ids.other, ids.lost, ids.damaged]);
    const code = (await faulty()).items.find((o) => o.orderId === ids.stuck)!.orderCode;
    expect((await faulty(`search=${code.toLowerCase()}`)).items.map((o) => o.orderId)).toEqual([
      ids.stuck,
    ]);
    expect((await faulty(`search=${ids.damaged}`)).items.map((o) => o.orderId)).toEqual([
      ids.damaged,
    ]);
    expect((await faulty('search=delay')).items.map((o) => o.orderId)).toEqual([ids.delayed]);
    const paged = await get<FaultyOrdersPage>('/order/findAllOrdersWithProblems?limit=5&offset=5');
    expect(paged).toMatchObject({ page: 2, total: 7, totalPages: 2 });
    expect(paged.items.map((o) => o.orderId)).toEqual([ids.stuck, ids.returned]);
    // The default page size is the spec's 10.
    expect((await get<FaultyOrdersPage>('/order/findAllOrdersWithProblems')).totalPages).toBe(1);
  });

  it('exports every faulty order under the filters, not only the page', async () => {
    const sheet = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return { res, ws: workbook.worksheets[0]! };
    };
    const { res, ws } = await sheet('/order/findAllOrdersWithProblems/export?lang=en');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wolvo-faulty-orders-/,
    );
    expect(ws.rowCount).toBe(2 + 7);
    expect(ws.getRow(2).getCell(1).value).toBe('Code');
    expect(ws.getColumn(1).width).toBe(15);
    expect(ws.getRow(3).height).toBe(25);
    const returned = await sheet(
      '/order/findAllOrdersWithProblems/export?problemType=RETURNED&lang=ar',
    );
    expect(returned.ws.rowCount).toBe(2 + 2);
    expect(returned.ws.getRow(3).getCell(12).value).toBe(70);
    expect(returned.ws.views[0]!.rightToLeft).toBe(true);
  });

  it('exports exactly the selected faulty orders (ids), the filters aside', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/findAllOrdersWithProblems/export?ids=${ids.returned}&problemType=STILL_COLLECTED`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.rowCount).toBe(2 + 1);
    const code = await t.handle.db
      .selectFrom('orders')
      .select('code')
      .where('id', '=', ids.returned)
      .executeTakeFirstOrThrow();
    expect(ws.getRow(3).getCell(1).value).toBe(code.code);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/findAllOrdersWithProblems/export?ids=999999',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['999999: order.not-found']);
  });

  const add = (body: Record<string, unknown>, as = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order-report/add',
      headers: bearer(as),
      payload: body,
    });
  const edit = (id: number | string, body: Record<string, unknown>, as: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/order-report/edit/${id}`,
      headers: bearer(as),
      payload: body,
    });
  const notificationsOf = (userId: number) =>
    t.handle.db
      .selectFrom('notifications')
      .select(['code', 'sourceId', 'creatorId'])
      .where('userId', '=', userId)
      .where('id', '>', seededNotifications)
      .orderBy('id')
      .execute();
  const userId = async (username: string) =>
    (
      await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses a report without a numeric existing order, a decision type or a text', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({})).toEqual([
      'orderId: field.required',
      'decisionType: field.required',
      'report: field.required',
    ]);
    expect(
      await bad({ orderId: 'abc', decisionType: 'WOLVO_DECISION', report: 'Colis abîmé' }),
    ).toEqual(['orderId: order.id.invalid-type']);
    expect(await bad({ orderId: ids.stuck, decisionType: 'NOBODY', report: 'x' })).toEqual([
      'decisionType: decision-type.invalid',
    ]);
    expect(await bad({ orderId: ids.stuck, decisionType: 'WOLVO_DECISION', report: '  ' })).toEqual(
      ['report: field.required'],
    );
    expect(
      await bad({
        orderId: ids.stuck,
        decisionType: 'CLIENT_DECISION',
        report: 'Colis abîmé',
        decision: 'Remboursé',
      }),
    ).toEqual(['decision: report.client-decides']);
    const missing = await add({ orderId: 999_999, decisionType: 'WOLVO_DECISION', report: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('orderId: order.id.not-found');
  });

  it('adds reports, notifies the client, and lets each side decide its own', async () => {
    const clientAdmin = await userId(`report.a.${dialect}`);
    const otherAdmin = await userId(`report.b.${dialect}`);
    const staffAdmin = await userId('admin');
    const staffTeam = await userId('admin.team');
    const forClient = await add({
      orderId: ids.stuck,
      decisionType: 'CLIENT_DECISION',
      report: '  Colis bloqué au hub depuis 10 jours  ',
    });
    expect(forClient.statusCode).toBe(201);
    const asked = forClient.json<OrderReport>();
    expect(asked).toMatchObject({
      orderId: ids.stuck,
      report: 'Colis bloqué au hub depuis 10 jours',
      decision: null,
      decisionType: 'CLIENT_DECISION',
      closed: false,
      business: `report.a.${dialect} A`,
      recipient: 'Client stuck',
    });
    const forWolvo = (
      await add({ orderId: ids.returned, decisionType: 'WOLVO_DECISION', report: 'Refusé' })
    ).json<OrderReport>();
    expect(await notificationsOf(clientAdmin)).toEqual([
      { code: 'ADD_REPORT', sourceId: asked.id, creatorId: staffAdmin },
      { code: 'ADD_REPORT', sourceId: forWolvo.id, creatorId: staffAdmin },
    ]);
    expect(await notificationsOf(otherAdmin)).toEqual([]);

    // Each side decides only its own kind.
    const wrongSide = await edit(forWolvo.id, { decision: 'Je rembourse' }, clientA);
    expect(wrongSide.statusCode).toBe(403);
    expect(wrongSide.json().message).toBe('report.wolvo-decides');
    const staffOnClient = await edit(asked.id, { decision: 'Retour' }, admin);
    expect(staffOnClient.statusCode).toBe(403);
    expect(staffOnClient.json().message).toBe('report.client-decides');

    // An empty decision, a missing one and a changed text are refused.
    expect((await edit(asked.id, { decision: '   ' }, clientA)).json().message).toBe(
      'decision: edit-report.decision-empty',
    );
    expect((await edit(asked.id, {}, clientA)).json().message).toEqual([
      'decision: edit-report.decision-empty',
    ]);
    const rewrite = await edit(asked.id, { report: 'Tout va bien', decision: 'Retour' }, clientA);
    expect(rewrite.statusCode).toBe(400);
    expect(rewrite.json().message).toBe('report: report.read-only');
    expect((await edit('x1', { decision: 'Retour' }, clientA)).json().message).toBe(
      'report.id.invalid',
    );

    // The client answers: the report closes and staff who may open the report screen are told.
    const answered = await edit(asked.id, { decision: ' Retour à l’expéditeur ' }, clientA);
    expect(answered.statusCode).toBe(200);
    expect(answered.json<OrderReport>()).toMatchObject({
      decision: 'Retour à l’expéditeur',
      closed: true,
      deliveryCompany: null,
    });
    for (const staff of [staffAdmin, staffTeam])
      expect(await notificationsOf(staff)).toEqual([
        { code: 'CLIENT_UPDATED_REPORT', sourceId: asked.id, creatorId: clientAdmin },
      ]);

    // Staff decide theirs (and may correct the text); nobody else is notified.
    const decided = await edit(
      forWolvo.id,
      { report: 'Refusé au domicile', decision: 'Retour' },
      adminTeam,
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json<OrderReport>()).toMatchObject({
      report: 'Refusé au domicile',
      decision: 'Retour',
      closed: true,
    });
    expect(await notificationsOf(staffAdmin)).toHaveLength(1);
    expect(await notificationsOf(clientAdmin)).toHaveLength(2);
  });

  it('shows a client only its own reports, without the partner; another client gets 404', async () => {
    const forOther = (
      await add({ orderId: ids.other, decisionType: 'CLIENT_DECISION', report: 'Adresse fausse' })
    ).json<OrderReport>();
    const staffView = await get<OrderReport>(`/order-report/get/${forOther.id}`);
    expect(staffView).toMatchObject({ deliveryCompanyId: partnerId });
    expect(staffView.deliveryCompany).toEqual(expect.any(String));

    const mine = await get<Paged<OrderReport>>('/order-report/get?limit=10', clientA);
    expect(mine.items.map((r) => r.orderId).sort()).toEqual(
      [ids.stuck, ids.returned, ids.reported, ids.delivered].sort(),
    );
    expect(
      mine.items.every((r) => r.deliveryCompany === null && r.deliveryCompanyId === null),
    ).toBe(true);
    // Each carries its order's COD (the merchant's report cards show it).
    expect(Object.fromEntries(mine.items.map((r) => [r.orderId, r.price]))).toEqual({
      [ids.stuck]: 30_000,
      [ids.returned]: 20_000,
      [ids.reported]: 60_000,
      [ids.delivered]: 10_000,
    });
    const theirs = await get<Paged<OrderReport>>('/order-report/get', clientB);
    expect(theirs.items.map((r) => r.id)).toEqual([forOther.id]);
    const mineId = mine.items[0]!.id;
    for (const res of [
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/order-report/get/${mineId}`,
        headers: bearer(clientB),
      }),
      await edit(mineId, { decision: 'Intrus' }, clientB),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('report.id.invalid');
    }

    const all = await get<Paged<OrderReport>>('/order-report/get?limit=2');
    expect(all).toMatchObject({ total: 5, totalPages: 3, page: 1 });
    expect(all.items[0]!.id).toBe(forOther.id);
    const filtered = await get<Paged<OrderReport>>(
      `/order-report/get?business=${b.businessIds[0]}&deliveryCompany=${partnerId}`,
    );
    expect(filtered.items.map((r) => r.id)).toEqual([forOther.id]);
    const bySearch = await get<Paged<OrderReport>>(`/order-report/get?search=${ids.stuck}`);
    expect(bySearch.items.map((r) => r.orderId)).toEqual([ids.stuck]);
    const dated = await get<Paged<OrderReport>>('/order-report/get?from=2026-10-29&to=2026-10-29');
    expect(dated.total).toBe(2);
  });

  it('exports every report under the filters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order-report/export?lang=fr',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wolvo-reports-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.rowCount).toBe(2 + 5);
    expect(ws.getRow(2).getCell(11).value).toBe('Signalement');
    const only = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order-report/export?business=${b.businessIds[0]}`,
      headers: bearer(admin),
    });
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(only.rawPayload as unknown as ArrayBuffer);
    expect(one.worksheets[0]!.rowCount).toBe(2 + 1);
  });

  it('exports exactly the selected reports (ids), and refuses an unknown or malformed one', async () => {
    const ids = (
      await t.handle.db.selectFrom('orderReports').select('id').orderBy('id').limit(2).execute()
    ).map((r) => r.id);
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/order-report/export?${query}`,
        headers: bearer(admin),
      });
    const res = await get(`ids=${ids.join(',')}&business=999999`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Signalements sélectionnés');
    expect([3, 4].map((r) => ws.getRow(r).getCell(1).value).sort()).toEqual(ids);
    expect(ws.rowCount).toBe(2 + 2);
    const unknown = await get(`ids=${ids[0]},999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['999999: report.id.invalid']);
    const malformed = await get('ids=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('report.id.invalid');
  });
});
