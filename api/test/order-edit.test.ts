import { createMerchant, createUser, insertOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { checkBillsAroundEachTest } from './bill-checks';

describe.each(dialectsFor('sql'))('order edit and link validation (%s)', (dialect) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createMerchant>>;
  let b: Awaited<ReturnType<typeof createMerchant>>;
  const tokens: Record<string, string> = {};
  const at = '2026-11-01T10:00:00.000Z';
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
    const db = t.handle.db;
    a = await createMerchant(db, 'edit.a');
    b = await createMerchant(db, 'edit.b');
    await createUser(db, 'edit.a.no-edit', 'clientPersonnelTeam', a.clientId, {
      ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD|DELETE',
    });
    await createUser(db, 'edit.staff.viewer', 'companyPersonnelTeam', null, {
      RECLAMATION_EDITS: 'VIEW',
    });
    for (const name of ['edit.a', 'edit.b', 'edit.a.no-edit', 'edit.staff.viewer', 'admin'])
      tokens[name] = (await login(t.app, name)).token;
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const order = (statuses: string[], extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(t.handle.db, {
      clientId: a.clientId,
      businessId: a.businessIds[0],
      statuses,
      createdAt: at,
      ...extra,
    });
  const edit = (token: string, id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/edit/${id}`,
      headers: bearer(token),
      payload,
    });
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lets the client edit its order before collection, keeping the old COD', async () => {
    const id = await order(['MANUAL_ORDER']);
    const res = await edit(tokens['edit.a'], id, {
      id,
      newPrice: 12_500,
      merchandise: 'Sac',
      merchandiseQuantity: 3,
      paymentType: 'CHECK',
      businessId: a.businessIds[1],
      recipient: {
        phone1: '55 444 333',
        fullname: 'Ines Dridi',
        city: 'Sakiet Ezzit',
        delegation: 'Sfax',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 12_500,
      oldPrice: 10_000,
      merchandise: 'Sac',
      merchandiseQuantity: 3,
      paymentType: 'CHECK',
      business: { id: a.businessIds[1] },
      recipient: {
        phone1: '55444333',
        fullname: 'Ines Dridi',
        delegation: 'Sfax',
        city: 'Sakiet Ezzit',
      },
      status: 'MANUAL_ORDER',
    });
    expect(res.json().movements).toHaveLength(1);
  });

  it('edits weight and merchandise price with the creation rules; null clears them', async () => {
    const id = await order(['MANUAL_ORDER']);
    const set = await edit(tokens['edit.a'], id, { weight: 2.5, merchandisePrice: 45_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ weight: 2.5, merchandisePrice: 45_000 });
    const cleared = await edit(tokens['edit.a'], id, { weight: null, merchandisePrice: null });
    expect(cleared.json()).toMatchObject({ weight: null, merchandisePrice: null });
  });

  it('adds ORDER_EDITED once when the slip was already printed', async () => {
    const id = await order(['MANUAL_ORDER', 'BP_PRINTED']);
    const first = await edit(tokens['edit.a'], id, { merchandise: 'Robe rouge' });
    expect(first.json().status).toBe('ORDER_EDITED');
    expect(first.json().movements.map((m: { status: string }) => m.status)).toEqual([
      'ORDER_EDITED',
      'BP_PRINTED',
      'MANUAL_ORDER',
    ]);
    const second = await edit(tokens['edit.a'], id, { merchandise: 'Robe bleue' });
    expect(second.json().movements).toHaveLength(3);
  });

  it('refuses the client after collection; staff may still edit', async () => {
    const id = await order(['MANUAL_ORDER', 'COLLECTED'], { collected: true });
    const res = await edit(tokens['edit.a'], id, { merchandise: 'X' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('update-order.already-collected');
    expect((await edit(tokens.admin, id, { merchandise: 'X' })).json().merchandise).toBe('X');
  });

  it('keeps status fields to staff', async () => {
    const id = await order(['MANUAL_ORDER']);
    const res = await edit(tokens['edit.a'], id, { newStatus: 'DELIVERED' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('update-order.staff-only');
  });

  it('lets staff add a status or replace the latest, never both; console statuses need a location', async () => {
    const id = await order(['MANUAL_ORDER', 'COLLECTED'], { collected: true });
    const both = await edit(tokens.admin, id, {
      newStatus: 'IN_TRANSIT',
      replaceStatus: 'DELIVERED',
    });
    expect(both.json().message).toEqual(['replaceStatus: update-order.status-conflict']);
    const noLocation = await edit(tokens.admin, id, { newStatus: 'CONSOLE_TO_LOCATION' });
    expect(noLocation.json().message).toEqual(['statusConsoleLocation: field.required']);
    const console_ = await edit(tokens.admin, id, {
      newStatus: 'CONSOLE_TO_LOCATION',
      statusConsoleLocation: 'Hub Sfax',
    });
    expect(console_.json()).toMatchObject({ status: 'CONSOLE_TO_LOCATION' });
    expect(console_.json().movements[0]).toMatchObject({
      status: 'CONSOLE_TO_LOCATION',
      location: 'Hub Sfax',
    });
    const tries = await edit(tokens.admin, id, {
      newStatus: 'IN_TRANSIT',
      nbStatusTries: 2,
      subStatusDamageType: 'PROBLEMS',
    });
    expect(tries.json()).toMatchObject({ status: 'IN_TRANSIT_SECOND_TRY', subStatus: 'PROBLEMS' });
    expect(tries.json().movements).toHaveLength(4);
    const badTries = await edit(tokens.admin, id, { newStatus: 'DELIVERED', nbStatusTries: 2 });
    expect(badTries.json().message).toEqual(['nbStatusTries: update-order.tries-need-transit']);
    const replaced = await edit(tokens.admin, id, {
      replaceStatus: 'DELIVERED',
      replaceStatusSubStatus: 'DAMAGED',
    });
    expect(replaced.json()).toMatchObject({ status: 'DELIVERED', subStatus: 'DAMAGED' });
    expect(replaced.json().movements).toHaveLength(4);
    expect(replaced.json().movements[0]).toMatchObject({
      status: 'DELIVERED',
      subStatus: 'DAMAGED',
    });
    const unknown = await edit(tokens.admin, id, { newStatus: 'TELEPORTED' });
    expect(unknown.json().message).toEqual(['newStatus: value.invalid']);
  });

  it('clears the exchange link when the service becomes DELIVERY', async () => {
    const original = await order(['DELIVERED']);
    const id = await order(['MANUAL_ORDER'], { service: 'EXCHANGE', exchangeOrderId: original });
    expect(
      (await get(tokens['edit.a'], `/api/v1/order/get/search-for-id/${id}`)).json().exchangedOrder
        .id,
    ).toBe(original);
    const res = await edit(tokens['edit.a'], id, { service: 'DELIVERY' });
    expect(res.json()).toMatchObject({ service: 'DELIVERY', exchangedOrder: null });
  });

  it('names invalid fields and checks the exchange link', async () => {
    const id = await order(['MANUAL_ORDER']);
    const foreign = await insertOrder(t.handle.db, {
      clientId: b.clientId,
      businessId: b.businessIds[0],
      statuses: ['DELIVERED'],
      createdAt: at,
    });
    const cases: Array<[object, string[]]> = [
      [{ recipient: { phone1: '12' } }, ['recipient.phone1: phone.invalid']],
      [{ recipient: { fullname: 'R2D2' } }, ['recipient.fullname: person-name.invalid']],
      [{ recipient: { city: 'La Marsa' } }, ['recipient.city: delegation.invalid']],
      [{ newPrice: -1 }, ['newPrice: number.invalid']],
      [{ weight: 0 }, ['weight: number.invalid']],
      [{ weight: 1001 }, ['weight: number.invalid']],
      [{ merchandisePrice: -1 }, ['merchandisePrice: number.invalid']],
      [{ merchandisePrice: 100_000_001 }, ['merchandisePrice: number.invalid']],
      [{ merchandise: '' }, ['merchandise: field.required']],
      [{ service: 'EXCHANGE' }, ['exchangeId: field.required']],
      [{ service: 'EXCHANGE', exchangeId: foreign }, ['exchangeId: order.exchange.not-found']],
      [{ id: id + 1 }, ['id: order.id.invalid']],
      [{}, ['body: field.required']],
    ];
    for (const [payload, message] of cases) {
      const res = await edit(tokens['edit.a'], id, payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    const business = await edit(tokens['edit.a'], id, { businessId: b.businessIds[0] });
    expect(business.statusCode).toBe(404);
    expect(business.json().message).toBe('business.not-found');
  });

  it("refuses a team member without EDIT, staff without EDIT, and answers 404 for another client's order", async () => {
    const id = await order(['MANUAL_ORDER']);
    expect((await edit(tokens['edit.a.no-edit'], id, { merchandise: 'X' })).statusCode).toBe(403);
    expect((await edit(tokens['edit.staff.viewer'], id, { merchandise: 'X' })).statusCode).toBe(
      403,
    );
    const res = await edit(tokens['edit.b'], id, { merchandise: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('order.not-found');
  });

  it('validates exchange and returning links with the spec codes', async () => {
    const delivered = await order(['DELIVERED']);
    const pending = await order(['MANUAL_ORDER']);
    const exchange = await order(['MANUAL_ORDER'], {
      service: 'EXCHANGE',
      exchangeOrderId: delivered,
    });
    const returned = await order(['RETURN_TO_SENDER', 'DELIVERED_TO_SENDER']);
    const takenBack = await order(['DELIVERED_TO_SENDER']);
    await order(['MANUAL_ORDER'], { service: 'COUNTER_EXCHANGE', returningOrderId: takenBack });
    const foreign = await insertOrder(t.handle.db, {
      clientId: b.clientId,
      businessId: b.businessIds[0],
      statuses: ['DELIVERED'],
      createdAt: at,
    });
    const free = await order(['DELIVERED']);
    const check = async (url: string) => {
      const res = await get(tokens['edit.a'], url);
      return [res.statusCode, res.json()];
    };
    const v = '/api/v1/order/validate-exchange';
    expect(await check(`${v}/0/${free}`)).toEqual([200, { code: 'VALID', isValid: true }]);
    expect(await check(`${v}/${exchange}/${delivered}`)).toEqual([
      200,
      { code: 'ALREADY_IN_USE', isValid: true },
    ]);
    expect(await check(`${v}/0/${delivered}`)).toEqual([
      200,
      { code: 'HAS_RELATIONSHIP', isValid: false },
    ]);
    expect(await check(`${v}/${pending}/${delivered}`)).toEqual([
      200,
      { code: 'HAS_RELATIONSHIP', isValid: false },
    ]);
    expect(await check(`${v}/0/${pending}`)).toEqual([
      200,
      { code: 'NOT_DELIVERED', isValid: false },
    ]);
    expect(await check(`${v}/${free}/${free}`)).toEqual([
      200,
      { code: 'SAME_ORDER', isValid: false },
    ]);
    expect(await check(`${v}/0/${foreign}`)).toEqual([
      404,
      expect.objectContaining({ message: 'order.exchange.not-found' }),
    ]);
    expect(await check(`${v}/${foreign}/${free}`)).toEqual([
      404,
      expect.objectContaining({ message: 'order.not-found' }),
    ]);
    expect(await check(`${v}/0/abc`)).toEqual([
      400,
      expect.objectContaining({ message: 'order.id.invalid' }),
    ]);
    const r = '/api/v1/order/validate-returning';
    expect(await check(`${r}/${returned}`)).toEqual([200, { code: 'VALID', isValid: true }]);
    expect(await check(`${r}/${takenBack}`)).toEqual([
      200,
      { code: 'ALREADY_IN_USE', isValid: false },
    ]);
    expect(await check(`${r}/${pending}`)).toEqual([200, { code: 'NOT_RETURNED', isValid: false }]);
    expect(await check(`${r}/${foreign}`)).toEqual([
      404,
      expect.objectContaining({ message: 'order.returning.not-found' }),
    ]);
  });
});
