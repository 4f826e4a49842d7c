// The README's start command: installs what is missing, builds, then serves the API (with the host on the
// same origin) on 127.0.0.1:8080 and each remote from its own origin on 8081-8086.
import { buildAll, ensureInstalled, startProcess, startRemotes, waitForHttp } from './lib.mjs';

const port = Number(process.env.PORT ?? 8080);

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') buildAll();

const children = [
  startProcess('api', 'node', ['api/dist/server.js'], { env: { PORT: String(port) } }),
  ...startRemotes(),
];
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
