// Helpers shared by the start, test and bench scripts. Node built-ins only: these run before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Runs a command, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** True when a command is on the PATH. */
export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs pnpm 12 with npm when missing (corepack cannot fetch it here), then the workspace. */
export function ensureInstalled() {
  if (!hasCommand('pnpm')) {
    console.log('> installing pnpm 12 with npm');
    run('npm', ['install', '-g', 'pnpm@12']);
  }
  // better-sqlite3 compiles from source; node-gyp must use the machine's Node headers, not download them.
  const env =
    existsSync('/usr/include/node/common.gypi') && !process.env.npm_config_nodedir
      ? { npm_config_nodedir: '/usr' }
      : {};
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen], { env });
}

/** The commands that build shared, the API, the host and the six remotes, in order. */
export function buildSteps() {
  const frontends = [
    'host',
    'mfe-orders',
    'mfe-reclamation',
    'mfe-finance',
    'mfe-commercial',
    'mfe-wheel',
    'mfe-team',
  ].filter((name) => existsSync(path.join(root, name, 'webpack.config.js')));
  return ['shared', 'api', ...frontends].map((name) => [
    'pnpm',
    ['--filter', `@wolvo/${name}`, 'run', 'build'],
  ]);
}

/** Builds shared, the API, the host and the six remotes. */
export function buildAll() {
  for (const [command, args] of buildSteps()) run(command, args);
}

/**
 * Runs named stages, each a list of commands in order that stops at its first failure; several stages
 * run side by side, one alone. Each output line is prefixed by its stage's name, and its time is kept. A command's `timeoutMs` option ends it with SIGTERM.
 * Resolves with each list's outcome: `{ name: { ok, ms } }`.
 */
export async function runStages(lists) {
  const runList = async (name, steps) => {
    const started = Date.now();
    for (const [command, args, { timeoutMs, ...options } = {}] of steps) {
      const child = startProcess(name, command, args, options);
      const timer =
        timeoutMs &&
        setTimeout(() => {
          console.error(
            `[${name}] ${command} ${args.join(' ')} still running after ${timeoutMs} ms`,
          );
          child.kill('SIGTERM');
        }, timeoutMs);
      const code = await new Promise((resolve) => {
        child.once('error', () => resolve(1));
        child.once('close', (status, signal) => resolve(status ?? signal));
      });
      clearTimeout(timer);
      if (code !== 0) {
        console.error(`[${name}] ${command} ${args.join(' ')} exited with ${code}`);
        return [name, { ok: false, ms: Date.now() - started }];
      }
    }
    return [name, { ok: true, ms: Date.now() - started }];
  };
  const outcomes = await Promise.all(Object.entries(lists).map(([n, steps]) => runList(n, steps)));
  return Object.fromEntries(outcomes);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir() {
  if (hasCommand('pg_ctl') && hasCommand('initdb')) return null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

/**
 * Starts a throw-away PostgreSQL cluster on 127.0.0.1 (PostgreSQL from Debian's packages) and returns
 * its URL and a stop function, or null when PostgreSQL is not installed.
 */
export async function startTemporaryPostgres() {
  const bin = postgresBinDir();
  if (bin === undefined) return null;
  const tool = (name) => (bin ? path.join(bin, name) : name);
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-pg-'));
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const wrap = (args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  }
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = wrap([
    tool('initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  run(initCmd, initArgs, { stdio: 'ignore' });
  const [startCmd, startArgs] = wrap([
    tool('pg_ctl'),
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -F`,
    'start',
  ]);
  run(startCmd, startArgs, { stdio: 'ignore' });
  const [stopCmd, stopArgs] = wrap([tool('pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server and keeps its data (an outage); `start` brings it back. */
    pause() {
      run(stopCmd, stopArgs, { stdio: 'ignore' });
    },
    start() {
      run(startCmd, startArgs, { stdio: 'ignore' });
    },
    stop() {
      spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a throw-away Redis on 127.0.0.1 (redis-server from Debian's packages), in memory only; returns
 * its URL and a stop function (`start` brings a stopped one back on the same port), or null when Redis is
 * not installed.
 */
export async function startTemporaryRedis() {
  if (!hasCommand('redis-server')) return null;
  const port = await freePort();
  let child = null;
  const start = () =>
    new Promise((resolve, reject) => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child.stdout.on('data', (chunk) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The ports the remotes are served on (host/dist/remotes.json points at them). */
export const REMOTE_PORTS = {
  orders: 8081,
  reclamation: 8082,
  finance: 8083,
  commercial: 8084,
  wheel: 8085,
  team: 8086,
};

/** Serves each built remote from its own origin on its port; returns the child processes. */
export function startRemotes() {
  return Object.entries(REMOTE_PORTS)
    .filter(([name]) => existsSync(path.join(root, `mfe-${name}`, 'dist')))
    .map(([name, remotePort]) =>
      startProcess(`mfe-${name}`, 'node', [
        'scripts/serve-static.mjs',
        '--dir',
        path.join(root, `mfe-${name}`, 'dist'),
        '--port',
        String(remotePort),
        '--host',
        '127.0.0.1',
      ]),
    );
}

/**
 * Installs Debian packages whose command is missing (apt-get, as root, the way `.ci/run` does);
 * `needs` maps a command to its package. Not root and missing: says what to install and exits.
 */
export function ensureDebianPackages(needs) {
  const missing = [
    ...new Set(
      Object.entries(needs)
        .filter(([command]) => !hasCommand(command) && !existsSync(command))
        .map(([, pkg]) => pkg),
    ),
  ];
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    console.error(`missing: ${missing.join(' ')} (sudo apt-get install ${missing.join(' ')})`);
    process.exit(1);
  }
  console.log(`> installing from Debian's packages: ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

/** Starts a long-running child process with prefixed output. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
}

/**
 * Waits until a URL answers with a status below 500. With `child`, fails as soon as that process exits
 * (a server that crashed on start never answers).
 */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms (${lastError?.message ?? 'no answer'})`,
  );
}

export { mkdirSync };
