import type {
  AddedDeliveryCompany,
  DeliveryCompanyList,
  OrdersToAssignPage,
} from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser, insertOrder } from './order-fixtures';

// Delivery partners managed by staff: the list (paged, searched, active filter), adding with generated
// credentials, editing under the same rules, deactivating (its key answers 401, it gets no orders) and
// the parcels waiting for a partner. A fresh database without demo orders; hand-made partners and orders.
describe.each(dialectsFor('sql'))('delivery partners (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let viewer: string;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  let other: Awaited<ReturnType<typeof createMerchant>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
    client = (await login(t.app, 'client')).token;
    // A staff member who may only look at the partner page.
    await createUser(t.handle.db, 'partners.viewer', 'companyPersonnelTeam', null, {
      DASHBOARD_PARTNER: 'VIEW',
    });
    viewer = (await login(t.app, 'partners.viewer')).token;
    merchant = await createMerchant(t.handle.db, `assign.${dialect}`);
    other = await createMerchant(t.handle.db, `other.${dialect}`);
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Djerba Livraison',
    patent: 'PT-1234',
    rib: '08 006 0123456789012 31',
    cin: '01234567',
    rc: 'B0123452021',
    pos: 'POS-7',
    pickupAddress: 'Route de Midoun, Djerba',
    deliveryCost: 5500,
    returnCost: 3000,
    exchangeCost: 6500,
    insuranceBp: 75,
    refundBp: 5000,
    paymentDays: ['THURSDAY', 'MONDAY'],
  };
  const add = (payload: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-company/add',
      headers: bearer(token),
      payload,
    });
  const list = (query: string, token = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/delivery-company/get${query}`,
      headers: bearer(token),
    });
  const put = (url: string, payload?: object, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/delivery-company/${url}`,
      headers: bearer(token),
      payload,
    });
  const push = (key: string, orderCode: string, idempotencyKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/status-updates',
      headers: { 'x-partner-key': key },
      payload: {
        updates: [{ idempotencyKey, orderCode, status: 'IN_TRANSIT', partnerStatus: 'En route' }],
      },
    });
  const collected = (clientId = merchant.clientId, businessId = merchant.businessIds[0]!) =>
    insertOrder(t.handle.db, {
      clientId,
      businessId,
      statuses: ['CREATED', 'COLLECTED'],
      createdAt: '2026-11-20T08:00:00.000Z',
      collected: true,
    });
  const codeOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('orders')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code;

  let djerba: AddedDeliveryCompany;

  it('adds a partner with a login made from its name, a generated password and a key, shown once', async () => {
    const res = await add(valid);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    djerba = res.json<AddedDeliveryCompany>();
    expect(djerba).toMatchObject({
      name: 'Djerba Livraison',
      rib: '08006012345678901231',
      cin: '01234567',
      partnerLogin: 'djerba.livraison',
      insuranceBp: 75,
      refundBp: 5000,
      // Stored in the week's order.
      paymentDays: ['MONDAY', 'THURSDAY'],
      active: true,
    });
    expect(djerba.password).toMatch(/^.{16}$/);
    expect(djerba.apiKey).toMatch(/^wlp_/);
    const row = await t.handle.db
      .selectFrom('deliveryCompanies')
      .select(['insuranceBp', 'refundBp', 'passwordHash', 'apiKeyHash'])
      .where('id', '=', djerba.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ insuranceBp: 75, refundBp: 5000 });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(djerba.password);
    expect(JSON.stringify(row)).not.toContain(djerba.apiKey);
    // The same stem again gets the next free login; a login staff choose is kept, and must be free.
    const second = await add({ ...valid, name: ' djerba  LIVRAISON', rib: null, cin: null });
    expect(second.json().message).toBe('name: delivery-company.name-exists');
    const again = await add({ ...valid, name: 'Djérba-Livraison', rib: null });
    expect(again.statusCode).toBe(201);
    expect(again.json().partnerLogin).toBe('djerba.livraison.2');
    const chosen = await add({ ...valid, name: 'Gabès Express', partnerLogin: 'djerba.livraison' });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().message).toBe('partnerLogin: delivery-company.login-exists');
  });

  it('names each refused field with the client rules (CIN, RIB check key, amounts, rates, days)', async () => {
    const res = await add({
      name: '  ',
      rib: '08006012345678901234',
      cin: '1234567',
      deliveryCost: -1,
      returnCost: 2.5,
      exchangeCost: 1_000_000_001,
      insuranceBp: 12.5,
      refundBp: 10_001,
      paymentDays: ['FUNDAY'],
      partnerLogin: 'x y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'name: field.required',
      'cin: cin.invalid',
      'rib: rib.invalid',
      'paymentDays: payment-days.invalid',
      'partnerLogin: login.invalid',
      'deliveryCost: number.invalid',
      'returnCost: number.invalid',
      'exchangeCost: number.invalid',
      'insuranceBp: percent.invalid',
      'refundBp: percent.invalid',
    ]);
    // Rates are basis points, named as a client's: the old percent fields are no part of the body.
    expect((await add({ ...valid, name: 'Tozeur Express', insurance: 0.75 })).statusCode).toBe(400);
  });

  it('edits a partner under the same rules, keeping its login and key', async () => {
    const res = await put(`edit/${djerba.id}`, {
      ...valid,
      name: 'Djerba Livraison Rapide',
      deliveryCost: 6000,
      insuranceBp: 150,
      paymentDays: ['FRIDAY'],
      pos: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'delivery-company.updated',
      company: {
        id: djerba.id,
        name: 'Djerba Livraison Rapide',
        partnerLogin: 'djerba.livraison',
        deliveryCost: 6000,
        insuranceBp: 150,
        paymentDays: ['FRIDAY'],
        pos: null,
      },
    });
    // Its own name again (another case) is fine; another partner's is not.
    expect(
      (await put(`edit/${djerba.id}`, { ...valid, name: 'DJERBA livraison' })).statusCode,
    ).toBe(200);
    const clash = await put(`edit/${djerba.id}`, { ...valid, name: 'sahel express' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('name: delivery-company.name-exists');
    const bad = await put(`edit/${djerba.id}`, { ...valid, rib: '123', cin: 'abcdefgh' });
    expect(bad.json().message).toEqual(['cin: cin.invalid', 'rib: rib.invalid']);
    expect((await put('edit/99999', valid)).json()).toMatchObject({
      statusCode: 404,
      message: 'delivery-company.not-found',
    });
    // The key made on add still works.
    const order = await collected();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/order/assign-partner',
      headers: bearer(admin),
      payload: { ids: [order], deliveryCompanyId: djerba.id },
    });
    expect((await push(djerba.apiKey, await codeOf(order), 'e-1')).statusCode).toBe(200);
  });

  it('lists partners by name, paged and searched, with an active filter; clients see active ones without details', async () => {
    const page = (await list('?limit=1&offset=0')).json<DeliveryCompanyList>();
    expect(page.companies.map((c) => c.name)).toEqual(['Cap Bon Logistique']);
    expect(page).toMatchObject({ page: 1, total: 4, totalPages: 4 });
    const last = (await list('?limit=1&offset=3')).json<DeliveryCompanyList>();
    expect(last.companies.map((c) => c.name)).toEqual(['Sahel Express']);
    expect(last.page).toBe(4);
    const found = (await list('?search=MIDOUN')).json<DeliveryCompanyList>();
    expect(found.companies.map((c) => c.name).sort()).toEqual([
      'DJERBA livraison',
      'Djérba-Livraison',
    ]);
    expect((await list('?search=sahel.exp')).json().companies).toHaveLength(1);
    expect((await list('?search=100%25')).json().total).toBe(0);
    const all = (await list('', client)).json<DeliveryCompanyList>();
    expect(all.total).toBe(4);
    expect(all.companies.every((c) => c.rib === null && c.partnerLogin === null)).toBe(true);
  });

  it('deactivating a partner refuses its key and new orders until it is active again', async () => {
    const order = await collected();
    const code = await codeOf(order);
    const deactivated = await put(`deactivate/${djerba.id}`);
    expect(deactivated.json()).toMatchObject({
      message: 'delivery-company.deactivated',
      company: { id: djerba.id, active: false },
    });
    expect((await push(djerba.apiKey, code, 'd-1')).statusCode).toBe(401);
    const assign = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/order/assign-partner',
      headers: bearer(admin),
      payload: { ids: [order], deliveryCompanyId: djerba.id },
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().message).toBe('deliveryCompanyId: delivery-company.inactive');
    expect((await list('?active=false')).json().companies.map((c: { id: number }) => c.id)).toEqual(
      [djerba.id],
    );
    // Clients no longer see it; staff still do.
    expect((await list('', client)).json().total).toBe(3);
    expect((await list('')).json().total).toBe(4);
    const activated = await put(`activate/${djerba.id}`);
    expect(activated.json().company.active).toBe(true);
    expect((await push(djerba.apiKey, code, 'd-2')).statusCode).toBe(200);
  });

  it('lists collected parcels still on their way, unassigned first-collected first, by client or code', async () => {
    const fresh = await createMerchant(t.handle.db, `fresh.${dialect}`);
    const make = (statuses: string[], collectedFlag = true) =>
      insertOrder(t.handle.db, {
        clientId: fresh.clientId,
        businessId: fresh.businessIds[1]!,
        statuses,
        createdAt: '2026-11-21T08:00:00.000Z',
        collected: collectedFlag,
        fullname: 'Hédi Ferchichi',
      });
    const waiting = await make(['CREATED', 'COLLECTED']);
    const later = await make(['CREATED', 'COLLECTED']);
    await make(['CREATED', 'READY'], false);
    await make(['CREATED', 'COLLECTED', 'DELIVERED']);
    const handed = await make(['CREATED', 'COLLECTED']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/order/assign-partner',
      headers: bearer(admin),
      payload: { ids: [handed], deliveryCompanyId: 1 },
    });
    await collected(other.clientId, other.businessIds[0]!);
    const get = (query: string, token = admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/delivery-company/orders-to-assign${query}`,
        headers: bearer(token),
      });
    const page = (await get(`?clientId=${fresh.clientId}`)).json<OrdersToAssignPage>();
    expect(page.items.map((o) => o.id)).toEqual([waiting, later]);
    expect(page.items[0]).toMatchObject({
      clientId: fresh.clientId,
      business: `fresh.${dialect} B`,
      recipient: 'Hédi Ferchichi',
      delegation: 'Sfax',
      price: 10_000,
      status: 'COLLECTED',
      deliveryCompanyId: null,
      deliveryCompany: null,
    });
    const withAssigned = (
      await get(`?clientId=${fresh.clientId}&includeAssigned=true`, viewer)
    ).json<OrdersToAssignPage>();
    expect(withAssigned.items.map((o) => [o.id, o.deliveryCompany])).toEqual([
      [waiting, null],
      [later, null],
      [handed, 'Sahel Express'],
    ]);
    const code = await codeOf(later);
    expect(
      (await get(`?search=${code.toLowerCase()}`))
        .json<OrdersToAssignPage>()
        .items.map((o) => o.id),
    ).toEqual([later]);
    // Across clients, paged.
    const first = (await get('?limit=1')).json<OrdersToAssignPage>();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses clients and staff without the partner page where they must be', async () => {
    expect((await add({ ...valid, name: 'Intrus' }, client)).statusCode).toBe(403);
    expect((await add({ ...valid, name: 'Intrus' }, viewer)).statusCode).toBe(403);
    expect((await put(`deactivate/${djerba.id}`, undefined, viewer)).statusCode).toBe(403);
    expect((await put(`edit/${djerba.id}`, valid, client)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/delivery-company/orders-to-assign',
      headers: bearer(client),
    });
    expect(res.statusCode).toBe(403);
  });
});
