#!/usr/bin/env node
// Static server for a built remote (or any dist folder): sirv behind a small node:http wrapper.
//   node scripts/serve-static.mjs --dir mfe-orders/dist --port 8081 [--host 127.0.0.1] [--spa]
// Sends CORS headers (the host fetches remotes cross-origin), serves the .br/.gz files the production
// build writes beside each file (no compression per request), revalidates entry files and caches
// content-hashed ones for a year, and never serves outside --dir. Each request looks the file up on
// disk (sirv's `dev` mode), so a remote redeployed into the same folder is served without a restart.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

function parseArgs(argv) {
  const args = { dir: 'dist', port: 8081, host: '127.0.0.1', spa: false };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (key === '--spa') args.spa = true;
    else if (key === '--help' || key === '-h') {
      console.log(
        'usage: node scripts/serve-static.mjs --dir <folder> --port <port> [--host 127.0.0.1] [--spa]',
      );
      process.exit(0);
    } else if (key === '--dir' || key === '--port' || key === '--host') {
      const value = argv[(i += 1)];
      if (key === '--dir') args.dir = value;
      else if (key === '--port') args.port = Number(value);
      else args.host = value;
    }
  }
  if (!Number.isInteger(args.port) || args.port <= 0 || args.port > 65535) {
    console.error(`serve-static: invalid --port ${args.port}`);
    process.exit(2);
  }
  return args;
}

/** Entry points must always be revalidated; content-hashed files never change. */
function cacheControlOf(fileName) {
  if (/^(mf-manifest(-stats)?\.json|remoteEntry\.js|index\.html|remotes\.json)$/.test(fileName))
    return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** sirv names these types without a charset; the chunks hold French and Arabic texts. */
const TEXT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/**
 * Whether a URL path stays inside root once decoded. sirv's own check is a string prefix (`/srv/dist`
 * would let `/srv/dist-prerender` through): the wrapper checks, and hands sirv the normalized path only.
 */
function staysInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep);
}

export function createStaticServer({ dir, spa = false }) {
  const root = path.resolve(dir);
  const serve = sirv(root, {
    // Look each file up on disk: a redeploy (new hashed names, new mf-manifest.json) shows at once.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
    },
    onNoMatch(_req, res) {
      res.removeHeader('Cache-Control');
      send(res, 404, 'Not Found');
    },
  });
  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  };
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = url.pathname; // `..` and `%2e%2e` segments resolved
    if (!staysInside(root, urlPath)) return send(res, 403, 'Forbidden');
    req.url = `${urlPath}${url.search}`;
    // Set before sirv answers, so that its 304s carry them too.
    res.setHeader('Cache-Control', cacheControlOf(path.posix.basename(urlPath) || 'index.html'));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    serve(req, res);
  });
}

const isMain =
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('serve-static.mjs');
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const server = createStaticServer(args);
  server.listen(args.port, args.host, () => {
    console.log(`serve-static: ${path.resolve(args.dir)} on http://${args.host}:${args.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
