import { createHash } from 'node:crypto';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe.each(dialectsFor('http'))('settings, businesses, partners, support (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let adminTeam: Awaited<ReturnType<typeof login>>;
  let client: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminTeam, client] = await Promise.all([
      login(t.app, 'admin'),
      login(t.app, 'admin.team'),
      login(t.app, 'client'),
    ]);
  });
  afterAll(() => t.close());

  it('serves the UI build number without authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uiBuildVersion: 1 });
  });

  it('lists a client its own three companies and staff all of them', async () => {
    const own = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/business/get',
        headers: bearer(client.token),
      })
    ).json();
    expect(own.map((b: { name: string }) => b.name)).toEqual([
      'Zitouna Mode',
      'Carthage Électronique',
      'Médina Cosmétiques',
    ]);
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/business/get',
        headers: bearer(admin.token),
      })
    ).json();
    expect(all.length).toBeGreaterThan(own.length);
    // A client cannot widen its view with the staff filter.
    const sneaky = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/business/get?clientId=2',
        headers: bearer(client.token),
      })
    ).json();
    expect(sneaky).toEqual(own);
  });

  it('lists delivery companies without secrets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/delivery-company/get',
      headers: bearer(client.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().companies.map((c: { name: string }) => c.name)).toEqual([
      'Cap Bon Logistique',
      'Sahel Express',
    ]);
    expect(res.body).not.toMatch(/passwordHash|apiKey|scrypt/);
  });

  const partner = {
    name: 'Kairouan Rapide',
    deliveryCost: 6500,
    returnCost: 3000,
    exchangeCost: 7000,
    insuranceBp: 150,
    paymentDays: ['MONDAY'],
  };

  it('lets a provider admin add a partner, storing rates exactly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-company/add',
      headers: bearer(admin.token),
      payload: partner,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kairouan Rapide',
      deliveryCost: 6500,
      insuranceBp: 150,
      refundBp: 0,
      paymentDays: ['MONDAY'],
    });
    const row = await t.handle.db
      .selectFrom('deliveryCompanies')
      .select(['insuranceBp', 'passwordHash', 'apiKey', 'apiKeyHash'])
      .where('name', '=', 'Kairouan Rapide')
      .executeTakeFirstOrThrow();
    expect(row.insuranceBp).toBe(150);
    // The login is made from the name, the password generated: both answered once, the password hashed.
    expect(res.json()).toMatchObject({ partnerLogin: 'kairouan.rapide', active: true });
    expect(res.json().password).toHaveLength(16);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    // The feed key is answered once and kept only as its hash.
    expect(res.json().apiKey).toMatch(/^wlp_/);
    expect(row.apiKey).toBeNull();
    expect(row.apiKeyHash).toBe(createHash('sha256').update(res.json().apiKey).digest('hex'));
  });

  it('refuses a duplicate partner name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-company/add',
      headers: bearer(admin.token),
      payload: { ...partner, name: 'kairouan  RAPIDE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('name: delivery-company.name-exists');
  });

  it('forbids clients and team members without the partner page from adding partners', async () => {
    for (const token of [client.token, adminTeam.token]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/delivery-company/add',
        headers: bearer(token),
        payload: { ...partner, name: 'Another' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        message: 'auth.forbidden',
        error: 'Forbidden',
      });
    }
  });

  it('validates money as non-negative integer millimes, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-company/add',
      headers: bearer(admin.token),
      payload: { ...partner, name: 'Bad', deliveryCost: -1, returnCost: 2.5 },
    });
    expect(res.statusCode).toBe(400);
    const message: string[] = res.json().message;
    expect(message.some((m) => m.startsWith('deliveryCost'))).toBe(true);
    expect(message.some((m) => m.startsWith('returnCost'))).toBe(true);
    expect(
      await t.handle.db
        .selectFrom('deliveryCompanies')
        .select('id')
        .where('name', '=', 'Bad')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lists support videos in order, optionally by language', async () => {
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/support/videos',
        headers: bearer(client.token),
      })
    ).json();
    expect(all.map((v: { position: number }) => v.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const ar = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/support/videos?language=ar',
        headers: bearer(client.token),
      })
    ).json();
    expect(ar).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/support/videos?language=de',
      headers: bearer(client.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('serves an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/login',
        '/api/v1/notifications/get/{userId}',
        '/api/v1/order/get/search-for-id/{id}',
      ]),
    );
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
