import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rateLimitRedis } from '../src/plugins/rate-limit-store';
import { createTestApp, type TestApp } from './helpers';

// Redis from Debian's packages (`apt-get install redis-server`); CI installs it (.ci/run), so there the
// suite never skips.
const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;
const describeWithRedis = HAS_REDIS || process.env.CI ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away Redis on 127.0.0.1, in memory only. */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sign-in attempts a minute (the production default is 10; fewer keep the suite short: each is a scrypt). */
const LIMIT = 3;

const attempt = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { login: 'admin', password: 'not the password' },
  });

describeWithRedis('rate limits shared by the API instances through Redis (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await redis.stop();
  });

  async function twoInstances(redisUrl: string | null): Promise<[TestApp, TestApp]> {
    const pair = [
      await createTestApp('sqlite', { loginRateLimit: LIMIT, redisUrl, seedOrders: 0 }),
      await createTestApp('sqlite', { loginRateLimit: LIMIT, redisUrl, seedOrders: 0 }),
    ] as [TestApp, TestApp];
    apps.push(...pair);
    return pair;
  }

  it('counts sign-in attempts across two instances: one past the limit gets 429 on either', async () => {
    const [a, b] = await twoInstances(redis.url);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await attempt(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it('without REDIS_URL each instance counts alone (the reason for the store)', async () => {
    const [a, b] = await twoInstances(null);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await attempt(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual(Array(2 * LIMIT).fill(401));
  });

  it('goes on without limits while Redis is down, and says so once a minute', async () => {
    const own = await startRedis();
    const [a] = await twoInstances(own.url);
    expect((await attempt(a)).statusCode).toBe(401);
    await own.stop();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await attempt(a)).statusCode);
    expect(statuses).toEqual(Array(LIMIT + 2).fill(401));
    // Fails at once, not after a timeout per request.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('warns at most once a minute while the store is unreachable', async () => {
    const port = await freePort(); // nothing listens there
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const client = await rateLimitRedis(`redis://127.0.0.1:${port}`, log);
    try {
      // Several reconnection failures come and go within a few seconds.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(warnings).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });
});
