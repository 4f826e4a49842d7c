import type { ClientFailedPickups, Paged, Reclamation } from '@wolvo/shared/contracts';
import type { Db } from '../src/db/database';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser, insertOrder } from './order-fixtures';

const NOW = new Date('2026-11-25T12:00:00.000Z');

/** A user's notifications with a code written since a time (the demo data's are older), as (code, sourceId, creatorId). */
const notificationsOf = async (db: Db, userId: number, code: string, since: string) =>
  db
    .selectFrom('notifications')
    .select(['code', 'sourceId', 'creatorId'])
    .where('userId', '=', userId)
    .where('code', '=', code)
    .where('createdAt', '>=', since)
    .orderBy('id')
    .execute();

// Reclamations both ways against a real database: a client files one (about its order or general), staff
// see it in the inbox and answer it, the client sees the answer; each side is notified. Then the pickups
// that went wrong, on a hand-built data set.
describe.each(dialectsFor('sql'))('reclamations (%s)', (dialect) => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  let other: Awaited<ReturnType<typeof createMerchant>>;
  let token: string;
  let otherToken: string;
  let memberToken: string;
  let memberId: number;
  let admin: { token: string; id: number };
  let adminTeam: { token: string; id: number };
  let orderId: number;
  let otherOrderId: number;
  let since: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 }, { clock: () => NOW });
    since = new Date().toISOString();
    const db = t.handle.db;
    merchant = await createMerchant(db, `recl.${dialect}`);
    other = await createMerchant(db, `recl.other.${dialect}`);
    memberId = await createUser(
      db,
      `recl.member.${dialect}`,
      'clientPersonnelTeam',
      merchant.clientId,
      {
        RECLAMATION_WOLVO: 'VIEW|ADD',
      },
    );
    token = (await login(t.app, `recl.${dialect}`)).token;
    otherToken = (await login(t.app, `recl.other.${dialect}`)).token;
    memberToken = (await login(t.app, `recl.member.${dialect}`)).token;
    const a = await login(t.app, 'admin');
    const at = await login(t.app, 'admin.team');
    admin = { token: a.token, id: a.user.id };
    adminTeam = { token: at.token, id: at.user.id };
    orderId = await insertOrder(db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses: ['CREATED', 'READY', 'COLLECTED', 'IN_TRANSIT'],
      createdAt: '2026-11-20T08:00:00.000Z',
      collected: true,
    });
    otherOrderId = await insertOrder(db, {
      clientId: other.clientId,
      businessId: other.businessIds[0]!,
      statuses: ['CREATED'],
      createdAt: '2026-11-20T08:00:00.000Z',
    });
  });
  afterAll(() => t.close());

  const add = (as: string, reporterId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/reclamation/${reporterId}/add`,
      headers: bearer(as),
      payload,
    });
  const list = async (as: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reclamation/get-reported${query}`,
      headers: bearer(as),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Paged<Reclamation>>();
  };
  const answer = (as: string, resolverId: number, id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/reclamation/${resolverId}/edit/${id}`,
      headers: bearer(as),
      payload,
    });
  const codeOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('orders')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code;

  it('files a reclamation about an order by code and a general one, and tells the staff', async () => {
    const code = await codeOf(orderId);
    const about = await add(token, merchant.userId, {
      description: '  Le colis n’est pas arrivé  ',
      orderCode: code.toLowerCase(),
    });
    expect(about.statusCode).toBe(201);
    const filed = about.json<Reclamation>();
    expect(filed).toMatchObject({
      status: 'OPEN',
      description: 'Le colis n’est pas arrivé',
      response: null,
      orderId,
      orderCode: code,
      clientId: merchant.clientId,
      company: `recl.${dialect} A`,
      reporterId: merchant.userId,
      resolverId: null,
    });
    // A team member with ADD files a general one for the same client.
    const general = await add(memberToken, memberId, { description: 'Facture de novembre ?' });
    expect(general.statusCode).toBe(201);
    expect(general.json<Reclamation>()).toMatchObject({ orderId: null, orderCode: null });

    // Staff who may open the inbox are told, with the reclamation as source; the author is not.
    for (const staffId of [admin.id, adminTeam.id])
      expect(await notificationsOf(t.handle.db, staffId, 'ADD_RECLAMATION', since)).toEqual([
        { code: 'ADD_RECLAMATION', sourceId: filed.id, creatorId: merchant.userId },
        { code: 'ADD_RECLAMATION', sourceId: general.json<Reclamation>().id, creatorId: memberId },
      ]);
    expect(await notificationsOf(t.handle.db, merchant.userId, 'ADD_RECLAMATION', since)).toEqual(
      [],
    );

    // The client and its team see both; another client sees none.
    expect((await list(token)).items.map((r) => r.id).sort()).toEqual(
      [filed.id, general.json<Reclamation>().id].sort(),
    );
    expect((await list(memberToken)).total).toBe(2);
    expect((await list(otherToken)).total).toBe(0);
  });

  it('refuses another client’s order, a path id that is not the caller, and empty text', async () => {
    const byId = await add(token, merchant.userId, { description: 'x', orderId: otherOrderId });
    expect(byId.statusCode).toBe(404);
    expect(byId.json().message).toBe('orderId: order.not-found');
    const byCode = await add(token, merchant.userId, {
      description: 'x',
      orderCode: await codeOf(otherOrderId),
    });
    expect(byCode.statusCode).toBe(404);
    expect(byCode.json().message).toBe('orderCode: order.not-found');
    // Acting as someone else, even a user of one's own client: 404, and nothing is written.
    const before = await t.handle.db
      .selectFrom('reclamations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const reporterId of [memberId, other.userId, admin.id]) {
      const res = await add(token, reporterId, { description: 'Au nom d’un autre' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('user.not-found');
    }
    const blank = await add(token, merchant.userId, { description: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('description: reclamation.description-required');
    const after = await t.handle.db
      .selectFrom('reclamations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets staff filter, answer and close; the client sees the answer and is told', async () => {
    const staffList = await list(admin.token, `?clientId=${merchant.clientId}`);
    expect(staffList.total).toBe(2);
    const target = staffList.items.find((r) => r.orderId === orderId)!;
    expect((await list(admin.token, '?search=NOVEMBRE')).items.map((r) => r.description)).toEqual([
      'Facture de novembre ?',
    ]);
    expect((await list(admin.token, `?search=recl.${dialect} a`)).total).toBe(2);
    expect((await list(admin.token, '?search=100%')).total).toBe(0);
    expect((await list(admin.token, `?id=${target.id}`)).items.map((r) => r.id)).toEqual([
      target.id,
    ]);

    // Answering as someone else: 404, nothing changes.
    const asAnother = await answer(admin.token, adminTeam.id, target.id, { response: 'Non' });
    expect(asAnother.statusCode).toBe(404);
    expect(asAnother.json().message).toBe('user.not-found');
    const unknown = await answer(admin.token, admin.id, 999_999, { response: 'Non' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('reclamation.not-found');
    const blank = await answer(admin.token, admin.id, target.id, { response: ' ' });
    expect(blank.json().message).toBe('response: reclamation.response-required');

    const res = await answer(adminTeam.token, adminTeam.id, target.id, {
      response: 'Livraison prévue demain.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reclamation>()).toMatchObject({
      id: target.id,
      status: 'RESOLVED',
      response: 'Livraison prévue demain.',
      resolverId: adminTeam.id,
      resolverUsername: 'admin.team',
    });
    expect((await list(admin.token, `?status=OPEN&clientId=${merchant.clientId}`)).total).toBe(1);
    expect(
      (await list(admin.token, `?status=RESOLVED&clientId=${merchant.clientId}`)).items[0].id,
    ).toBe(target.id);

    // The client's users who may open the reclamation page are told; nobody else.
    for (const userId of [merchant.userId, memberId])
      expect(await notificationsOf(t.handle.db, userId, 'UPDATE_RECLAMATION', since)).toEqual([
        { code: 'UPDATE_RECLAMATION', sourceId: target.id, creatorId: adminTeam.id },
      ]);
    expect(await notificationsOf(t.handle.db, other.userId, 'UPDATE_RECLAMATION', since)).toEqual(
      [],
    );
    const seen = (await list(token)).items.find((r) => r.id === target.id)!;
    expect(seen).toMatchObject({ status: 'RESOLVED', response: 'Livraison prévue demain.' });

    // Another client asking for it by id or by its own client filter gets nothing of it.
    expect((await list(otherToken, `?id=${target.id}`)).total).toBe(0);
    expect((await list(otherToken, `?clientId=${merchant.clientId}`)).total).toBe(0);
    // A client may not answer (403 before anything).
    expect(
      (await answer(token, merchant.userId, target.id, { response: 'Moi-même' })).statusCode,
    ).toBe(403);
  });

  it('keeps an answered reclamation where the client saw it (newest first), staff still see open ones first', async () => {
    const first = await add(otherToken, other.userId, { description: 'Première question' });
    const second = await add(otherToken, other.userId, { description: 'Seconde question' });
    const [older, newer] = [first.json<Reclamation>().id, second.json<Reclamation>().id];
    const before = (await list(otherToken)).items.map((r) => r.id);
    expect(before.slice(0, 2)).toEqual([newer, older]);
    expect(
      (await answer(admin.token, admin.id, newer, { response: 'Réglé.' })).json<Reclamation>()
        .status,
    ).toBe('RESOLVED');
    expect((await list(otherToken)).items.map((r) => r.id)).toEqual(before);
    // The staff inbox is a work queue: the open one first.
    expect((await list(admin.token, `?clientId=${other.clientId}`)).items.map((r) => r.id)).toEqual(
      [older, newer],
    );
  });

  it('searches the text, the answer, a piece of the order code and the client, whoever wrote the row', async () => {
    const db = t.handle.db;
    const code = await codeOf(orderId);
    const search = async (text: string) =>
      (await list(admin.token, `?clientId=${merchant.clientId}&search=${encodeURIComponent(text)}`))
        .items;
    // The order code, in any case and from its middle; the answer given above.
    const byCode = await search(code.slice(3, 9).toLowerCase());
    expect(byCode.map((r) => r.orderId)).toEqual([orderId]);
    expect((await search('PRÉVUE DEMAIN')).map((r) => r.orderId)).toEqual([orderId]);
    // A row written without the service (an import, the seed) is found too, and after its text changes
    // the old text no longer is; a term never spans the text and the answer.
    const { id } = await db
      .insertInto('reclamations')
      .values({
        orderId: null,
        reporterId: merchant.userId,
        resolverId: null,
        clientId: merchant.clientId,
        responsibleClientId: null,
        description: 'Carton mouillé',
        response: 'Remboursé',
        status: 'OPEN',
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search('carton mouill')).map((r) => r.id)).toEqual([id]);
    expect((await search('rembours')).map((r) => r.id)).toEqual([id]);
    expect(await search('mouilléremboursé')).toEqual([]);
    await db
      .updateTable('reclamations')
      .set({ description: 'Carton déchiré', response: null })
      .where('id', '=', id)
      .execute();
    expect(await search('mouill')).toEqual([]);
    expect(await search('rembours')).toEqual([]);
    expect((await search('déchiré')).map((r) => r.id)).toEqual([id]);
    // The client's name matches every one of its reclamations.
    expect((await search(`recl.${dialect}`)).length).toBe(3);
    await db.deleteFrom('reclamations').where('id', '=', id).execute();
  });

  it('lists the pickups that went wrong per client, with the orders concerned', async () => {
    const db = t.handle.db;
    const order = (clientId: number, businessId: number, collected = false) =>
      insertOrder(db, {
        clientId,
        businessId,
        statuses: collected
          ? ['CREATED', 'READY', 'COLLECTED']
          : ['CREATED', 'READY', 'AWAITING_COLLECTION'],
        createdAt: '2026-11-22T08:00:00.000Z',
        collected,
        price: 20_000,
      });
    const request = async (
      clientId: number,
      state: string,
      createdAt: string,
      orderIds: number[],
    ) => {
      const { id } = await db
        .insertInto('pickupRequests')
        .values({
          clientId,
          state,
          requestedBy: null,
          createdAt,
          collectedAt: state === 'COLLECTED' ? '2026-11-24T10:00:00.000Z' : null,
          collectedBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pickupRequestOrders')
        .values(orderIds.map((orderId) => ({ requestId: id, orderId })))
        .execute();
      return id;
    };
    const [a1, a2] = [merchant.clientId, merchant.businessIds[0]!] as const;
    const [b1, b2] = [other.clientId, other.businessIds[0]!] as const;
    // Merchant: asked two days ago and never collected (both orders concerned).
    const lateOrders = [await order(a1, a2), await order(a1, a2)];
    const late = await request(a1, 'REQUESTED', '2026-11-23T10:00:00.000Z', lateOrders);
    // Asked four hours ago: not late yet.
    await request(a1, 'REQUESTED', '2026-11-25T08:00:00.000Z', [await order(a1, a2)]);
    // Collected with one of three parcels left behind (only that one concerned).
    const taken = [await order(a1, a2, true), await order(a1, a2, true)];
    const left = await order(a1, a2);
    const partial = await request(a1, 'COLLECTED', '2026-11-24T09:00:00.000Z', [...taken, left]);
    // Asked yesterday and only partly collected (the pickup of the day's collection of some parcels): the
    // request still waits, and is PARTIAL with the parcel left.
    const someTaken = await order(a1, a2, true);
    const someLeft = await order(a1, a2);
    const partlyDone = await request(a1, 'REQUESTED', '2026-11-24T09:30:00.000Z', [
      someTaken,
      someLeft,
    ]);
    // Other merchant: collected in full (not listed), and a request asked three days ago.
    await request(b1, 'COLLECTED', '2026-11-24T09:00:00.000Z', [await order(b1, b2, true)]);
    const older = await request(b1, 'REQUESTED', '2026-11-22T09:00:00.000Z', [await order(b1, b2)]);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/getReclamationPickups',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Paged<ClientFailedPickups>>();
    expect(body.total).toBe(2);
    // The client waiting longest first.
    expect(body.items.map((c) => c.clientId)).toEqual([b1, a1]);
    expect(body.items[0].requests.map((r) => [r.id, r.kind])).toEqual([[older, 'NOT_COLLECTED']]);
    const mine = body.items[1];
    expect(mine).toMatchObject({
      company: `recl.${dialect} A`,
      pickupAddress: '1 Rue du Test',
      delegation: 'Tunis',
      city: 'La Marsa',
      phone1: '71000000',
    });
    expect(
      mine.requests.map((r) => ({
        id: r.id,
        kind: r.kind,
        parcels: r.parcels,
        orders: r.orders.map((o) => o.id),
      })),
    ).toEqual([
      { id: late, kind: 'NOT_COLLECTED', parcels: 2, orders: lateOrders },
      { id: partial, kind: 'PARTIAL', parcels: 3, orders: [left] },
      { id: partlyDone, kind: 'PARTIAL', parcels: 2, orders: [someLeft] },
    ]);
    expect(mine.requests[0].orders[0]).toMatchObject({
      status: 'AWAITING_COLLECTION',
      recipientName: 'Amel Trabelsi',
      price: 20_000,
    });

    // Paged by client.
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/getReclamationPickups?offset=1&limit=1',
      headers: bearer(admin.token),
    });
    expect(second.json<Paged<ClientFailedPickups>>()).toMatchObject({
      page: 2,
      total: 2,
      totalPages: 2,
      items: [{ clientId: a1 }],
    });
    // Once the parcel left behind is collected, the partial request is off the list.
    await db
      .updateTable('orders')
      .set({ collectedAt: '2026-11-25T09:00:00.000Z', status: 'COLLECTED' })
      .where('id', '=', left)
      .execute();
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getReclamationPickups',
        headers: bearer(admin.token),
      })
    ).json<Paged<ClientFailedPickups>>();
    expect(after.items[1].requests.map((r) => r.id)).toEqual([late, partlyDone]);
  });
});
