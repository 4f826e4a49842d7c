import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built host at `/` on the API's origin, with the SPA fallback (for every path outside
 * `/api`), and `/remotes.json` (where each remote lives) from REMOTES_CONFIG when set, else from the host build.
 */
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
      const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/.test(filePath);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = path.join(options.hostDist, 'index.html');
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
      return reply.sendFile(path.relative(options.hostDist!, candidate));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).send({ statusCode: 404, message: 'not-found', error: 'Not Found' });
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    return readFileSync(indexHtml, 'utf8');
  });
}
