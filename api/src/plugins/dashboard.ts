import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, LOGIN_ENTRY_PATH } from '@wolvo/shared/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types of the build's text files that are worth compressing. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

type Encoding = 'br' | 'gzip';

/** The encoding a client accepts, brotli first (q-values are not weighed). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/**
 * Hashed scripts compressed once, by path and modification time, rather than on every request: a page
 * loads dozens of them, and compressing each answer again took the server's CPU from the browser's.
 */
function compressedAssets() {
  const cache = new Map<
    string,
    { mtimeMs: number; br?: Promise<Buffer>; gzip?: Promise<Buffer> }
  >();
  return (file: string, encoding: Encoding): Promise<Buffer> => {
    const { mtimeMs } = statSync(file);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) cache.set(file, (entry = { mtimeMs }));
    // zlib's thread pool does the work: the event loop keeps answering meanwhile.
    const packing = (entry[encoding] ??=
      encoding === 'br'
        ? brotliAsync(readFileSync(file), {
            params: {
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_QUALITY]: 9,
            },
          })
        : gzipAsync(readFileSync(file), { level: 9 }));
    packing.catch(() => cache.delete(file)); // a failure is not kept
    return packing;
  };
}

/** The prerendered login page of `language` in the host's build (host/scripts/prerender-login.mjs). */
function loginPageFile(hostDist: string, language: string): string {
  return path.join(hostDist, `login-${language}.html`);
}

/**
 * The Content-Security-Policy sources (`'sha256-...'`) of the inline scripts of the host's pages: the
 * prerendered login pages' gate that shows the prerendered form, and index.html's preloads of a signed-in
 * start (host/scripts/start-early.js). The policy allows no other inline script.
 */
export function inlineScriptHashes(hostDist: string | null): string[] {
  if (!hostDist) return [];
  const hashes = new Set<string>();
  const pages = [
    ...LANGUAGES.map((language) => loginPageFile(hostDist, language)),
    path.join(hostDist, 'index.html'),
  ];
  for (const file of pages) {
    if (!existsSync(file)) continue;
    for (const [, script] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page of a path with no file: on a login path (`/`, `/ar`, `/ar/login`...), the login page of its
 * language prerendered, if the build has it; elsewhere the single-page app's index.html.
 */
function pageFileOf(hostDist: string, urlPath: string): string {
  if (LOGIN_ENTRY_PATH.test(urlPath)) {
    const first = urlPath.split('/').filter(Boolean)[0];
    const language = (LANGUAGES as readonly string[]).includes(first ?? '')
      ? first!
      : DEFAULT_LANGUAGE;
    const file = loginPageFile(hostDist, language);
    if (existsSync(file)) return file;
  }
  return path.join(hostDist, 'index.html');
}

export async function dashboardPlugin(
  app: FastifyInstance,
  options: { hostDist: string | null; remotesConfig: string | null },
) {
  const remotesFile =
    options.remotesConfig ??
    (options.hostDist ? path.join(options.hostDist, 'remotes.json') : null);
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    if (!remotesFile || !existsSync(remotesFile))
      return reply.status(404).send({ statusCode: 404, message: 'not-found', error: 'Not Found' });
    // Read on every request so a changed file is picked up without a restart.
    reply.header('cache-control', 'no-cache').type('application/json');
    return readFileSync(remotesFile, 'utf8');
  });
  if (!options.hostDist) return;
  await app.register(fastifyStatic, {
    root: options.hostDist,
    // Files are sent by the catch-all below, which also gives the SPA fallback.
    serve: false,
    // Our own cache headers below, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; the entry files must be revalidated so deploys show up.
      const hashed = HASHED.test(filePath);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const compressed = compressedAssets();
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    // An unknown API path is a JSON 404, never the page: a client must not take HTML for an answer.
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
    const candidate = path.join(
      options.hostDist!,
      path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''),
    );
    if (
      candidate.startsWith(options.hostDist!) &&
      urlPath !== '/' &&
      existsSync(candidate) &&
      !candidate.endsWith(path.sep)
    ) {
      const type = TEXT_TYPES[path.extname(candidate)];
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (type && encoding && HASHED.test(candidate))
        return reply
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(type)
          .send(await compressed(candidate, encoding));
      return reply.sendFile(path.relative(options.hostDist!, candidate));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).send({ statusCode: 404, message: 'not-found', error: 'Not Found' });
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    return readFileSync(pageFileOf(options.hostDist!, urlPath), 'utf8');
  });
}
