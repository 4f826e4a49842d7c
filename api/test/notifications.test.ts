import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe.each(dialectsFor('http'))('notifications (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let client: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, client] = await Promise.all([login(t.app, 'admin'), login(t.app, 'client')]);
  });
  afterAll(() => t.close());

  const list = (token: string, userId: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/get/${userId}${query}`,
      headers: bearer(token),
    });

  it('lists the newest first with total and unread counts, honouring limit and read', async () => {
    const res = await list(admin.token, admin.user.id, '?limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(10);
    expect(body.total).toBe(24);
    expect(body.unreadTotal).toBe(12);
    const dates = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items[0]).toEqual(
      expect.objectContaining({
        code: expect.any(String),
        read: expect.any(Boolean),
        creatorUsername: expect.any(String),
      }),
    );
    const unread = (await list(admin.token, admin.user.id, '?read=false&limit=100')).json();
    expect(unread.items.every((i: { read: boolean }) => !i.read)).toBe(true);
    expect(unread.total).toBe(12);
  });

  it("gives 404 and no items for another user's notifications", async () => {
    const res = await list(client.token, admin.user.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('items');
  });

  it('validates the limit', async () => {
    const res = await list(admin.token, admin.user.id, '?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^limit/);
  });

  it('marks own notifications read and ignores ids of other users', async () => {
    const unread = (await list(client.token, client.user.id, '?read=false&limit=100')).json();
    const adminIds = (await list(admin.token, admin.user.id, '?read=false&limit=3'))
      .json()
      .items.map((i: { id: number }) => i.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/mark-as-read',
      headers: bearer(client.token),
      payload: {
        userId: client.user.id,
        notificationIds: [...unread.items.map((i: { id: number }) => i.id), ...adminIds],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(unread.items.length);
    expect((await list(client.token, client.user.id)).json().unreadTotal).toBe(0);
    expect((await list(admin.token, admin.user.id)).json().unreadTotal).toBe(12);
  });

  it('refuses to mark or delete for another user id', async () => {
    const mark = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/mark-as-read',
      headers: bearer(client.token),
      payload: { userId: admin.user.id, notificationIds: [1] },
    });
    expect(mark.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/delete',
      headers: bearer(client.token),
      payload: { userId: admin.user.id, notificationIds: [1] },
    });
    expect(del.statusCode).toBe(404);
    expect((await list(admin.token, admin.user.id)).json().total).toBe(24);
  });

  it('deletes own notifications', async () => {
    const first = (await list(client.token, client.user.id, '?limit=2')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/delete',
      headers: bearer(client.token),
      payload: {
        userId: client.user.id,
        notificationIds: first.items.map((i: { id: number }) => i.id),
      },
    });
    expect(res.json().count).toBe(2);
    expect((await list(client.token, client.user.id)).json().total).toBe(first.total - 2);
  });

  it('rejects an empty id list naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/delete',
      headers: bearer(client.token),
      payload: { userId: client.user.id, notificationIds: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^notificationIds/);
  });
});

describe.each(dialectsFor('http'))('marking every notification read (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('marks all of the caller’s notifications read with all: true, and nobody else’s', async () => {
    const [admin, team] = await Promise.all([login(t.app, 'admin'), login(t.app, 'admin.team')]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/mark-as-read',
      headers: bearer(admin.token),
      payload: { userId: admin.user.id, all: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(12);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/get/${admin.user.id}`,
      headers: bearer(admin.token),
    });
    expect(after.json().unreadTotal).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/get/${team.user.id}`,
      headers: bearer(team.token),
    });
    expect(other.json().unreadTotal).toBeGreaterThan(0);
  });
});
