import { bearer, createTestApp, DEMO_PASSWORD, dialectsFor, login, type TestApp } from './helpers';
import { trustProxyFrom } from '../src/config';

describe.each(dialectsFor('http'))('sign-in and tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('signs in by username and by email, case-insensitively', async () => {
    const byName = await login(t.app, 'admin');
    const byEmail = await login(t.app, 'ADMIN@wolvo.tn');
    expect(byName.user.id).toBe(byEmail.user.id);
    expect(byName.user).toMatchObject({
      username: 'admin',
      role: 'companyPersonnel',
      permissions: {},
    });
    expect(byName.expiresIn).toBe(3600);
  });

  it('signs in each of the four demo accounts with its role', async () => {
    const roles = await Promise.all(
      ['admin', 'admin.team', 'client', 'client.team'].map(
        async (name) => (await login(t.app, name)).user.role,
      ),
    );
    expect(roles).toEqual([
      'companyPersonnel',
      'companyPersonnelTeam',
      'clientPersonnel',
      'clientPersonnelTeam',
    ]);
  });

  it("gives staff the {adminId} of the provider team: an admin's own id, a team member's admin", async () => {
    const [admin, adminTeam, client, clientTeam] = await Promise.all(
      ['admin', 'admin.team', 'client', 'client.team'].map(async (name) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { login: name, password: DEMO_PASSWORD },
        });
        return res.json<{ user: { id: number; adminId: number | null } }>().user;
      }),
    );
    expect(admin.adminId).toBe(admin.id);
    const row = await t.handle.db
      .selectFrom('users')
      .select('adminId')
      .where('id', '=', adminTeam.id)
      .executeTakeFirstOrThrow();
    expect(adminTeam.adminId).toBe(admin.id);
    expect(row.adminId).toBe(admin.id);
    expect(client.adminId).toBeNull();
    expect(clientTeam.adminId).toBeNull();
  });

  it('puts id, email, role and page permissions joined by | into the token', async () => {
    const { token, user } = await login(t.app, 'client.team');
    const claims = t.app.jwt.decode<Record<string, unknown>>(token)!;
    expect(claims).toMatchObject({
      id: user.id,
      email: 'equipe@zitouna-mode.tn',
      role: 'clientPersonnelTeam',
      clientId: 1,
    });
    expect(claims.permissions).toEqual({
      ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD|EDIT',
      ORDERS_PICKUPS: 'VIEW|ADD',
      RECLAMATION_WOLVO: 'VIEW|ADD',
      SUPPORT: 'VIEW',
      ACCOUNT_SETTINGS: 'VIEW|EDIT',
    });
    expect(typeof claims.exp).toBe('number');
  });

  it('answers the same 401 for a wrong password and an unknown login', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'admin', password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'ghost', password: DEMO_PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        message: 'auth.invalid-credentials',
        error: 'Unauthorized',
      });
    }
  });

  it('rejects a login body without a password, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([expect.stringContaining('password')]),
    );
  });

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/support/videos' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/support/videos',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.x'),
    });
    const expired = t.app.jwt.sign(
      {
        id: 1,
        email: 'admin@wolvo.tn',
        username: 'admin',
        role: 'companyPersonnel',
        permissions: {},
      },
      { expiresIn: -10 },
    );
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/support/videos',
      headers: bearer(expired),
    });
    for (const res of [none, forged, old]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        message: 'auth.unauthorized',
        error: 'Unauthorized',
      });
    }
  });

  it('refuses a body over the size limit with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { login: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/get' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('refuses the fourth attempt in a minute with 429 in the error shape', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { login: 'admin', password: 'wrong' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: 'auth.too-many-requests' });
  });

  it('counts per address and login: attempts on one login do not block another from the same address', async () => {
    const attempt = (login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { login, password: 'wrong' },
      });
    // `admin` is blocked by the test above; `client` from the same address still gets its own three.
    expect((await attempt('admin')).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await attempt('client')).statusCode).toBe(401);
    expect((await attempt('CLIENT')).statusCode).toBe(429);
  });
});

describe('login rate limit behind a proxy (TRUST_PROXY)', () => {
  // Three attempts from one forwarded client, then a fourth from another forwarded client.
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { login: 'admin', password: 'wrong' },
    });

  it('ignores X-Forwarded-For when off: every client behind the balancer shares one counter', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(t, '198.51.100.7')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('keys on the forwarded client address when the balancer is trusted', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3, trustProxy: ['10.0.0.2'] });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(t, '198.51.100.7')).statusCode).toBe(401);
      expect((await attempt(t, '198.51.100.7')).statusCode).toBe(429);
      expect((await attempt(t, '203.0.113.9')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('trusts a hop count: one hop keys on the address the balancer saw', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3, trustProxy: 1 });
    try {
      // A forged entry before the real one is beyond the trusted hop and ignored.
      for (let i = 0; i < 3; i++)
        expect((await attempt(t, `192.0.2.${i}, 198.51.100.7`)).statusCode).toBe(401);
      expect((await attempt(t, '198.51.100.7')).statusCode).toBe(429);
      expect((await attempt(t, '203.0.113.9')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.2, 10.0.1.0/24')).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(() => trustProxyFrom('true')).toThrow('TRUST_PROXY');
  });
});
