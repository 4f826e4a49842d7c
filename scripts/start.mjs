// The README's start command: installs what is missing, builds, then serves the API (with the host on the
// same origin) on 127.0.0.1:8080 and each remote from its own origin on 8081-8086.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureInstalled, root, startProcess, waitForHttp } from './lib.mjs';

const REMOTE_PORTS = {
  orders: 8081,
  reclamation: 8082,
  finance: 8083,
  commercial: 8084,
  wheel: 8085,
  team: 8086,
};
const port = Number(process.env.PORT ?? 8080);

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') buildAll();

const children = [
  startProcess('api', 'node', ['api/dist/server.js'], { env: { PORT: String(port) } }),
];
for (const [name, remotePort] of Object.entries(REMOTE_PORTS)) {
  const dist = path.join(root, `mfe-${name}`, 'dist');
  if (!existsSync(dist)) continue;
  children.push(
    startProcess(`mfe-${name}`, 'node', [
      'scripts/serve-static.mjs',
      '--dir',
      dist,
      '--port',
      String(remotePort),
      '--host',
      '127.0.0.1',
    ]),
  );
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => code && code !== 0 && console.error(`a process exited with ${code}`));

await waitForHttp(`http://127.0.0.1:${port}/api/v1/settings/get`);
console.log(
  `\nWolvo is running: http://127.0.0.1:${port}/  (API docs: http://127.0.0.1:${port}/api/docs)\n`,
);
