import type { InjectOptions } from 'fastify';
import { AVATAR_MAX_BYTES, MAX_TEAM_MEMBERS, type PermissionMap } from '@wolvo/shared/contracts';
import { bearer, createTestApp, DEMO_PASSWORD, dialectsFor, login, type TestApp } from './helpers';

// Every test builds its own owners (a client, a provider admin) from nothing, so the answers are known
// whatever the demo data holds.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const PASSWORD = 'Equipe2026x';

describe.each(dialectsFor('sql'))('teams (%s)', (dialect) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
  });
  afterAll(() => t.close());

  const send = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  async function passwordHash() {
    const row = await t.handle.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    return row.passwordHash;
  }

  /** A new user signed in with the demo password. */
  async function newUser(role: string, extra: { clientId?: number; adminId?: number } = {}) {
    const name = `owner${++seq}.${dialect}`;
    const now = new Date().toISOString();
    const { id } = await t.handle.db
      .insertInto('users')
      .values({
        username: name,
        email: `${name}@example.test`,
        passwordHash: await passwordHash(),
        role,
        fullname: 'Test Owner',
        avatar: null,
        active: 1,
        clientId: extra.clientId ?? null,
        adminId: extra.adminId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, name };
  }

  /** A new client with no team, and its admin's token. */
  async function newClient() {
    const user = await newUser('clientPersonnel');
    const now = new Date().toISOString();
    const { id: clientId } = await t.handle.db
      .insertInto('clients')
      .values({
        userId: user.id,
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
        confirmed: 1,
        active: 1,
        insuranceBp: 0,
        refundBp: 0,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db.updateTable('users').set({ clientId }).where('id', '=', user.id).execute();
    const { token } = await login(t.app, user.name, DEMO_PASSWORD);
    return { clientId, userId: user.id, token };
  }

  /** A new provider admin with no team. */
  async function newAdmin() {
    const user = await newUser('companyPersonnel');
    const { token } = await login(t.app, user.name, DEMO_PASSWORD);
    return { adminId: user.id, token };
  }

  const memberBody = (name: string, permissions: PermissionMap, team = 'Entrepôt') => ({
    username: name,
    email: `${name}@team.test`,
    fullname: "Rim Ben M'rad",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    team,
    permissions,
  });

  let memberSeq = 0;
  /** Adds a member through the API and returns it with a signed-in token. */
  async function addMember(
    owner: { token: string; path: string },
    permissions: PermissionMap,
    team?: string,
  ) {
    const name = `member${++memberSeq}.${dialect}`;
    const res = await send(
      owner.token,
      'POST',
      `${owner.path}/add-member`,
      memberBody(name, permissions, team),
    );
    expect({ name, status: res.statusCode, body: res.json() }).toMatchObject({ status: 201 });
    const member = res.json<{ id: number; team: { id: number } }>();
    const { token } = await login(t.app, name, PASSWORD);
    return { ...member, name, token };
  }

  it('adds a member that signs in and has exactly its pages; headcount and list count it', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const res = await send(client.token, 'POST', `${path}/add-member`, {
      ...memberBody('rim.entrepot', { ORDERS_ORDER_OF_THE_DAY: 'add|View', SUPPORT: 'VIEW' }),
      email: ' Rim@Team.TEST ',
      avatar: dataUrl('image/png', PNG),
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toEqual({
      id: expect.any(Number),
      username: 'rim.entrepot',
      email: 'rim@team.test',
      fullname: "Rim Ben M'rad",
      avatar: dataUrl('image/png', PNG),
      role: 'clientPersonnelTeam',
      clientId: client.clientId,
      team: { id: expect.any(Number), name: 'Entrepôt' },
      permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD', SUPPORT: 'VIEW' },
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('scrypt');

    const signedIn = await login(t.app, 'rim@team.test', PASSWORD);
    expect(signedIn.user).toMatchObject({
      id: member.id,
      role: 'clientPersonnelTeam',
      clientId: client.clientId,
      permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD', SUPPORT: 'VIEW' },
    });

    const headcount = await send(client.token, 'GET', `${path}/team-headcount`);
    expect(headcount.json()).toEqual({
      total: 1,
      max: MAX_TEAM_MEMBERS,
      teams: [{ id: member.team.id, name: 'Entrepôt', members: 1 }],
    });
    const one = await send(client.token, 'GET', `/client-team/member/${member.id}`);
    expect(one.json()).toEqual(member);
  });

  it('answers every field problem at once, with the keys of the spec', async () => {
    const client = await newClient();
    const res = await send(client.token, 'POST', `/client-team/${client.clientId}/add-member`, {
      username: 'a b',
      email: 'not-an-email',
      fullname: 'J0hn',
      password: 'short',
      confirmPassword: 'other',
      team: '  ',
      avatar: dataUrl('image/png', GIF),
      permissions: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'username: username.invalid',
      'email: email.invalid',
      'fullname: person-name.invalid',
      'password: password.min-length',
      'confirmPassword: password.mismatch',
      'team: field.required',
      'avatar: avatar.wrong-type',
      'permissions: team.permission.required',
    ]);

    const policy = await send(client.token, 'POST', `/client-team/${client.clientId}/add-member`, {
      ...memberBody('policy.check', { SUPPORT: 'VIEW' }),
      password: 'alllowercase1',
      confirmPassword: 'alllowercase1',
    });
    expect(policy.json().message).toEqual(['password: password.uppercase']);

    const missing = await send(client.token, 'POST', `/client-team/${client.clientId}/add-member`, {
      username: 'only.name',
      extra: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(
      expect.arrayContaining([
        'email: field.required',
        'permissions: field.required',
        'extra: field.unknown',
      ]),
    );
    // Nothing was written.
    const headcount = await send(
      client.token,
      'GET',
      `/client-team/${client.clientId}/team-headcount`,
    );
    expect(headcount.json()).toEqual({ total: 0, max: MAX_TEAM_MEMBERS, teams: [] });
  });

  it('gives a client team only client pages and the provider team only staff pages', async () => {
    const client = await newClient();
    const admin = await newAdmin();
    const toClient = await send(
      client.token,
      'POST',
      `/client-team/${client.clientId}/add-member`,
      {
        ...memberBody('keys.client', {
          ORDERS: 'VIEW',
          USERS_TEAM: 'VIEW',
          COMMERCIAL_CLIENTS: 'EDIT',
        }),
      },
    );
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json().message).toEqual([
      'permissions.USERS_TEAM: team.permission.page-invalid',
      'permissions.COMMERCIAL_CLIENTS: team.permission.page-invalid',
    ]);
    const toProvider = await send(admin.token, 'POST', `/admin-team/${admin.adminId}/add-member`, {
      ...memberBody('keys.staff', { CLIENT_HOMEPAGE: 'VIEW', RECLAMATION_INBOX: 'VIEW' }),
    });
    expect(toProvider.json().message).toEqual([
      'permissions.CLIENT_HOMEPAGE: team.permission.page-invalid',
    ]);
    const badAction = await send(
      client.token,
      'POST',
      `/client-team/${client.clientId}/add-member`,
      {
        ...memberBody('keys.action', { ORDERS: 'VIEW|PUBLISH' }),
      },
    );
    expect(badAction.json().message).toEqual(['permissions.ORDERS: value.invalid']);
    // A page row left empty in the matrix is simply not granted; all rows empty is no permission.
    const empty = await send(client.token, 'POST', `/client-team/${client.clientId}/add-member`, {
      ...memberBody('keys.empty', { ORDERS: '', SUPPORT: '' }),
    });
    expect(empty.json().message).toEqual(['permissions: team.permission.required']);

    const staff = await addMember(
      { token: admin.token, path: `/admin-team/${admin.adminId}` },
      { RECLAMATION_INBOX: 'VIEW|EDIT', USERS_TEAM: 'VIEW' },
      'Support',
    );
    const headcount = await send(admin.token, 'GET', `/admin-team/${admin.adminId}/team-headcount`);
    expect(headcount.json()).toEqual({
      total: 1,
      max: null,
      teams: [{ id: staff.team.id, name: 'Support', members: 1 }],
    });
    const signedIn = await login(t.app, staff.name, PASSWORD);
    expect(signedIn.user).toMatchObject({ role: 'companyPersonnelTeam', clientId: null });
    // The new staff member sees its admin's team (it holds users > team) and nobody else's.
    const own = await send(staff.token, 'GET', `/admin-team/${admin.adminId}/get-members`);
    expect(own.json()).toMatchObject({ total: 1, items: [{ id: staff.id }] });
  });

  it('checks avatars by their bytes and size, whatever type they claim', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const member = await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' });
    const update = (avatar: string | null) =>
      send(client.token, 'PUT', `${path}/update-member/${member.id}`, { avatar });

    const jpeg = await update(dataUrl('image/png', JPEG));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().avatar).toBe(dataUrl('image/jpeg', JPEG));
    for (const [avatar, key] of [
      [dataUrl('image/png', GIF), 'avatar.wrong-type'],
      [dataUrl('image/gif', PNG), 'avatar.wrong-type'],
      ['https://example.test/me.png', 'avatar.wrong-type'],
      [
        dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)])),
        'avatar.too-large',
      ],
    ] as const) {
      const res = await update(avatar);
      expect({ avatar: avatar.slice(0, 30), status: res.statusCode, body: res.json() }).toEqual({
        avatar: avatar.slice(0, 30),
        status: 400,
        body: { statusCode: 400, message: [`avatar: ${key}`], error: 'Bad Request' },
      });
    }
    // Exactly at the cap is accepted.
    const atCap = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await update(dataUrl('image/png', atCap))).statusCode).toBe(200);
    const removed = await update(null);
    expect(removed.json().avatar).toBeNull();
  });

  it('keeps username and email unique across every user, case aside', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const add = (body: object) => send(client.token, 'POST', `${path}/add-member`, body);
    const base = memberBody('unique.one', { SUPPORT: 'VIEW' });
    const username = await add({ ...base, username: 'ADMIN' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({
      statusCode: 409,
      message: 'user.username-exists',
      error: 'Conflict',
    });
    const email = await add({ ...base, email: 'Client@Zitouna-Mode.tn' });
    expect(email.json()).toMatchObject({ statusCode: 409, message: 'user.email-exists' });

    const member = await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' });
    const other = await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' });
    const taken = await send(client.token, 'PUT', `${path}/update-member/${other.id}`, {
      username: member.name.toUpperCase(),
    });
    expect(taken.json()).toMatchObject({ statusCode: 409, message: 'user.username-exists' });
    // Its own name, in another case, is no conflict.
    const same = await send(client.token, 'PUT', `${path}/update-member/${other.id}`, {
      email: `${other.name}@TEAM.test`,
    });
    expect(same.statusCode).toBe(200);
  });

  it(`refuses member ${MAX_TEAM_MEMBERS + 1} of a client across its teams, and frees a seat on delete`, async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const ids: number[] = [];
    for (let i = 0; i < MAX_TEAM_MEMBERS; i++)
      ids.push(
        (await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, i % 2 ? 'A' : 'B')).id,
      );
    const full = await send(
      client.token,
      'POST',
      `${path}/add-member`,
      memberBody('one.too.many', { SUPPORT: 'VIEW' }),
    );
    expect(full.json()).toEqual({
      statusCode: 409,
      message: 'team.max-members',
      error: 'Conflict',
    });
    const headcount = await send(client.token, 'GET', `${path}/team-headcount`);
    expect(headcount.json()).toMatchObject({
      total: MAX_TEAM_MEMBERS,
      teams: [
        { name: 'A', members: MAX_TEAM_MEMBERS / 2 },
        { name: 'B', members: MAX_TEAM_MEMBERS / 2 },
      ],
    });
    // Another client is not affected by this one's cap.
    const other = await newClient();
    await addMember(
      { token: other.token, path: `/client-team/${other.clientId}` },
      { SUPPORT: 'VIEW' },
    );

    expect(
      (await send(client.token, 'DELETE', `/client-team/delete-member/${ids[0]}`)).json(),
    ).toEqual({
      count: 1,
    });
    await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' });
  });

  it('pages the members server-side, searches and filters by team', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const members = [];
    for (const team of ['Nord', 'Nord', 'Sud', 'Sud', 'Sud'])
      members.push(await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, team));
    const list = (query: string) =>
      send(client.token, 'GET', `${path}/get-members?${query}`).then((r) => r.json());
    const second = await list('offset=2&limit=2');
    expect(second).toMatchObject({ page: 2, total: 5, totalPages: 3 });
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([members[2].id, members[3].id]);
    const defaults = await list('');
    expect(defaults).toMatchObject({ page: 1, total: 5, totalPages: 1 });
    const byTeam = await list(`teamId=${members[0].team.id}`);
    expect(byTeam.items.map((m: { id: number }) => m.id)).toEqual([members[0].id, members[1].id]);
    const search = await list(`search=${members[4].name.toUpperCase()}`);
    expect(search).toMatchObject({ total: 1, items: [{ id: members[4].id }] });
    // `%` and `_` are searched as text, not patterns.
    expect((await list('search=%25')).total).toBe(0);
    const bad = await send(client.token, 'GET', `${path}/get-members?limit=0`);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: ['limit: value.invalid'] });
  });

  it('applies new permissions on the next request of the same token, and refuses ADD to a VIEW-only member', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const member = await addMember(
      { token: client.token, path },
      { ORDERS_ORDER_OF_THE_DAY: 'VIEW' },
    );
    const addOrder = () => send(member.token, 'POST', '/order/add', { businessId: 'x' });
    const listOrders = () => send(member.token, 'GET', '/order/getOrdersOfTheDay');
    expect((await listOrders()).statusCode).toBe(200);
    expect((await addOrder()).json()).toEqual({
      statusCode: 403,
      message: 'auth.forbidden',
      error: 'Forbidden',
    });

    const granted = await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {
      permissions: { ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' },
    });
    expect(granted.json().permissions).toEqual({ ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD' });
    // Past the guard now: the body is what is wrong.
    expect((await addOrder()).statusCode).toBe(400);

    await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {
      permissions: { SUPPORT: 'VIEW' },
    });
    expect((await listOrders()).statusCode).toBe(403);
    expect((await addOrder()).statusCode).toBe(403);
    // The notification poll carries the new grants, so the open dashboard's sidebar follows.
    const poll = await send(member.token, 'GET', `/notifications/get/${member.id}`);
    expect(poll.json().permissions).toEqual({ SUPPORT: 'VIEW' });

    // A password the admin sets ends the member's open sessions; the new one signs in.
    const reset = await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {
      password: 'Renouvele2026',
      confirmPassword: 'Renouvele2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await send(member.token, 'GET', `/notifications/get/${member.id}`)).statusCode).toBe(
      401,
    );
  });

  it("refuses a deleted member's token at once; deleting a team deactivates all its members", async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const alone = await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, 'Seul');
    const [a, b] = [
      await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, 'Quai'),
      await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, 'quai'),
    ];
    // One team, whatever the case of its name.
    expect(b.team.id).toBe(a.team.id);
    const profile = (token: string, id: number) => send(token, 'GET', `/admin/get/${id}`);
    expect((await profile(alone.token, alone.id)).statusCode).toBe(200);

    expect(
      (await send(client.token, 'DELETE', `/client-team/delete-member/${alone.id}`)).statusCode,
    ).toBe(200);
    expect((await profile(alone.token, alone.id)).json()).toEqual({
      statusCode: 401,
      message: 'auth.unauthorized',
      error: 'Unauthorized',
    });
    const again = await send(client.token, 'DELETE', `/client-team/delete-member/${alone.id}`);
    expect(again.json()).toMatchObject({ statusCode: 404, message: 'user.not-found' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: alone.name, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    // The emptied team stays until it is deleted.
    expect((await send(client.token, 'GET', `${path}/team-headcount`)).json().teams).toEqual([
      { id: a.team.id, name: 'Quai', members: 2 },
      { id: alone.team.id, name: 'Seul', members: 0 },
    ]);

    const deleted = await send(client.token, 'DELETE', `${path}/delete-team/${a.team.id}`);
    expect(deleted.json()).toEqual({ count: 2 });
    for (const m of [a, b]) expect((await profile(m.token, m.id)).statusCode).toBe(401);
    expect((await send(client.token, 'GET', `${path}/team-headcount`)).json()).toEqual({
      total: 0,
      max: MAX_TEAM_MEMBERS,
      teams: [{ id: alone.team.id, name: 'Seul', members: 0 }],
    });
    const gone = await send(client.token, 'DELETE', `${path}/delete-team/${a.team.id}`);
    expect(gone.json()).toMatchObject({ statusCode: 404, message: 'team.not-found' });
  });

  it("answers 404 for another client's member and team, and for a path id that is not the caller's", async () => {
    const victim = await newClient();
    const intruder = await newClient();
    const victimPath = `/client-team/${victim.clientId}`;
    const member = await addMember({ token: victim.token, path: victimPath }, { SUPPORT: 'VIEW' });
    const own = `/client-team/${intruder.clientId}`;
    const before = await send(victim.token, 'GET', `/client-team/member/${member.id}`);

    const probes: Array<[InjectOptions['method'], string, object | undefined, string]> = [
      ['GET', `/client-team/member/${member.id}`, undefined, 'user.not-found'],
      ['PUT', `${own}/update-member/${member.id}`, { fullname: 'Intrus' }, 'user.not-found'],
      ['DELETE', `/client-team/delete-member/${member.id}`, undefined, 'user.not-found'],
      ['DELETE', `${own}/delete-team/${member.team.id}`, undefined, 'team.not-found'],
      ['GET', `${victimPath}/get-members`, undefined, 'client.id.not-found'],
      ['GET', `${victimPath}/team-headcount`, undefined, 'client.id.not-found'],
      [
        'POST',
        `${victimPath}/add-member`,
        memberBody('intrus.add', { SUPPORT: 'VIEW' }),
        'client.id.not-found',
      ],
      [
        'PUT',
        `${victimPath}/update-member/${member.id}`,
        { fullname: 'Intrus' },
        'client.id.not-found',
      ],
      ['DELETE', `${victimPath}/delete-team/${member.team.id}`, undefined, 'client.id.not-found'],
      ['GET', '/client-team/999999/get-members', undefined, 'client.id.not-found'],
    ];
    for (const [method, url, payload, message] of probes) {
      const res = await send(intruder.token, method, url, payload);
      expect({ url, method, body: res.json() }).toEqual({
        url,
        method,
        body: { statusCode: 404, message, error: 'Not Found' },
      });
    }
    // The victim's member is as it was and still signs in.
    expect((await send(victim.token, 'GET', `/client-team/member/${member.id}`)).json()).toEqual(
      before.json(),
    );
    expect((await send(member.token, 'GET', `/admin/get/${member.id}`)).statusCode).toBe(200);

    // A member of the other kind of team is not found either.
    const admin = await newAdmin();
    const staff = await addMember(
      { token: admin.token, path: `/admin-team/${admin.adminId}` },
      { USERS_TEAM: 'VIEW' },
    );
    expect((await send(victim.token, 'GET', `/client-team/member/${staff.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(admin.token, 'GET', `/admin-team/member/${member.id}`)).statusCode).toBe(
      404,
    );
  });

  it("lets staff manage any client's team but only their own admin's provider team", async () => {
    const client = await newClient();
    const { token: adminToken, user: adminUser } = await login(t.app, 'admin');
    const path = `/client-team/${client.clientId}`;
    const member = await addMember({ token: adminToken, path }, { SUPPORT: 'VIEW' });
    expect((await send(client.token, 'GET', `${path}/get-members`)).json().total).toBe(1);
    expect((await send(adminToken, 'GET', `/client-team/member/${member.id}`)).statusCode).toBe(
      200,
    );

    const other = await newAdmin();
    const theirs = await addMember(
      { token: other.token, path: `/admin-team/${other.adminId}` },
      { USERS_TEAM: 'VIEW' },
    );
    for (const url of [
      `/admin-team/${other.adminId}/get-members`,
      `/admin-team/${other.adminId}/team-headcount`,
    ]) {
      const res = await send(adminToken, 'GET', url);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'user.not-found' });
    }
    expect((await send(adminToken, 'GET', `/admin-team/member/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await send(adminToken, 'DELETE', `/admin-team/delete-member/${theirs.id}`)).statusCode,
    ).toBe(404);
    // The admin's own team holds the demo's admin team member; an admin team member reads it through its admin.
    const mine = await send(adminToken, 'GET', `/admin-team/${adminUser.id}/get-members`);
    expect(mine.statusCode).toBe(200);
    expect(
      (await send(theirs.token, 'GET', `/admin-team/${other.adminId}/get-members`)).statusCode,
    ).toBe(200);
    expect(
      (await send(theirs.token, 'GET', `/admin-team/${theirs.id}/get-members`)).statusCode,
    ).toBe(404);
    // An admin team member that belongs to no admin reaches no provider team at all.
    const orphan = await newUser('companyPersonnelTeam');
    await t.handle.db
      .insertInto('userPermissions')
      .values({ userId: orphan.id, page: 'USERS_TEAM', actions: 'VIEW|DELETE' })
      .execute();
    const { token: orphanToken } = await login(t.app, orphan.name, DEMO_PASSWORD);
    expect((await send(orphanToken, 'GET', `/admin-team/member/${theirs.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(orphanToken, 'DELETE', `/admin-team/delete-member/${theirs.id}`)).statusCode,
    ).toBe(404);
  });

  it('bounds a team member who manages the team by the permissions it holds itself', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const lead = await addMember(
      { token: client.token, path },
      { TEAM: 'VIEW|ADD|EDIT|DELETE', ORDERS: 'VIEW', SUPPORT: 'VIEW|ADD' },
    );
    const asLead = (method: InjectOptions['method'], url: string, payload?: object) =>
      send(lead.token, method, url, payload);

    const ok = await asLead(
      'POST',
      `${path}/add-member`,
      memberBody('lead.made', { ORDERS_PICKUPS: 'VIEW' }),
    );
    expect(ok.statusCode).toBe(201);
    const more = await asLead(
      'POST',
      `${path}/add-member`,
      memberBody('lead.more', { ORDERS: 'VIEW|ADD' }),
    );
    expect(more.json()).toEqual({
      statusCode: 403,
      message: 'permissions.ORDERS: team.permission.not-held',
      error: 'Forbidden',
    });
    const self = await asLead('PUT', `${path}/update-member/${lead.id}`, {
      permissions: { TEAM: 'VIEW' },
    });
    expect(self.json()).toMatchObject({ statusCode: 403, message: 'team.self-management' });
    expect((await asLead('DELETE', `/client-team/delete-member/${lead.id}`)).statusCode).toBe(403);
    // A member holding more than the lead stays out of its reach.
    const boss = await addMember({ token: client.token, path }, { FINANCE: 'VIEW' });
    const touch = await asLead('PUT', `${path}/update-member/${boss.id}`, {
      fullname: 'Autre Nom',
    });
    expect(touch.json()).toMatchObject({
      statusCode: 403,
      message: 'permissions.FINANCE: team.permission.not-held',
    });
    expect((await asLead('DELETE', `/client-team/delete-member/${boss.id}`)).statusCode).toBe(403);
    // Deleting the whole team is the client admin's.
    expect((await asLead('DELETE', `${path}/delete-team/${lead.team.id}`)).statusCode).toBe(403);
    // The lead's own token was never changed by these refusals.
    expect((await asLead('GET', `${path}/team-headcount`)).json().total).toBe(3);
  });

  it('moves a member to another team by name and changes its password', async () => {
    const client = await newClient();
    const path = `/client-team/${client.clientId}`;
    const member = await addMember({ token: client.token, path }, { SUPPORT: 'VIEW' }, 'Avant');
    const mismatch = await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {
      password: 'Nouveau2026x',
    });
    expect(mismatch.json().message).toEqual(['confirmPassword: field.required']);
    const res = await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {
      team: ' Après ',
      password: 'Nouveau2026x',
      confirmPassword: 'Nouveau2026x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().team.name).toBe('Après');
    await login(t.app, member.name, 'Nouveau2026x');
    const headcount = await send(client.token, 'GET', `${path}/team-headcount`);
    expect(
      headcount.json().teams.map((x: { name: string; members: number }) => [x.name, x.members]),
    ).toEqual([
      ['Après', 1],
      ['Avant', 0],
    ]);
    const empty = await send(client.token, 'PUT', `${path}/update-member/${member.id}`, {});
    expect(empty.json()).toMatchObject({ statusCode: 400, message: ['body: field.required'] });
    const badId = await send(client.token, 'GET', `/client-team/abc/get-members`);
    expect(badId.json()).toMatchObject({
      statusCode: 400,
      message: ['clientId: client.id.invalid-type'],
    });
  });
});
