/**
 * POST /api/v1/client-events: a browser's report of a remote it could not use (issue #40). Nothing is
 * stored (SQLite only): each report is one warn line of the log, with the caller when signed in.
 */
import { PassThrough } from 'node:stream';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

const URL = '/api/v1/client-events';
const SKEW = {
  remote: 'finance',
  kind: 'skew',
  build: '1x2y3z',
  page: '/fr/wolvo-team/finance/calendar',
  needs: { '@wolvo/shared': '^2.0.0', react: '^19.3.1', '@mui/material': '^9.5.0' },
  provided: { '@wolvo/shared': '1.0.0', react: '19.3.1', '@mui/material': '9.5.0' },
  message: 'unmet: @wolvo/shared',
};

describe.each(dialectsFor('http'))('client events (%s)', (dialect) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    t = await createTestApp(dialect, { publicRateLimit: 2 }, { logStream: log });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  /** The warn lines about client events, once the log has flushed. */
  const reports = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return lines.filter((line) => String(line.msg).startsWith('client-event:'));
  };

  it('logs an anonymous report at warn with its fields, and answers 204', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: SKEW,
      headers: { 'x-forwarded-for': '10.0.0.1' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await reports()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'client-event: remote finance skew',
        clientEvent: SKEW,
        userId: null,
        role: null,
      }),
    ]);
  });

  it('records the signed-in caller, and takes a stale token as none', async () => {
    const { token, user } = await login(t.app, 'admin.team');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { remote: 'orders', kind: 'render', message: 'TypeError: x is undefined' },
      headers: bearer(token),
      remoteAddress: '10.0.0.2',
    });
    expect(signedIn.statusCode).toBe(204);
    const stale = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { remote: 'orders', kind: 'load' },
      headers: bearer(`${token.slice(0, -4)}AAAA`),
      remoteAddress: '10.0.0.2',
    });
    expect(stale.statusCode).toBe(204);
    expect(await reports()).toEqual([
      expect.objectContaining({ userId: user.id, role: 'companyPersonnelTeam' }),
      expect.objectContaining({ userId: null, clientEvent: { remote: 'orders', kind: 'load' } }),
    ]);
  });

  it.each([
    ['an unknown kind', { ...SKEW, kind: 'crash' }],
    ['no remote', { kind: 'load' }],
    ['a remote name with spaces', { ...SKEW, remote: 'fin ance' }],
    ['a message too long', { ...SKEW, message: 'x'.repeat(501) }],
    ['a page too long', { ...SKEW, page: `/${'x'.repeat(300)}` }],
    [
      'too many versions',
      { ...SKEW, needs: Object.fromEntries([...Array(11).keys()].map((i) => [`p${i}`, '1'])) },
    ],
    ['a version too long', { ...SKEW, needs: { react: '1'.repeat(81) } }],
    ['a package name too long', { ...SKEW, needs: { ['p'.repeat(81)]: '^1.0.0' } }],
    ['an unknown field', { ...SKEW, stack: 'at x' }],
  ])('refuses %s (400) and logs nothing', async (what, payload) => {
    // An address of its own per case: the limit counts refused reports too.
    const remoteAddress = `10.0.1.${what.length}`;
    const res = await t.app.inject({ method: 'POST', url: URL, payload, remoteAddress });
    expect(res.statusCode).toBe(400);
    expect(await reports()).toEqual([]);
  });

  it('limits the reports of one address (429), not of another', async () => {
    // publicRateLimit 2: six a minute per address.
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: URL, payload: SKEW, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send('10.0.0.9')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429]);
    expect((await send('10.0.0.10')).statusCode).toBe(204);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(doc.paths['/api/v1/client-events']?.post?.summary).toMatch(/reports a remote/);
  });
});
