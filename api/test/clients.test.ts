import type { InjectOptions } from 'fastify';
import {
  GENERATED_PASSWORD_LENGTH,
  type ClientAccountDto,
  type ClientAccountsPage,
} from '@wolvo/shared/contracts';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { TeamMemberRules } from '@wolvo/shared/contracts/team';
import { bearer, createTestApp, DEMO_PASSWORD, dialectsFor, login, type TestApp } from './helpers';

// Users > clients against a real database. Each test builds its own clients, named with a marker the demo
// data never holds, so searches and filters have known answers.
describe.each(dialectsFor('sql'))('users > clients (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 20 });
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (token: string, method: InjectOptions['method'], url: string) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) });

  async function passwordHash() {
    const row = await t.handle.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    return row.passwordHash;
  }

  async function addUser(
    username: string,
    role: string,
    clientId: number | null,
    fullname: string,
  ) {
    const now = new Date().toISOString();
    const { id } = await t.handle.db
      .insertInto('users')
      .values({
        username,
        email: `${username}@clients.test`,
        passwordHash: await passwordHash(),
        role,
        fullname,
        avatar: null,
        active: 1,
        clientId,
        adminId: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** A client with its admin user, its companies (main first) and a team member; all signed in. */
  async function newClient(
    marker: string,
    opts: { fullname?: string; companies?: string[]; confirmed?: 0 | 1; active?: 0 | 1 } = {},
  ) {
    const username = `${marker}.${++seq}.${dialect}`;
    const userId = await addUser(
      username,
      'clientPersonnel',
      null,
      opts.fullname ?? 'Hela Trabelsi',
    );
    const now = new Date(Date.now() + seq * 1000).toISOString();
    const { id: clientId } = await t.handle.db
      .insertInto('clients')
      .values({
        userId,
        delegation: null,
        city: null,
        pickupAddress: null,
        phone1: null,
        phone2: null,
        deliveryCost: 7000,
        returnCost: 4000,
        exchangeCost: 8000,
        pos: null,
        patent: null,
        cin: null,
        rib: null,
        rc: null,
        paymentDays: '',
        paymentType: 'CACHE',
        preferredDeliveryCompanyId: null,
        partnerLogin: null,
        partnerPasswordHash: null,
        apiKey: null,
        apiKeyHash: null,
        apiKeyHint: null,
        apiKeyCreatedAt: null,
        confirmed: opts.confirmed ?? 1,
        active: opts.active ?? 1,
        insuranceBp: 0,
        refundBp: 0,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db.updateTable('users').set({ clientId }).where('id', '=', userId).execute();
    const companies = opts.companies ?? [`${marker} boutique ${seq}`];
    // Inserted last-first, so the order of the answer comes from the position, not the row id.
    for (const [position, name] of [...companies.entries()].reverse())
      await t.handle.db
        .insertInto('businesses')
        .values({ clientId, name, position, createdAt: now })
        .execute();
    const memberName = `${username}.member`;
    await addUser(memberName, 'clientPersonnelTeam', clientId, 'Amine Jaziri');
    return { clientId, userId, username, memberName };
  }

  const list = async (query: string, token = admin) => {
    const res = await send(token, 'GET', `/client/getAllClients?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ClientAccountsPage>();
  };

  it('lists client accounts with their companies (main first) and flags, searched and paged by the server', async () => {
    const marker = `zq${dialect}list`;
    const a = await newClient(marker, {
      fullname: 'Sonia Kefi',
      companies: ['Kefi Home', 'Kefi Kids'],
    });
    const b = await newClient(marker, { confirmed: 0 });
    const c = await newClient(marker, { active: 0 });

    const all = await list(`search=${marker.toUpperCase()}&limit=2&offset=0`);
    expect(all.total).toBe(3);
    expect(all.totalPages).toBe(2);
    // Newest first.
    expect(all.items.map((i) => i.id)).toEqual([c.clientId, b.clientId]);
    const second = await list(`search=${marker}&limit=2&offset=2`);
    expect(second.page).toBe(2);
    expect(second.items.map((i) => i.id)).toEqual([a.clientId]);
    expect(second.items[0]).toEqual<ClientAccountDto>({
      id: a.clientId,
      userId: a.userId,
      fullname: 'Sonia Kefi',
      username: a.username,
      email: `${a.username}@clients.test`,
      avatar: null,
      companies: ['Kefi Home', 'Kefi Kids'],
      phone1: null,
      delegation: null,
      city: null,
      confirmed: true,
      active: true,
      createdAt: expect.any(String),
    });

    // By a company name that is not the main one, and by full name.
    expect((await list('search=kefi kids')).items.map((i) => i.id)).toEqual([a.clientId]);
    expect((await list('search=sonia kef')).items.map((i) => i.id)).toEqual([a.clientId]);
    // Flags, one at a time and together.
    const ids = async (q: string) => (await list(`search=${marker}&${q}`)).items.map((i) => i.id);
    expect(await ids('confirmed=false')).toEqual([b.clientId]);
    expect(await ids('active=false')).toEqual([c.clientId]);
    expect(await ids('active=true&confirmed=true')).toEqual([a.clientId]);
    // LIKE wildcards are searched as text.
    expect((await list(`search=${marker}%25`)).total).toBe(0);
  });

  it('deactivates a client: its admin and team get 401 on their next request and cannot sign in; activating restores both', async () => {
    const client = await newClient(`zq${dialect}act`);
    const owner = (await login(t.app, client.username)).token;
    const member = (await login(t.app, client.memberName)).token;
    expect((await send(owner, 'GET', '/business/get')).statusCode).toBe(200);

    const off = await send(admin, 'PUT', `/client/deactivate/${client.clientId}`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'client.deactivated',
      client: { id: client.clientId, active: false },
    });
    for (const token of [owner, member])
      expect((await send(token, 'GET', '/business/get')).json()).toEqual({
        statusCode: 401,
        message: 'auth.unauthorized',
        error: 'Unauthorized',
      });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: client.username, password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('auth.invalid-credentials');

    const on = await send(admin, 'PUT', `/client/activate/${client.clientId}`);
    expect(on.json()).toMatchObject({ message: 'client.activated', client: { active: true } });
    // The same tokens work again: nothing but the flag changed.
    expect((await send(owner, 'GET', '/business/get')).statusCode).toBe(200);
    expect((await send(member, 'GET', '/business/get')).statusCode).toBe(200);
  });

  it("resets the client admin's password: a strong one answered once, only its hash stored", async () => {
    const client = await newClient(`zq${dialect}pwd`);
    const { token: before } = await login(t.app, client.username);
    const member = (await login(t.app, client.memberName)).token;
    const res = await send(admin, 'PUT', `/client/reset-password/${client.clientId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message, password } = res.json<{ message: string; password: string }>();
    expect(message).toBe('client.password-reset');
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(ruleErrorsOf(TeamMemberRules.properties.password, password)).toEqual([]);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);

    const stored = await t.handle.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', client.userId)
      .executeTakeFirstOrThrow();
    expect(stored.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(stored.passwordHash).not.toContain(password);

    await expect(login(t.app, client.username, password)).resolves.toMatchObject({
      user: { id: client.userId },
    });
    await expect(login(t.app, client.username, DEMO_PASSWORD)).rejects.toThrow(/401/);
    // The session opened with the old password ends at once; the team's own passwords did not change.
    expect((await send(before, 'GET', '/business/get')).statusCode).toBe(401);
    expect((await send(member, 'GET', '/business/get')).statusCode).toBe(200);
    // Another reset gives another password.
    const again = await send(admin, 'PUT', `/client/reset-password/${client.clientId}`);
    expect(again.json().password).not.toBe(password);
  });

  it('answers 404 client.id.not-found for an unknown client and client.id.invalid-type for a non-number', async () => {
    for (const url of [
      '/client/activate/999999',
      '/client/deactivate/999999',
      '/client/reset-password/999999',
    ]) {
      const res = await send(admin, 'PUT', url);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 404,
        message: 'client.id.not-found',
      });
    }
    const bad = await send(admin, 'PUT', '/client/deactivate/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: client.id.invalid-type');
  });

  it('lets an admin team member with users > clients VIEW list, but not deactivate or reset without EDIT', async () => {
    const name = `viewer.${dialect}`;
    const id = await addUser(name, 'companyPersonnelTeam', null, 'Walid Mansour');
    await t.handle.db
      .insertInto('userPermissions')
      .values({ userId: id, page: 'USERS_CLIENTS', actions: 'VIEW' })
      .execute();
    const viewer = (await login(t.app, name)).token;
    const client = await newClient(`zq${dialect}view`);
    expect((await list(`search=zq${dialect}view`, viewer)).items.map((i) => i.id)).toEqual([
      client.clientId,
    ]);
    for (const url of [
      `/client/deactivate/${client.clientId}`,
      `/client/reset-password/${client.clientId}`,
    ])
      expect((await send(viewer, 'PUT', url)).statusCode).toBe(403);
    const row = await t.handle.db
      .selectFrom('clients')
      .select('active')
      .where('id', '=', client.clientId)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(1);
  });
});
