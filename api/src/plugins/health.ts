import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db, DialectName } from '../db/database';
import { pendingMigrations } from '../db/migrate';

/**
 * Health for a load balancer and an orchestrator:
 * - `GET /api/health/live`: the process answers (restart it when this fails).
 * - `GET /api/health/ready`: send it traffic: the database answers and has every migration of this build,
 *   and the instance is not shutting down (`drain()`, on SIGTERM: it reports not ready while it finishes
 *   what it has, so the balancer moves new requests elsewhere first).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Reports not ready from now on (shutdown has begun). */
    drain(): void;
  }
}

const HealthBody = {
  type: 'object',
  properties: { status: { type: 'string' }, reason: { type: 'string' } },
  required: ['status'],
} as const;

async function health(app: FastifyInstance, options: { db: Db; dialect: DialectName }) {
  let draining = false;
  // Migrations only go forward under a running build: once all are there, they stay.
  let migrated = false;
  app.decorate('drain', () => {
    draining = true;
  });
  // While draining, every answer ends its connection: a client's next request opens a new one, which the
  // load balancer sends to another instance, and the server's close is not held by idle keep-alives.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  const schema = (summary: string) => ({
    tags: ['health'],
    summary,
    response: { 200: HealthBody, 503: HealthBody },
  });
  app.get('/api/health/live', { schema: schema('The process answers') }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/api/health/ready',
    { schema: schema('The instance may take traffic') },
    async (_request, reply) => {
      const notReady = (reason: string) =>
        reply.status(503).header('cache-control', 'no-store').send({ status: 'not-ready', reason });
      if (draining) return notReady('draining');
      try {
        await sql`select 1`.execute(options.db);
      } catch {
        return notReady('database-unreachable');
      }
      if (!migrated) {
        const pending = await pendingMigrations(options).catch(() => null);
        if (!pending) return notReady('database-unreachable');
        if (pending.length) return notReady('migrations-pending');
        migrated = true;
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ready' });
    },
  );
}

export const healthPlugin = fp(health, { name: 'health' });
