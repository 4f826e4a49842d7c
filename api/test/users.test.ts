import { bearer, createTestApp, DEMO_PASSWORD, dialectsFor, login, type TestApp } from './helpers';

describe.each(dialectsFor('http'))('profiles and passwords (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let adminTeam: Awaited<ReturnType<typeof login>>;
  let client: Awaited<ReturnType<typeof login>>;
  let clientTeam: Awaited<ReturnType<typeof login>>;
  let otherClientUserId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminTeam, client, clientTeam] = await Promise.all(
      ['admin', 'admin.team', 'client', 'client.team'].map((n) => login(t.app, n)),
    );
    const other = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'jerba.artisanat')
      .executeTakeFirstOrThrow();
    otherClientUserId = other.id;
  });
  afterAll(() => t.close());

  const getUser = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/get/${id}`, headers: bearer(token) });

  it('lets everyone read their own profile, without the password hash', async () => {
    const res = await getUser(client.token, client.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: client.user.id,
      username: 'client',
      role: 'clientPersonnel',
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('lets a provider admin read any user and a client admin its own team', async () => {
    expect((await getUser(admin.token, otherClientUserId)).statusCode).toBe(200);
    expect((await getUser(client.token, clientTeam.user.id)).statusCode).toBe(200);
  });

  it("gives a client 404 and no data for another tenant's or the provider's users", async () => {
    for (const id of [otherClientUserId, admin.user.id]) {
      const res = await getUser(client.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        message: 'user.not-found',
        error: 'Not Found',
      });
    }
  });

  it('hides users from team members who lack the users or team page', async () => {
    expect((await getUser(clientTeam.token, client.user.id)).statusCode).toBe(404);
    expect((await getUser(adminTeam.token, otherClientUserId)).statusCode).toBe(404);
  });

  it('rejects a non-numeric user id naming the parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/get/abc',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^userId/);
  });

  it('updates the own profile and validates the person name', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${clientTeam.user.id}`,
      headers: bearer(clientTeam.token),
      payload: { fullname: "Meriem Ben M'barek-Sassi" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fullname).toBe("Meriem Ben M'barek-Sassi");
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${clientTeam.user.id}`,
      headers: bearer(clientTeam.token),
      payload: { fullname: 'R2D2' },
    });
    expect(bad.statusCode).toBe(400);
    // The settings form's rules (a team member's), in the keys the form shows under each field.
    expect(bad.json().message).toEqual(['fullname: person-name.invalid']);
    const more = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${clientTeam.user.id}`,
      headers: bearer(clientTeam.token),
      payload: { fullname: '  ', username: 'a b', email: 'meriem@' },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toEqual([
      'username: username.invalid',
      'email: email.invalid',
      'fullname: field.required',
    ]);
  });

  it('sets the own avatar only when its bytes are a PNG or JPEG within the size limit', async () => {
    const put = (avatar: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/profile/${clientTeam.user.id}`,
        headers: bearer(clientTeam.token),
        payload: { avatar },
      });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    // A JPEG declared as PNG is stored with the type its bytes show.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const ok = await put(`data:image/png;base64,${jpeg.toString('base64')}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().avatar).toBe(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    const text = Buffer.from('GIF89a not an image at all');
    const wrong = await put(`data:image/png;base64,${text.toString('base64')}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('avatar: avatar.wrong-type');
    const big = Buffer.concat([png, Buffer.alloc(256 * 1024)]);
    const tooLarge = await put(`data:image/png;base64,${big.toString('base64')}`);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('avatar: avatar.too-large');
    const cleared = await put(null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().avatar).toBeNull();
  });

  it('refuses a username or email that belongs to someone else', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${clientTeam.user.id}`,
      headers: bearer(clientTeam.token),
      payload: { username: 'ADMIN' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('user.username-exists');
    const email = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${clientTeam.user.id}`,
      headers: bearer(clientTeam.token),
      payload: { email: 'admin@wolvo.tn' },
    });
    expect(email.json().message).toBe('user.email-exists');
  });

  it("does not let a client change another tenant's profile", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/profile/${otherClientUserId}`,
      headers: bearer(client.token),
      payload: { fullname: 'Hacked' },
    });
    expect(res.statusCode).toBe(404);
    const row = await t.handle.db
      .selectFrom('users')
      .select('fullname')
      .where('id', '=', otherClientUserId)
      .executeTakeFirstOrThrow();
    expect(row.fullname).not.toBe('Hacked');
  });

  it('enforces the password policy and names the field', async () => {
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/password',
        headers: bearer(admin.token),
        payload,
      });
    const cases: Array<[object, string]> = [
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'Short1', confirmPassword: 'Short1' },
        'newPassword: password.min-length',
      ],
      [
        {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'alllowercase',
          confirmPassword: 'alllowercase',
        },
        'newPassword: password.uppercase',
      ],
      [
        {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'ALLUPPERCASE',
          confirmPassword: 'ALLUPPERCASE',
        },
        'newPassword: password.lowercase',
      ],
      [
        {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'GoodPassword',
          confirmPassword: 'OtherPassword',
        },
        'confirmPassword: password.mismatch',
      ],
      [
        {
          currentPassword: 'WrongCurrent1',
          newPassword: 'GoodPassword',
          confirmPassword: 'GoodPassword',
        },
        'currentPassword: password.current-invalid',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('changes the password so that only the new one signs in', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: bearer(adminTeam.token),
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'NewSecret2026',
        confirmPassword: 'NewSecret2026',
      },
    });
    expect(res.statusCode).toBe(200);
    await expect(login(t.app, 'admin.team')).rejects.toThrow(/401/);
    expect((await login(t.app, 'admin.team', 'NewSecret2026')).user.id).toBe(adminTeam.user.id);
    // Every session opened before the change ends; this one goes on with the token it was answered.
    const profile = `/api/v1/admin/get/${adminTeam.user.id}`;
    const before = await t.app.inject({ url: profile, headers: bearer(adminTeam.token) });
    expect(before.statusCode).toBe(401);
    const after = await t.app.inject({ url: profile, headers: bearer(res.json().token) });
    expect(after.statusCode).toBe(200);
  });
});
