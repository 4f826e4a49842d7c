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

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs pnpm 12 with npm when missing (corepack cannot fetch it here), then the workspace. */
export function ensureInstalled() {
  if (!has('pnpm')) {
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
  if (has('pg_ctl') && has('initdb')) return null;
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
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [stopCmd, stopArgs] = wrap([tool('pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
