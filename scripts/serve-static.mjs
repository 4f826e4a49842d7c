#!/usr/bin/env node
// Tiny dependency-free static server for a built remote (or any dist folder):
//   node scripts/serve-static.mjs --dir mfe-orders/dist --port 8081 [--host 127.0.0.1]
// Sends CORS headers (the host fetches remotes cross-origin), re-reads files on every request
// (a redeployed remote is picked up without a restart), never serves outside --dir.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Entry points must always be revalidated; content-hashed files never change. */
function cacheControlOf(fileName) {
  if (/^(mf-manifest(-stats)?\.json|remoteEntry\.js|index\.html|remotes\.json)$/.test(fileName))
    return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

async function statFile(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** Resolves a URL path inside root, or null when it escapes root. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

const gzipCache = new Map();
function gzipped(file, mtimeMs, body) {
  const key = `${file}:${mtimeMs}:${body.length}`;
  let packed = gzipCache.get(key);
  if (!packed) {
    packed = gzipSync(body);
    gzipCache.set(key, packed);
  }
  return packed;
}

export function createStaticServer({ dir, spa = false }) {
  const root = path.resolve(dir);
  return http.createServer(async (req, res) => {
    const send = (status, headers, body) => {
      res.writeHead(status, { ...CORS, ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method === 'OPTIONS') return send(204, { 'Access-Control-Max-Age': '86400' });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, { Allow: 'GET, HEAD, OPTIONS' }, 'Method Not Allowed');

    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file = resolveInside(root, urlPath);
    if (!file) return send(403, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Forbidden');
    let stat = await statFile(file);
    if (!stat) {
      const index = path.join(file, 'index.html');
      stat = await statFile(index);
      if (stat) file = index;
    }
    if (!stat && spa && !path.extname(urlPath)) {
      file = path.join(root, 'index.html');
      stat = await statFile(file);
    }
    if (!stat) return send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found');

    try {
      // Read on every request: a rebuilt dist is served at once.
      let body = await fs.readFile(file);
      const name = path.basename(file);
      const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
      // Text compresses to about a quarter; cache the gzip by path and mtime so it is made once per deploy.
      const gzip =
        /^(text\/|application\/json)/.test(type) &&
        body.length > 1024 &&
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (gzip) body = gzipped(file, stat.mtimeMs, body);
      send(
        200,
        {
          'Content-Type': type,
          'Content-Length': body.length,
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          'Cache-Control': cacheControlOf(name),
          'Last-Modified': stat.mtime.toUTCString(),
          'X-Content-Type-Options': 'nosniff',
        },
        body,
      );
    } catch {
      send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found');
    }
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
