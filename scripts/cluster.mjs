// The product on several API instances, the way an operator runs it past one machine: a PostgreSQL
// cluster, a Redis (shared rate limits), N API instances on their own ports and data folders, and HAProxy
// in front with health checks on /api/health/ready. Used by `npm run start:cluster` and the cluster tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { freePort, root, startTemporaryPostgres, startTemporaryRedis } from './lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves when a child process has exited (at once when it already has). */
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** Polls a readiness URL until it answers 200; fails as soon as the process behind it exits. */
async function waitForReady(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process for ${url} exited:\n${child.tail.join('\n')}`);
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 200) return;
    await sleep(150);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms:\n${child.tail.join('\n')}`);
}

/** One command on HAProxy's stats socket; resolves with its whole answer. */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socketPath, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/**
 * HAProxy's configuration: round robin over the instances, an instance taken out after two failed
 * readiness checks 300 ms apart (a draining instance answers 503), back after two good ones; a request
 * whose connection failed before reaching an instance is sent to another (never a request an instance
 * may have started: those are the client's to retry, with an Idempotency-Key).
 */
export function haproxyConfig({ port, instances, socket }) {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 10s
  # A readiness answer may take a while on a busy machine: only a failed or refused one takes a server out.
  timeout check 2s
  option redispatch
  retries 3
  retry-on conn-failure

frontend wolvo
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 300ms fastinter 300ms downinter 500ms fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

/**
 * Starts the cluster and returns handles to drive it (tests kill and roll instances, stop the database
 * or Redis). Children's output goes to the terminal prefixed with their name, or nowhere when `quiet`.
 */
export async function startCluster({
  port,
  instanceCount = 2,
  apiPorts = [],
  seedOrders = 2000,
  env = {},
  quiet = false,
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-cluster-'));
  const children = new Set();
  let postgres = null;
  let redis = null;
  const stopAll = async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all([...children].map(exited));
    await redis?.stop();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres = await startTemporaryPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
    redis = await startTemporaryRedis();
    if (!redis) throw new Error('Redis is not installed (apt-get install redis-server)');
    const frontPort = port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${frontPort}`;
    // What the instances share, as separate machines would: the database, Redis and the secrets.
    const shared = {
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TRACKING_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: publicUrl,
      SEED_ORDERS: String(seedOrders),
      // Longer than HAProxy's two failed checks, so no new request reaches an instance that stopped listening.
      SHUTDOWN_DRAIN_MS: '1500',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    };
    const instances = [];
    for (let i = 0; i < instanceCount; i++)
      instances.push({
        name: `api-${String.fromCharCode(97 + i)}`,
        port: apiPorts[i] ?? (await freePort()),
        // Each instance its own data folder: nothing may depend on another instance's files.
        dataDir: path.join(dir, `data-${i}`),
        child: null,
      });

    /** A child whose output goes to the terminal with a prefix (or nowhere when quiet); keeps its last lines. */
    const launch = (name, command, args, childEnv = {}) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...childEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.tail = [];
      const onOutput = (chunk) => {
        const lines = chunk.toString().split('\n').filter(Boolean);
        child.tail.push(...lines);
        child.tail.splice(0, Math.max(0, child.tail.length - 50));
        if (!quiet) for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      };
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
      child.on('error', (error) => onOutput(Buffer.from(String(error))));
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    };

    const startInstance = async (instance) => {
      instance.child = launch(instance.name, process.execPath, ['api/dist/server.js'], {
        ...shared,
        PORT: String(instance.port),
        DATA_DIR: instance.dataDir,
      });
      // Ready (200) once migrated, seeded and listening; 503 or no answer before.
      await waitForReady(`http://127.0.0.1:${instance.port}/api/health/ready`, instance.child);
    };
    // One after the other: the first migrates and seeds the empty database, the next find it ready.
    for (const instance of instances) await startInstance(instance);

    const socket = path.join(dir, 'haproxy.sock');
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: frontPort, instances, socket }));
    const haproxy = launch('haproxy', 'haproxy', ['-f', configFile, '-db']);
    await waitForReady(`${publicUrl}/api/health/ready`, haproxy);

    /** HAProxy's state of each server ('UP', 'DOWN', 'MAINT', ...), from its stats socket. */
    const serverStates = async () => {
      const csv = await haproxyCommand(socket, 'show stat');
      const rows = csv.split('\n').map((line) => line.split(','));
      const header = rows[0].map((h) => h.replace(/^# /, ''));
      const at = (name) => header.indexOf(name);
      return Object.fromEntries(
        rows
          .filter((r) => r[at('pxname')] === 'api' && r[at('svname')]?.startsWith('api-'))
          .map((r) => [r[at('svname')], r[at('status')]]),
      );
    };
    const waitForState = async (instance, wanted) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        // 'UP 1/2' is on its way down and 'DOWN 1/2' on its way up: only the settled state counts.
        if ((await serverStates())[instance.name] === wanted) return;
        await sleep(100);
      }
      throw new Error(`HAProxy did not see ${instance.name} ${wanted} within 30 s`);
    };

    return {
      url: publicUrl,
      instances,
      postgres,
      redis,
      dir,
      serverStates,
      /** SIGTERM: the instance drains (not ready, finishes its requests and PDFs) and exits. */
      async stopInstance(instance) {
        instance.child.kill('SIGTERM');
        await exited(instance.child);
        await waitForState(instance, 'DOWN');
      },
      /** SIGKILL: the instance dies with whatever it was doing. */
      async killInstance(instance) {
        instance.child.kill('SIGKILL');
        await exited(instance.child);
      },
      /** Starts a stopped instance and waits until HAProxy sends it requests again. */
      async startInstance(instance) {
        await startInstance(instance);
        await waitForState(instance, 'UP');
      },
      /** A deploy: each instance in turn drains, stops, starts again and is back in rotation. */
      /** Waits until HAProxy sends requests to every instance (after an outage took them out). */
      async allInRotation() {
        for (const instance of instances) await waitForState(instance, 'UP');
      },
      /** Waits until HAProxy's checks have taken every instance out (during an outage). */
      async allOutOfRotation() {
        for (const instance of instances) await waitForState(instance, 'DOWN');
      },
      async roll() {
        for (const instance of instances) {
          await this.stopInstance(instance);
          await this.startInstance(instance);
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
