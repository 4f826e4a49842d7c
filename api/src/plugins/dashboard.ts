import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, LOGIN_ENTRY_PATH } from '@wolvo/shared/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hashed build files: their name changes with their content, so they are cached for good. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

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
    // The build writes `.br` and `.gz` beside each text file worth compressing (compression-webpack-plugin
    // in shared/build/webpack-base.js): they are sent as they are, so no answer is compressed again. A
    // file without them (under 1 KB, or one that does not shrink) goes as it is or through
    // @fastify/compress.
    preCompressed: true,
    // Our own cache headers below, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; the entry files must be revalidated so deploys show up.
      const hashed = HASHED.test(filePath.replace(/\.(br|gz)$/, ''));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
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
      // The same URL answers in several encodings: a shared cache must keep them apart (beside CORS's Origin).
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return reply.sendFile(path.relative(options.hostDist!, candidate));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).send({ statusCode: 404, message: 'not-found', error: 'Not Found' });
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    return readFileSync(pageFileOf(options.hostDist!, urlPath), 'utf8');
  });
}
