// `npm run start:cluster`: the product past one machine, on this one. A throw-away PostgreSQL and Redis,
// two API instances (8091, 8092) and HAProxy in front on 8080 with readiness checks, the remotes as
// `npm start` serves them. Type `roll` and Enter (or send SIGUSR2) for a rolling restart, as a deploy.
import readline from 'node:readline';
import { startCluster } from './cluster.mjs';
import { buildAll, ensureDebianPackages, ensureInstalled, startRemotes } from './lib.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiPorts = (process.env.API_PORTS ?? '8091,8092').split(',').map(Number);

ensureDebianPackages({
  '/usr/lib/postgresql': 'postgresql',
  'redis-server': 'redis-server',
  haproxy: 'haproxy',
});
ensureInstalled();
if (process.env.SKIP_BUILD !== '1') buildAll();

const remotes = startRemotes();
const cluster = await startCluster({ port, apiPorts, instanceCount: apiPorts.length });
let rolling = null;
const roll = () => {
  if (rolling) return;
  console.log('\n> rolling restart: one instance at a time drains, stops and starts again');
  rolling = cluster.roll().then(
    () => console.log('> rolling restart done'),
    (error) => console.error(`> rolling restart failed: ${error.message}`),
  );
  rolling.finally(() => (rolling = null));
};
const stop = async () => {
  for (const child of remotes) child.kill('SIGTERM');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGUSR2', roll);
readline
  .createInterface({ input: process.stdin })
  .on('line', (line) => line.trim() === 'roll' && roll());

console.log(
  `\nWolvo is running on ${cluster.instances.length} API instances behind HAProxy: ${cluster.url}/` +
    `\n  instances: ${cluster.instances.map((i) => `${i.name} 127.0.0.1:${i.port}`).join(', ')}` +
    `\n  PostgreSQL ${cluster.postgres.url}, Redis ${cluster.redis.url}` +
    `\n  type "roll" and Enter (or kill -USR2 ${process.pid}) for a rolling restart\n`,
);
